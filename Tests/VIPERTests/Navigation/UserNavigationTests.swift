import Testing
import VIPER

/// The decisions both platforms rely on when the user navigates with their controls.
@Suite("NavigationState following the user")
struct UserNavigationTests {
    typealias State = NavigationState<AppRoute>
    typealias Action = UserNavigation<AppRoute>

    private let deep: State = {
        var state = State(root: .home)
        for route in [AppRoute.detail(id: 1), .favorites] {
            state = try! state.applying(.push(route))
        }
        return state
    }()

    @Test("a stack the user cut down to its first screens pops the rest, one pop per screen")
    func popsToKept() {
        #expect(deep.commands(following: Action.editStack(.tab(0), kept: 1, pushed: [])) == [.pop, .pop])
        #expect(deep.commands(following: Action.editStack(.tab(0), kept: 2, pushed: [])) == [.pop])
    }

    @Test("routes the user pushed with a link follow the pops")
    func linkPushes() {
        let commands = deep.commands(following: Action.editStack(.tab(0), kept: 2, pushed: [.settings]))
        #expect(commands == [.pop, .push(.settings)])
    }

    @Test("a stack showing what the model shows needs no command")
    func unchangedStack() {
        #expect(deep.commands(following: Action.editStack(.tab(0), kept: 3, pushed: [])).isEmpty)
    }

    @Test("an edit that would remove the root, or keep more screens than there are, is ignored")
    func keptOutOfRange() {
        #expect(deep.commands(following: Action.editStack(.tab(0), kept: 0, pushed: [])).isEmpty)
        #expect(deep.commands(following: Action.editStack(.tab(0), kept: 4, pushed: [])).isEmpty)
    }

    @Test("an edit of a stack the user cannot see (under a sheet, another tab) is ignored")
    func hiddenStack() throws {
        let presenting = try deep.applying(.present(.settings, style: .sheet))
        #expect(presenting.activePosition == .layer(0))
        #expect(presenting.commands(following: Action.editStack(.tab(0), kept: 1, pushed: [])).isEmpty)
        let tabs = try State(tabs: [.home, .favorites], selected: 1).applying(.push(.detail(id: 2)))
        #expect(tabs.commands(following: Action.editStack(.tab(0), kept: 1, pushed: [])).isEmpty)
        #expect(tabs.commands(following: Action.editStack(.tab(1), kept: 1, pushed: [])) == [.pop])
    }

    @Test("a layer the user closed dismisses it and every layer above it")
    func dismissLayer() throws {
        let stacked = try deep.applying(.present(.settings, style: .sheet)).applying(.present(.locationPicker, style: .sheet))
        #expect(stacked.commands(following: Action.dismissLayer(0)) == [.dismiss, .dismiss])
        #expect(stacked.commands(following: Action.dismissLayer(1)) == [.dismiss])
        #expect(stacked.commands(following: Action.dismissLayer(2)).isEmpty)
    }

    @Test("a tab the user selected is selected, unless it is shown already or does not exist")
    func selectTab() throws {
        let tabs = try State(tabs: [.home, .favorites], selected: 0)
        #expect(tabs.commands(following: Action.selectTab(1)) == [.selectTab(1)])
        #expect(tabs.commands(following: Action.selectTab(0)).isEmpty)
        #expect(tabs.commands(following: Action.selectTab(2)).isEmpty)
    }
}
