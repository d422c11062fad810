import VIPER

/// What a platform shows, as route names: the stacks of its tabs, the selected tab and the
/// presented layers. The contract tests compare what each double shows with what the
/// navigator's state says it shows.
struct ShownNavigation: Equatable, CustomStringConvertible {
    /// One presented layer: how it is presented and its stack, root first.
    struct Layer: Equatable {
        let style: PresentationStyle
        let stack: [String]
    }

    var tabs: [[String]]
    var selectedTab: Int
    var layers: [Layer]

    /// What `state` says the platform shows.
    @MainActor
    init<View>(_ state: NavigationState<ModuleScreen<AppRoute, View>>) {
        tabs = state.tabs.map { $0.map { "\($0.route)" } }
        selectedTab = state.selectedTab
        layers = state.modals.map { Layer(style: $0.style, stack: $0.stack.map { "\($0.route)" }) }
    }

    init(tabs: [[String]], selectedTab: Int, layers: [Layer]) {
        self.tabs = tabs
        self.selectedTab = selectedTab
        self.layers = layers
    }

    var description: String {
        let layers = layers.map { "\($0.style)\($0.stack)" }.joined(separator: " ")
        return "tabs \(tabs) selected \(selectedTab)" + (layers.isEmpty ? "" : " layers \(layers)")
    }
}

/// A module's view in the contract tests: a view controller for the UIKit double, a
/// screen model for the SwiftUI double, owning its presenter as real views do.
@MainActor
final class ContractView: FakeViewController {
    var presenter: ContractPresenter?
}

/// A module's presenter in the contract tests: holds its view weakly.
@MainActor
final class ContractPresenter {
    weak var view: ContractView?
}

/// Builds a module per route: a view titled after the route, owning a presenter that holds
/// it weakly.
@MainActor
func contractModule(for route: AppRoute) -> Module<FakeViewController, Void> {
    let view = ContractView(title: "\(route)")
    let presenter = ContractPresenter()
    view.presenter = presenter
    presenter.view = view
    return Module(view: view, objects: [.view: view, .presenter: presenter])
}
