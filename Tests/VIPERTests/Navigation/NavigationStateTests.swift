import Testing
import VIPER

@Suite("NavigationState")
struct NavigationStateTests {
    typealias State = NavigationState<AppRoute>

    @Test("a new state holds its root alone, with one tab and nothing presented")
    func initialState() {
        let state = State(root: .login)
        #expect(state.stack == [.login])
        #expect(state.tabs == [[.login]])
        #expect(state.top == .login)
        #expect(!state.isPresenting)
    }

    @Test("push puts the screen on top of the selected tab's stack")
    func push() throws {
        let state = try State(root: .home).applying(.push(.detail(id: 1)))
        #expect(state.stack == [.home, .detail(id: 1)])
        #expect(state.top == .detail(id: 1))
    }

    @Test("setRoot replaces every tab, stack and modal layer with one stack, as Login → Home does")
    func setRoot() throws {
        let state = try State(tabs: [.home, .favorites], selected: 1)
            .applying(.push(.detail(id: 2)))
            .applying(.present(.locationPicker, style: .sheet))
            .applying(.setRoot(.login))
        #expect(state == State(root: .login))
    }

    @Test("pop removes the top screen and pop on the root is rejected")
    func pop() throws {
        let pushed = try State(root: .home).applying(.push(.settings))
        #expect(try pushed.applying(.pop).stack == [.home])
        #expect(throws: NavigationError.cannotPopRoot) { try State(root: .home).applying(.pop) }
    }

    @Test("popToRoot keeps only the root and is allowed on the root itself")
    func popToRoot() throws {
        let deep = try State(root: .home).applying(.push(.favorites)).applying(.push(.detail(id: 3)))
        #expect(try deep.applying(.popToRoot).stack == [.home])
        #expect(try State(root: .home).applying(.popToRoot) == State(root: .home))
    }

    @Test("replaceTop swaps the top screen and keeps the ones below")
    func replaceTop() throws {
        let state = try State(root: .home).applying(.push(.detail(id: 1))).applying(.replaceTop(.detail(id: 2)))
        #expect(state.stack == [.home, .detail(id: 2)])
    }

    @Test("present opens a layer above the stack; later pushes go into that layer")
    func presentThenPush() throws {
        let state = try State(root: .home)
            .applying(.present(.locationPicker, style: .fullScreen))
            .applying(.push(.settings))
        #expect(state.stack == [.home])
        #expect(state.modals.count == 1)
        #expect(state.modals[0].style == .fullScreen)
        #expect(state.modals[0].stack == [.locationPicker, .settings])
        #expect(state.activeStack == [.locationPicker, .settings])
        #expect(state.top == .settings)
    }

    @Test("pop on a presented layer's root is rejected: dismiss closes layers")
    func popOnModalRoot() throws {
        let state = try State(root: .home).applying(.present(.locationPicker, style: .sheet))
        #expect(throws: NavigationError.cannotPopRoot) { try state.applying(.pop) }
        #expect(try state.applying(.dismiss) == State(root: .home))
    }

    @Test("dismiss closes only the topmost layer")
    func dismissTopmost() throws {
        let state = try State(root: .home)
            .applying(.present(.locationPicker, style: .sheet))
            .applying(.present(.settings, style: .overlay))
            .applying(.dismiss)
        #expect(state.modals.map(\.root) == [.locationPicker])
        #expect(state.top == .locationPicker)
    }

    @Test("dismiss with nothing presented is rejected")
    func dismissNothing() {
        #expect(throws: NavigationError.nothingPresented) { try State(root: .home).applying(.dismiss) }
    }

    @Test("dismissAll closes every layer and does nothing when none is presented")
    func dismissAll() throws {
        let state = try State(root: .home)
            .applying(.present(.locationPicker, style: .sheet))
            .applying(.present(.settings, style: .sheet))
        #expect(try state.applying(.dismissAll) == State(root: .home))
        #expect(try State(root: .home).applying(.dismissAll) == State(root: .home))
    }

    @Test("selectTab shows another tab whose stack was kept")
    func selectTab() throws {
        let state = try State(tabs: [.home, .favorites])
            .applying(.push(.detail(id: 9)))
            .applying(.selectTab(1))
        #expect(state.stack == [.favorites])
        #expect(state.tabs == [[.home, .detail(id: 9)], [.favorites]])
        #expect(try state.applying(.selectTab(0)).top == .detail(id: 9))
    }

    @Test("selecting a tab that does not exist is rejected with the tab count")
    func selectMissingTab() throws {
        let state = try State(tabs: [.home, .favorites])
        #expect(throws: NavigationError.noSuchTab(index: 2, tabCount: 2)) { try state.applying(.selectTab(2)) }
        #expect(throws: NavigationError.noSuchTab(index: -1, tabCount: 2)) { try state.applying(.selectTab(-1)) }
        #expect(throws: NavigationError.noSuchTab(index: 1, tabCount: 1)) { try State(root: .home).applying(.selectTab(1)) }
    }

    @Test("setTabs rejects an empty tab list and a selection outside it")
    func setTabsValidation() {
        let state = State(root: .login)
        #expect(throws: NavigationError.noTabs) { try state.applying(.setTabs([], selected: 0)) }
        #expect(throws: NavigationError.noSuchTab(index: 3, tabCount: 2)) {
            try state.applying(.setTabs([.home, .favorites], selected: 3))
        }
    }

    @Test("every error message says what was expected and what to do")
    func errorMessages() {
        #expect(NavigationError.cannotPopRoot.description.contains("setRoot"))
        #expect(NavigationError.nothingPresented.description.contains("dismissAll"))
        #expect(NavigationError.noSuchTab(index: 4, tabCount: 2).description.contains("0..<2"))
        #expect(NavigationError.noTabs.description.contains("at least one"))
    }
}
