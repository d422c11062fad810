import Testing
import VIPER

private struct User: Equatable {
    let name: String
}

/// What the Login router tells the app coordinator.
@MainActor
private protocol AppCoordinatorProtocol: AnyObject {
    func userDidLogin(_ user: User)
}

/// A flow that records what it was asked to do.
@MainActor
private final class FlowSpy: Coordinator {
    let children = ChildCoordinators()
    let name: String
    private(set) var startCount = 0

    init(_ name: String) { self.name = name }

    func start() { startCount += 1 }
}

@MainActor
private final class HomeCoordinator: Coordinator {
    let children = ChildCoordinators()
    let user: User
    init(user: User) { self.user = user }
    func start() {}
    func logout() { finish() }
}

@MainActor
private final class AppCoordinator: Coordinator, AppCoordinatorProtocol {
    let children = ChildCoordinators()
    private(set) var screens: [String] = []

    func start() { screens.append("login") }

    func userDidLogin(_ user: User) {
        screens.append("home(\(user.name))")
        children.start(HomeCoordinator(user: user)) { [weak self] in self?.start() }
    }
}

@Suite("Coordinator")
@MainActor
struct CoordinatorTests {
    @Test("start(_:) adds the child, starts it and returns it")
    func startAddsAndStarts() {
        let parent = FlowSpy("parent")
        let child = parent.children.start(FlowSpy("child"))
        #expect(child.startCount == 1)
        #expect(parent.children.contains(child))
        #expect(child.isAttachedToParent)
        #expect(parent.children.count == 1)
    }

    @Test("add(_:) keeps the child without starting it")
    func addDoesNotStart() {
        let parent = FlowSpy("parent")
        let child = parent.children.add(FlowSpy("child"))
        #expect(child.startCount == 0)
        #expect(parent.children.contains(child))
    }

    @Test("a finished child is removed from its parent and deallocated")
    func finishedChildIsReleased() {
        let parent = FlowSpy("parent")
        weak var weakChild: FlowSpy?
        do {
            let child = parent.children.start(FlowSpy("child"))
            weakChild = child
            child.finish()
        }
        #expect(parent.children.isEmpty)
        #expect(weakChild == nil)
    }

    @Test("the parent's onFinish runs once, after the child has been removed")
    func onFinishRunsOnce() {
        let parent = FlowSpy("parent")
        var childrenAtFinish: [Int] = []
        let child = parent.children.start(FlowSpy("child")) {
            childrenAtFinish.append(parent.children.count)
        }
        child.finish()
        child.finish()
        #expect(childrenAtFinish == [0])
        #expect(!child.isAttachedToParent)
    }

    @Test("finishing a flow finishes its children first, and the whole subtree is deallocated")
    func finishingParentFinishesChildren() {
        let root = FlowSpy("root")
        var finished: [String] = []
        weak var weakMiddle: FlowSpy?
        weak var weakLeaf: FlowSpy?
        do {
            let middle = root.children.start(FlowSpy("middle")) { finished.append("middle") }
            let leaf = middle.children.start(FlowSpy("leaf")) { finished.append("leaf") }
            weakMiddle = middle
            weakLeaf = leaf
            middle.finish()
        }
        #expect(finished == ["leaf", "middle"])
        #expect(weakMiddle == nil)
        #expect(weakLeaf == nil)
        #expect(root.children.isEmpty)
    }

    @Test("adding a child to a second parent moves it there")
    func addingToAnotherParentMovesChild() {
        let first = FlowSpy("first"), second = FlowSpy("second")
        let child = first.children.add(FlowSpy("child"))
        second.children.add(child)
        #expect(first.children.isEmpty)
        #expect(second.children.contains(child))
        child.finish()
        #expect(second.children.isEmpty)
    }

    @Test("adding the same child twice keeps one entry")
    func addingTwiceKeepsOne() {
        let parent = FlowSpy("parent")
        let child = parent.children.add(FlowSpy("child"))
        parent.children.add(child)
        #expect(parent.children.count == 1)
    }

    @Test("an AppCoordinator starts Home on login and shows Login again when Home finishes")
    func appCoordinatorFlow() throws {
        let app = AppCoordinator()
        app.start()
        let router: any AppCoordinatorProtocol = app
        router.userDidLogin(User(name: "ana"))
        weak var weakHome: HomeCoordinator?
        do {
            let home = try #require(app.children.all.first as? HomeCoordinator)
            #expect(home.user == User(name: "ana"))
            weakHome = home
            home.logout()
        }
        #expect(app.screens == ["login", "home(ana)", "login"])
        #expect(app.children.isEmpty)
        #expect(weakHome == nil)
    }
}
