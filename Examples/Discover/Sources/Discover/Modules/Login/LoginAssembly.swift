import VIPER

/// Registers the Login module's builder; its services come from the app's registrations.
struct LoginAssembly: Assembly {
    func assemble(into container: Container) {
        container.registerOnMainActor(LoginBuilder.self) { r in
            LoginBuilder(
                auth: try r.resolve(), navigator: try r.resolve(), coordinator: try r.resolve(), now: try r.resolve())
        }
    }
}
