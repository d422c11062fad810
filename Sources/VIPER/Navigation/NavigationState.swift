/// A model of what is on screen: one stack of screens per tab, the selected tab,
/// and the modal layers presented above them.
///
/// Every stack holds at least one screen and the selected tab always exists: the
/// only way to change a state is ``applying(_:)``, which rejects commands that
/// would break those rules with a ``NavigationError``. An app without tabs has a
/// single tab.
///
/// ```swift
/// let login = NavigationState(root: AppRoute.login)
/// let home = try login.applying(.setRoot(.home))
/// home.top        // .home
/// home.stack      // [.home]
/// ```
public struct NavigationState<Screen> {
    /// The stack of every tab, root first; a single element when there are no tabs.
    public private(set) var tabs: [[Screen]]
    /// The index in ``tabs`` of the visible tab.
    public private(set) var selectedTab: Int
    /// The presented layers, bottom first.
    public private(set) var modals: [ModalLayer<Screen>]

    /// A single stack holding `root`, with nothing presented.
    public init(root: Screen) {
        self.tabs = [[root]]
        self.selectedTab = 0
        self.modals = []
    }

    /// One tab per screen in `roots`, showing the tab at `selected`.
    ///
    /// - Throws: ``NavigationError/noTabs`` for no roots,
    ///   ``NavigationError/noSuchTab(index:tabCount:)`` for a `selected` outside them.
    public init(tabs roots: [Screen], selected: Int = 0) throws(NavigationError) {
        guard !roots.isEmpty else { throw .noTabs }
        guard roots.indices.contains(selected) else {
            throw .noSuchTab(index: selected, tabCount: roots.count)
        }
        self.tabs = roots.map { [$0] }
        self.selectedTab = selected
        self.modals = []
    }

    /// The stack of the selected tab, root first: the screens under any modal layer.
    public var stack: [Screen] { tabs[selectedTab] }

    /// The stack commands act on: the topmost modal layer's, or the selected tab's.
    public var activeStack: [Screen] { modals.last?.stack ?? stack }

    /// The screen the user sees: the top of the active stack.
    public var top: Screen { activeStack[activeStack.count - 1] }

    /// Whether a modal layer is presented.
    public var isPresenting: Bool { !modals.isEmpty }

    /// Every screen in the state: each tab's stack in tab order, then each modal layer's
    /// stack, bottom first.
    public var allScreens: [Screen] {
        tabs.flatMap { $0 } + modals.flatMap(\.stack)
    }

    /// The state after `command`, or the reason it cannot be applied.
    public func applying(_ command: NavigationCommand<Screen>) throws(NavigationError) -> NavigationState {
        var next = self
        try next.apply(command)
        return next
    }

    /// The change each of `commands` makes, in order, each starting from the state the
    /// previous one left; empty for no commands.
    ///
    /// - Throws: the ``NavigationError`` of the first command that cannot be applied.
    func changes(applying commands: [NavigationCommand<Screen>]) throws(NavigationError) -> [NavigationChange<Screen>] {
        var changes: [NavigationChange<Screen>] = []
        var current = self
        for command in commands {
            let next = try current.applying(command)
            changes.append(NavigationChange(command: command, before: current, after: next))
            current = next
        }
        return changes
    }

    private mutating func apply(_ command: NavigationCommand<Screen>) throws(NavigationError) {
        switch command {
        case .push(let screen):
            updateActiveStack { $0.append(screen) }
        case .present(let screen, let style):
            modals.append(ModalLayer(root: screen, style: style))
        case .pop:
            guard activeStack.count > 1 else { throw .cannotPopRoot }
            updateActiveStack { $0.removeLast() }
        case .popToRoot:
            updateActiveStack { $0.removeSubrange(1...) }
        case .dismiss:
            guard !modals.isEmpty else { throw .nothingPresented }
            modals.removeLast()
        case .dismissAll:
            modals.removeAll()
        case .setRoot(let screen):
            self = NavigationState(root: screen)
        case .setTabs(let roots, let selected):
            self = try NavigationState(tabs: roots, selected: selected)
        case .replaceTop(let screen):
            updateActiveStack { $0[$0.count - 1] = screen }
        case .selectTab(let index):
            guard tabs.indices.contains(index) else {
                throw .noSuchTab(index: index, tabCount: tabs.count)
            }
            selectedTab = index
        }
    }

    private mutating func updateActiveStack(_ update: (inout [Screen]) -> Void) {
        if modals.isEmpty {
            update(&tabs[selectedTab])
        } else {
            update(&modals[modals.count - 1].stack)
        }
    }
}

extension NavigationState: Equatable where Screen: Equatable {}
extension NavigationState: Sendable where Screen: Sendable {}
