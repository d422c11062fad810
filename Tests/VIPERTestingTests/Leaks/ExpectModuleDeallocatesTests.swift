import Testing
import VIPER
import VIPERTesting

@MainActor
private final class ProfileView {
    var presenter: ProfilePresenter?
}

@MainActor
private final class ProfilePresenter {
    weak var view: ProfileView?
    /// Holding the view strongly is the retain cycle the assertion must catch.
    var retainedView: ProfileView?
    let interactor = ProfileInteractor()
    let router = ProfileRouter()
}

@MainActor
private final class ProfileInteractor {
    let scope = ModuleScope()
}

@MainActor
private final class ProfileRouter {}

/// Builds the Profile module the way a builder does; `presenterHoldsViewStrongly` adds the cycle.
@MainActor
private func buildProfile(presenterHoldsViewStrongly: Bool) -> TrackedModule {
    let view = ProfileView()
    let presenter = ProfilePresenter()
    view.presenter = presenter
    if presenterHoldsViewStrongly { presenter.retainedView = view } else { presenter.view = view }
    return TrackedModule(
        [.view: view, .presenter: presenter, .interactor: presenter.interactor, .router: presenter.router],
        scope: presenter.interactor.scope,
        retaining: view
    )
}

@Suite("expectModuleDeallocates", .timeLimit(.minutes(1)))
@MainActor
struct ExpectModuleDeallocatesTests {
    @Test("a module without cycles passes")
    func cleanModulePasses() async {
        let report = await expectModuleDeallocates {
            buildProfile(presenterHoldsViewStrongly: false)
        }
        #expect(report.isClean)
    }

    @Test("a presenter holding its view strongly fails the test, naming every surviving role and type")
    func retainCycleFails() async {
        var report: LeakReport?
        await withKnownIssue {
            report = await expectModuleDeallocates {
                buildProfile(presenterHoldsViewStrongly: true)
            }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return ["view (", "presenter (", "interactor (", "router (", "ProfilePresenter", "ProfileView"]
                .allSatisfy(text.contains)
        }
        #expect(report?.survivors.map(\.role) == [.view, .presenter, .interactor, .router])
    }

    @Test("a task the scope cancels on detach may release the module while it unwinds")
    func cancelledTaskUnwinds() async {
        let report = await expectModuleDeallocates {
            let interactor = ProfileInteractor()
            interactor.scope.run {
                // Holds the interactor strongly until cancellation ends the sleep.
                try? await Task.sleep(for: .seconds(3_600))
                _ = interactor
            }
            return TrackedModule([.interactor: interactor], scope: interactor.scope)
        }
        #expect(report.isClean)
    }
}
