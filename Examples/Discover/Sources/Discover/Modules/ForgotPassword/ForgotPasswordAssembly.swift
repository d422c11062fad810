import VIPER

/// Registers the Forgot password module's builder.
struct ForgotPasswordAssembly: Assembly {
    func assemble(into container: Container) {
        container.registerOnMainActor(ForgotPasswordBuilder.self) { r in
            ForgotPasswordBuilder(passwordReset: try r.resolve(), navigator: try r.resolve())
        }
    }
}
