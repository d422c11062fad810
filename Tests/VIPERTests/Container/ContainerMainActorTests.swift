import Testing
import VIPER

/// A view-facing presenter isolated to the main actor, as UIKit presenters are.
@MainActor
final class MainActorPresenter {
    let title: String
    var router: LoginRouter?
    init(title: String) { self.title = title }
}

@MainActor
protocol LoginPresentation: AnyObject {
    var title: String { get }
}

extension MainActorPresenter: LoginPresentation {}

@Suite("Container main-actor registrations")
struct ContainerMainActorTests {
    private func container() -> Container {
        let container = Container()
        container.register(LoginRouter.self) { _ in LoginRouter() }
        container.registerOnMainActor((any LoginPresentation).self) { r in
            let presenter = MainActorPresenter(title: "Login")
            presenter.router = try r.resolve(LoginRouter.self)
            return presenter
        }
        return container
    }

    @Test("a @MainActor presenter graph resolves from the main actor")
    @MainActor
    func resolvesOnMainActor() throws {
        let presenter = try container().resolve((any LoginPresentation).self)
        #expect(presenter.title == "Login")
        #expect((presenter as? MainActorPresenter)?.router != nil)
    }

    @Test("a main-actor registration needed by a nonisolated one resolves when the top-level resolve is on the main actor")
    @MainActor
    func nestedMainActorRegistration() throws {
        final class Screen {
            let presentation: any LoginPresentation
            init(presentation: any LoginPresentation) { self.presentation = presentation }
        }
        let container = container()
        container.register(Screen.self) { r in Screen(presentation: try r.resolve()) }
        #expect(try container.resolve(Screen.self).presentation.title == "Login")
    }

    @Test("resolving a main-actor registration off the main actor is a typed error, not a crash")
    func offMainActorFails() async {
        let container = container()
        let error = await Task.detached {
            #expect(throws: ResolutionError.self) { try container.resolve((any LoginPresentation).self) }
        }.value
        guard case .requiresMainActor? = error?.reason else {
            Issue.record("expected .requiresMainActor, got \(String(describing: error))")
            return
        }
        #expect(error?.key == RegistrationKey((any LoginPresentation).self))
    }

    @Test("a main-actor singleton made on the main actor is not handed to code off the main actor")
    @MainActor
    func sharedInstanceStaysOnMainActor() async throws {
        let container = Container()
        container.registerOnMainActor(MainActorPresenter.self, scope: .singleton) { _ in MainActorPresenter(title: "shared") }
        _ = try container.resolve(MainActorPresenter.self)
        let error = await Task.detached {
            #expect(throws: ResolutionError.self) { try container.resolve(MainActorPresenter.self) }
        }.value
        guard case .requiresMainActor? = error?.reason else {
            Issue.record("expected .requiresMainActor, got \(String(describing: error))")
            return
        }
    }

    @Test("a main-actor factory receives the arguments given to resolve")
    @MainActor
    func mainActorArguments() throws {
        let container = Container()
        container.registerOnMainActor(MainActorPresenter.self) { (_, id: POIID) in MainActorPresenter(title: id.rawValue) }
        container.registerOnMainActor(MainActorPresenter.self) { (_, name: String, page: Int) in
            MainActorPresenter(title: "\(name) \(page)")
        }
        container.registerOnMainActor(MainActorPresenter.self) { (_, a: Int, b: Int, c: Int) in
            MainActorPresenter(title: "\(a + b + c)")
        }
        #expect(try container.resolve(MainActorPresenter.self, argument: POIID(rawValue: "poi-7")).title == "poi-7")
        #expect(try container.resolve(MainActorPresenter.self, arguments: "tram", 2).title == "tram 2")
        #expect(try container.resolve(MainActorPresenter.self, arguments: 1, 2, 3).title == "6")
    }

    @Test("verify from the main actor resolves main-actor registrations")
    @MainActor
    func verifyOnMainActor() {
        let report = container().verify()
        #expect(report.isSuccess, "\(report)")
        #expect(report.verified.count == 2)
    }
}
