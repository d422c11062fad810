import VIPER

/// Registers the Detail module's builder.
struct DetailAssembly: Assembly {
    func assemble(into container: Container) {
        container.registerOnMainActor(DetailBuilder.self) { r in
            DetailBuilder(
                places: try r.resolve(), favorites: try r.resolve(), events: try r.resolve(),
                session: try r.resolve(), navigator: try r.resolve())
        }
    }
}
