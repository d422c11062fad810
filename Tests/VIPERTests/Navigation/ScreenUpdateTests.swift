import Testing
import VIPER

@MainActor
@Suite("ScreenUpdate")
struct ScreenUpdateTests {
    /// The updates reported for `command` applied to `state`.
    func updates(
        _ command: NavigationCommand<AppRoute>,
        on state: NavigationState<AppRoute>
    ) throws -> [ScreenUpdate<AppRoute>] {
        NavigationChange(command: command, before: state, after: try state.applying(command)).updates
    }

    @Test("push, pop, popToRoot and replaceTop reset the selected tab's stack when nothing is presented")
    func tabStackCommands() throws {
        let state = try NavigationState<AppRoute>(tabs: [.home, .favorites], selected: 1).applying(.push(.detail(id: 1)))
        #expect(try updates(.push(.settings), on: state) == [.setTabStack(tab: 1, screens: [.favorites, .detail(id: 1), .settings])])
        #expect(try updates(.pop, on: state) == [.setTabStack(tab: 1, screens: [.favorites])])
        #expect(try updates(.popToRoot, on: state) == [.setTabStack(tab: 1, screens: [.favorites])])
        #expect(try updates(.replaceTop(.settings), on: state) == [.setTabStack(tab: 1, screens: [.favorites, .settings])])
    }

    @Test("stack commands under a presented layer reset that layer's stack")
    func modalStackCommands() throws {
        let state = try NavigationState(root: AppRoute.home)
            .applying(.present(.locationPicker, style: .sheet))
            .applying(.present(.settings, style: .overlay))
        #expect(try updates(.push(.detail(id: 2)), on: state) == [.setModalStack(layer: 1, screens: [.settings, .detail(id: 2)])])
    }

    @Test("present adds a layer; dismiss removes the topmost; dismissAll removes all, or nothing when none")
    func modalCommands() throws {
        let home = NavigationState(root: AppRoute.home)
        let presented = try home.applying(.present(.locationPicker, style: .sheet)).applying(.present(.settings, style: .fullScreen))
        #expect(
            try updates(.present(.locationPicker, style: .sheet), on: home) == [.present(ModalLayer(root: .locationPicker, style: .sheet))])
        #expect(try updates(.dismiss, on: presented) == [.dismiss(fromLayer: 1)])
        #expect(try updates(.dismissAll, on: presented) == [.dismiss(fromLayer: 0)])
        #expect(try updates(.dismissAll, on: home) == [])
    }

    @Test("setRoot and setTabs dismiss presented layers before rebuilding the tabs")
    func rebuild() throws {
        let presented = try NavigationState(root: AppRoute.login).applying(.present(.forgotPassword, style: .sheet))
        #expect(try updates(.setRoot(.home), on: presented) == [.dismiss(fromLayer: 0), .setTabs([[.home]], selectedTab: 0)])
        #expect(
            try updates(.setTabs([.home, .favorites], selected: 1), on: NavigationState(root: .login))
                == [.setTabs([[.home], [.favorites]], selectedTab: 1)])
    }

    @Test("selectTab shows the tab")
    func selectTab() throws {
        let state = try NavigationState<AppRoute>(tabs: [.home, .favorites])
        #expect(try updates(.selectTab(1), on: state) == [.selectTab(1)])
    }

    @Test("replaying a state's initial updates and then every change's updates rebuilds the final state")
    func replayRebuildsState() throws {
        var mirror = Mirror(NavigationState(root: AppRoute.login).initialUpdates)
        let stack = ScreenStack(root: AppRoute.login)
        let commands: [NavigationCommand<AppRoute>] = [
            .present(.forgotPassword, style: .sheet), .push(.settings), .dismissAll,
            .setTabs([.home, .favorites], selected: 0), .push(.detail(id: 5)), .selectTab(1),
            .present(.locationPicker, style: .overlay), .present(.settings, style: .sheet),
            .push(.detail(id: 6)), .replaceTop(.detail(id: 7)), .dismiss, .popToRoot, .dismiss,
            .push(.detail(id: 8)), .pop, .push(.detail(id: 9)),
        ]
        for command in commands {
            let before = stack.state
            try stack.perform(command)
            mirror.apply(NavigationChange(command: command, before: before, after: stack.state).updates)
            #expect(mirror.tabs == stack.state.tabs)
            #expect(mirror.selectedTab == stack.state.selectedTab)
            #expect(mirror.layers == stack.state.modals.map(\.stack))
        }
    }

    /// What an adapter builds from updates: tab stacks, the selected tab, layer stacks.
    struct Mirror {
        var tabs: [[AppRoute]] = []
        var selectedTab = 0
        var layers: [[AppRoute]] = []

        init(_ updates: [ScreenUpdate<AppRoute>]) { apply(updates) }

        mutating func apply(_ updates: [ScreenUpdate<AppRoute>]) {
            for update in updates {
                switch update {
                case .setTabs(let stacks, let selected):
                    tabs = stacks
                    selectedTab = selected
                case .setTabStack(let tab, let screens): tabs[tab] = screens
                case .setModalStack(let layer, let screens): layers[layer] = screens
                case .present(let layer): layers.append(layer.stack)
                case .dismiss(let fromLayer): layers.removeSubrange(fromLayer...)
                case .selectTab(let index): selectedTab = index
                }
            }
        }
    }
}
