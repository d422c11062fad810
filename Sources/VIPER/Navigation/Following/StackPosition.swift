/// Where a navigation stack is: the stack of a tab, or of a presented layer.
///
/// Commands act on the *active* stack (``NavigationState/activePosition``); a platform
/// names the stack the user changed with its position.
public enum StackPosition: Hashable, Sendable {
    /// The stack of the tab at the index (the only stack of an app without tabs is tab 0).
    case tab(Int)
    /// The stack of the presented layer at the index, bottom layer first.
    case layer(Int)
}

extension NavigationState {
    /// Where the stack commands act on is: the topmost layer's, or the selected tab's.
    public var activePosition: StackPosition {
        modals.isEmpty ? .tab(selectedTab) : .layer(modals.count - 1)
    }

    /// The stack at `position`, root first; nil when there is no such tab or layer.
    public func stack(at position: StackPosition) -> [Screen]? {
        switch position {
        case .tab(let index): tabs.indices.contains(index) ? tabs[index] : nil
        case .layer(let index): modals.indices.contains(index) ? modals[index].stack : nil
        }
    }
}
