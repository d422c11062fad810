/// One step a platform adapter performs to bring its views in line with a
/// ``NavigationChange``: the whole decision of *what* to update is made here, in
/// tested headless code, so an adapter only maps each step onto one or two calls.
public enum ScreenUpdate<Screen> {
    /// Rebuild the base: one navigation stack per tab, showing `selectedTab`.
    case setTabs([[Screen]], selectedTab: Int)
    /// Set the stack of the tab at the index, animating push or pop as needed.
    case setTabStack(tab: Int, screens: [Screen])
    /// Set the stack of the modal layer at the index.
    case setModalStack(layer: Int, screens: [Screen])
    /// Present a new modal layer on top of everything.
    case present(ModalLayer<Screen>)
    /// Dismiss the modal layer at the index and every layer above it.
    case dismiss(fromLayer: Int)
    /// Show the tab at the index.
    case selectTab(Int)
}

extension ScreenUpdate: Equatable where Screen: Equatable {}
extension ScreenUpdate: Sendable where Screen: Sendable {}

extension NavigationChange {
    /// The steps that turn views showing ``before`` into views showing ``after``.
    public var updates: [ScreenUpdate<Screen>] {
        switch command {
        case .push, .pop, .popToRoot, .replaceTop:
            if let layer = after.modals.indices.last {
                return [.setModalStack(layer: layer, screens: after.modals[layer].stack)]
            }
            return [.setTabStack(tab: after.selectedTab, screens: after.stack)]
        case .present:
            return after.modals.last.map { [.present($0)] } ?? []
        case .dismiss:
            return [.dismiss(fromLayer: after.modals.count)]
        case .dismissAll:
            return before.isPresenting ? [.dismiss(fromLayer: 0)] : []
        case .setRoot, .setTabs:
            let rebuild = ScreenUpdate.setTabs(after.tabs, selectedTab: after.selectedTab)
            return before.isPresenting ? [.dismiss(fromLayer: 0), rebuild] : [rebuild]
        case .selectTab(let index):
            return [.selectTab(index)]
        }
    }
}

extension NavigationState {
    /// The steps that build views showing this state from nothing, for an adapter's first render.
    public var initialUpdates: [ScreenUpdate<Screen>] {
        [.setTabs(tabs, selectedTab: selectedTab)] + modals.map { .present($0) }
    }
}
