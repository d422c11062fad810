import VIPER
@testable import Discover

extension LocationPickerLauncher {
    /// Builds the picker the way the app's factory does for the `.locationPicker` route.
    func buildPicker(context: AppContext) -> DiscoverModule<Void> {
        let request = takeRequest()
        return LocationPickerBuilder.build(context: context, input: request.input, output: request.output)
    }
}
