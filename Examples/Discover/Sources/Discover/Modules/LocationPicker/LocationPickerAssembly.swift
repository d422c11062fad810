import VIPER

/// Registers the location picker's builder.
struct LocationPickerAssembly: Assembly {
    func assemble(into container: Container) {
        container.registerOnMainActor(LocationPickerBuilder.self) { r in
            LocationPickerBuilder(places: try r.resolve(), navigator: try r.resolve())
        }
    }
}
