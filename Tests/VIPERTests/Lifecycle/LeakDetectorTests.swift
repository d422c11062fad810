import Testing
import VIPER
import VIPERTesting

@MainActor
private final class SampleView {
    var presenter: SamplePresenter?
}

@MainActor
private final class SamplePresenter {
    weak var view: SampleView?
    /// Set instead of `view` to make the classic retain cycle.
    var strongView: SampleView?
    let interactor: SampleInteractor
    init(interactor: SampleInteractor) { self.interactor = interactor }
}

@MainActor
private final class SampleInteractor {
    let scope = ModuleScope()
}

/// Builds the sample module; `leaky` makes the presenter hold its view strongly.
@MainActor
private func makeModule(leaky: Bool) -> TrackedModule {
    let interactor = SampleInteractor()
    let presenter = SamplePresenter(interactor: interactor)
    let view = SampleView()
    view.presenter = presenter
    if leaky { presenter.strongView = view } else { presenter.view = view }
    return TrackedModule(
        [.view: view, .presenter: presenter, .interactor: interactor],
        scope: interactor.scope,
        retaining: view
    )
}

@Suite("LeakDetector", .timeLimit(.minutes(1)))
@MainActor
struct LeakDetectorTests {
    @Test("a module that frees its objects gives a clean report at once")
    func cleanModule() async {
        let report = await LeakDetector(clock: TestClock()).detachAndCheck(makeModule(leaky: false))
        #expect(report.isClean)
        #expect(report.survivors.isEmpty)
    }

    @Test("a retain cycle is reported after the timeout, naming each survivor's role and type")
    func retainCycleReported() async {
        let clock = TestClock()
        let module = makeModule(leaky: true)
        let detector = LeakDetector(timeout: .seconds(1), clock: clock)
        let check = Task { await detector.detachAndCheck(module) }
        await clock.advance(by: .seconds(1))
        let report = await check.value
        #expect(report.survivors.map(\.role) == [.view, .presenter, .interactor])
        #expect(report.survivors.first?.typeName.hasSuffix("SampleView") == true)
        #expect(report.description.contains("presenter ("))
        #expect(report.description.contains("SamplePresenter"))
        #expect(!report.isClean)
    }

    @Test("the detector waits the whole timeout on its clock before reporting survivors")
    func waitsForTimeout() async {
        let clock = TestClock()
        let module = makeModule(leaky: true)
        let detector = LeakDetector(timeout: .seconds(1), pollInterval: .milliseconds(100), clock: clock)
        var report: LeakReport?
        let check = Task { report = await detector.detachAndCheck(module) }
        await clock.advance(by: .milliseconds(900))
        #expect(report == nil)
        await clock.advance(by: .milliseconds(100))
        await check.value
        #expect(report?.survivors.count == 3)
    }

    @Test("an object released during the timeout counts as freed")
    func releasedDuringTimeout() async {
        let clock = TestClock()
        var holder: SampleView?
        let module: TrackedModule
        do {
            let view = SampleView()
            holder = view
            module = TrackedModule([.view: view])
        }
        let detector = LeakDetector(timeout: .seconds(1), pollInterval: .milliseconds(100), clock: clock)
        let check = Task { await detector.detachAndCheck(module) }
        await clock.advance(by: .milliseconds(300))
        #expect(holder != nil)
        holder = nil
        await clock.advance(by: .milliseconds(100))
        let report = await check.value
        #expect(report.isClean)
        #expect(clock.now.offset == .milliseconds(400))
    }

    @Test("detaching a tracked module detaches its scope, runs onDetach once and releases the root")
    func detachReleasesRoot() {
        let scope = ModuleScope()
        var detachCount = 0
        weak var weakRoot: SampleView?
        let module: TrackedModule
        do {
            let root = SampleView()
            weakRoot = root
            module = TrackedModule([.view: root], scope: scope, retaining: root) { detachCount += 1 }
        }
        #expect(weakRoot != nil)
        module.detach()
        module.detach()
        #expect(scope.isDetached)
        #expect(detachCount == 1)
        #expect(weakRoot == nil)
        #expect(module.isDetached)
    }

    @Test("custom roles are reported by name")
    func customRoles() async {
        let loader = SampleView()
        let report = await LeakDetector(timeout: .zero, clock: TestClock())
            .detachAndCheck(TrackedModule(["imageLoader": loader]))
        #expect(report.survivors == [LeakReport.Survivor(role: "imageLoader", typeName: String(reflecting: SampleView.self))])
        _ = loader
    }
}
