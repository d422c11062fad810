/// Something the user did with the platform's own controls, which the navigator follows:
/// what a back button, a back swipe, a `NavigationLink`, a sheet dragged down or a tapped
/// tab did to the screen before the app heard of it.
///
/// UIKit reports these through its delegates and SwiftUI by writing to the bindings it was
/// given; both platforms describe them with this type, and ``NavigationState`` decides, in
/// one place, which commands bring the model in line (``NavigationState/commands(following:)``).
public enum UserNavigation<Route> {
    /// The user changed the stack at the position: it keeps its first `kept` screens, then
    /// shows `pushed` routes on top (a back button, a back swipe or the back button's menu
    /// keeps fewer; a `NavigationLink` pushes).
    case editStack(StackPosition, kept: Int, pushed: [Route])
    /// The user closed the presented layer at the index (a sheet dragged down); every layer
    /// above it closes with it.
    case dismissLayer(Int)
    /// The user selected the tab at the index.
    case selectTab(Int)
}

extension UserNavigation: Equatable where Route: Equatable {}
extension UserNavigation: Sendable where Route: Sendable {}

extension NavigationState {
    /// The commands that make this state show what the user did; empty when it shows that
    /// already, or when the action concerns something commands cannot change or the user
    /// cannot reach:
    ///
    /// - ``UserNavigation/editStack(_:kept:pushed:)``: only for the active stack (the user
    ///   sees and touches no other), keeping at least its root and at most all of it:
    ///   `pop` for every screen past `kept`, then `push` for every pushed route.
    /// - ``UserNavigation/dismissLayer(_:)``: `dismiss` for that layer and each above it.
    /// - ``UserNavigation/selectTab(_:)``: `selectTab`, unless it is the selected tab or
    ///   there is no such tab.
    ///
    /// ```swift
    /// state.commands(following: .editStack(.tab(0), kept: 1, pushed: [AppRoute]()))   // [.pop, .pop] on [home, detail, favorites]
    /// ```
    public func commands<Route>(following action: UserNavigation<Route>) -> [NavigationCommand<Route>] {
        switch action {
        case .editStack(let position, let kept, let pushed):
            guard position == activePosition, (1...activeStack.count).contains(kept) else { return [] }
            return Array(repeating: .pop, count: activeStack.count - kept) + pushed.map { .push($0) }
        case .dismissLayer(let index):
            guard modals.indices.contains(index) else { return [] }
            return Array(repeating: .dismiss, count: modals.count - index)
        case .selectTab(let index):
            guard tabs.indices.contains(index), index != selectedTab else { return [] }
            return [.selectTab(index)]
        }
    }
}
