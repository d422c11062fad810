import VIPER

/// Registers the Home module's builder.
struct HomeAssembly: Assembly {
    func assemble(into container: Container) {
        container.registerOnMainActor(HomeBuilder.self) { r in
            HomeBuilder(
                places: try r.resolve(), favorites: try r.resolve(), events: try r.resolve(), session: try r.resolve(),
                clock: try r.resolve(), navigator: try r.resolve(), coordinator: try r.resolve())
        }
    }
}
