// What the Navigation in SwiftUI article's examples rely on without showing it.

struct LocationPickerInput: Equatable, Sendable { let current: String? }
struct LocationChoice: Equatable, Sendable { let name: String }

enum AppRoute: Hashable, Sendable {
    case login, home, favorites
    case detail(id: Int)
    case locationPicker(ModuleRequest<LocationPickerInput, LocationChoice>)
}

@MainActor protocol Screen: AnyObject {}
@MainActor final class PlainScreen: Screen {}

@MainActor func plainModule() -> Module<any Screen, Void> {
    let view = PlainScreen()
    return Module(view: view, objects: [.view: view])
}

@MainActor let navigator = ModuleNavigator<AppRoute, any Screen>(root: .home) { _ in plainModule() }
