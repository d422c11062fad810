import Testing
import VIPER

@Suite("Container verification")
struct ContainerVerificationTests {
    @Test("a complete graph verifies with every registration resolved")
    func completeGraph() {
        let report = Container.login().verify()
        #expect(report.isSuccess, "\(report)")
        #expect(report.verified.count == 4)
        #expect(report.failures.isEmpty && report.skipped.isEmpty)
    }

    @Test("every failing registration is reported, not just the first")
    func reportsAllFailures() {
        let container = ErrorScenario.missingAuthService()
        container.register(CycleA.self) { r in CycleA(b: try r.resolve()) }
        container.register(CycleB.self) { r in CycleB(a: try r.resolve()) }
        let report = container.verify()
        #expect(!report.isSuccess)
        #expect(
            report.failures.map(\.registration) == [
                RegistrationKey(CycleA.self), RegistrationKey(CycleB.self),
                RegistrationKey(LoginInteractor.self), RegistrationKey(LoginPresenter.self),
            ])
        #expect(report.verified.count == 3)
    }

    @Test("registrations with arguments and no sample arguments are listed as skipped")
    func skipsWithoutSamples() {
        let container = Container()
        container.register(DetailUseCase.self) { _, id in DetailUseCase(poiID: id) }
        container.register(String.self) { (_, a: Int, b: Int) in "\(a + b)" }
        let report = container.verify()
        #expect(report.isSuccess)
        #expect(report.verified.isEmpty)
        #expect(
            report.skipped == [
                RegistrationKey(DetailUseCase.self, argumentsType: POIID.self, argumentCount: 1),
                RegistrationKey(String.self, argumentsType: (Int, Int).self, argumentCount: 2),
            ])
    }

    @Test("registrations with sample arguments are resolved with them")
    func usesSampleArguments() {
        let seen = CallCounter()
        let container = Container()
        container.register(DetailUseCase.self, sampleArgument: POIID(rawValue: "sample")) { _, id in
            if id.rawValue == "sample" { seen.increment() }
            return DetailUseCase(poiID: id)
        }
        container.register(String.self, sampleArguments: (1, 2, 3)) { (_, a: Int, b: Int, c: Int) in "\(a + b + c)" }
        container.register(Int.self, sampleArguments: ("x", 1)) { (_, _: String, _: Int) in throw DatabaseUnavailable() }
        let report = container.verify()
        #expect(seen.value == 1)
        #expect(report.verified.count == 2)
        #expect(
            report.failures.map(\.registration) == [
                RegistrationKey(Int.self, argumentsType: (String, Int).self, argumentCount: 2)
            ])
    }

    @Test("a child verifies its own registrations and the parent's it does not shadow")
    func childVerifiesVisibleRegistrations() {
        let parent = Container()
        parent.register(String.self) { _ in throw DatabaseUnavailable() }
        parent.register(Int.self) { r in (try r.resolve(String.self)).count }
        let child = parent.makeChild()
        child.register(String.self) { _ in "fixed in the child" }
        let report = child.verify()
        #expect(report.isSuccess, "\(report)")
        #expect(report.verified == [RegistrationKey(Int.self), RegistrationKey(String.self)])
        #expect(parent.verify().failures.count == 2)
    }

    @Test("verification off the main actor reports main-actor registrations as failures")
    func mainActorOffMain() {
        let container = Container()
        container.registerOnMainActor(MainActorPresenter.self) { _ in MainActorPresenter(title: "x") }
        let failures = container.verify().failures
        #expect(failures.count == 1)
        guard case .requiresMainActor? = failures.first?.error.reason else {
            Issue.record("expected .requiresMainActor, got \(failures)")
            return
        }
    }
}
