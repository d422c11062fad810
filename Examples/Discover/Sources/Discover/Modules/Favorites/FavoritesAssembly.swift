import VIPER

/// Registers the Favorites module's builder.
struct FavoritesAssembly: Assembly {
    func assemble(into container: Container) {
        container.registerOnMainActor(FavoritesBuilder.self) { r in
            FavoritesBuilder(favorites: try r.resolve(), events: try r.resolve(), session: try r.resolve(), navigator: try r.resolve())
        }
    }
}
