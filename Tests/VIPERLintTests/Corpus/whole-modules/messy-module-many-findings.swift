// file: EDApp/Controllers/Events/Router/EventsRouter.swift
import UIKit

protocol EventsRouterProtocol {
    func openEvent(_ id: String)
}

class EventsRouter: EventsRouterProtocol {
    var navigationController: UINavigationController? // expect: router-weak-view

    init(navigationController: UINavigationController?) {
        self.navigationController = navigationController
    }

    func openEvent(_ id: String) {
        let controller = EventDetailsController()
        controller.eventID = id
        navigationController?.pushViewController(controller, animated: true)
    }

    static func createModule(navigationController: UINavigationController) -> EventsController {
        let view = EventsController(nibName: "EventsController", bundle: nil)
        let interactor = EventsInteractor()
        let router = EventsRouter(navigationController: navigationController)
        let presenter = EventsPresenter(view: view, router: router, interactor: interactor)
        interactor.output = presenter
        view.presenter = presenter
        return view
    }
}
// file: EDApp/Controllers/Events/Presenter/EventsPresenter.swift
import Foundation

protocol EventsPresenterProtocol: AnyObject {
    func viewDidLoad()
}

class EventsPresenter {
    weak var view: EventsViewProtocol?
    private let interactor: EventsInteractorProtocol
    private let router: EventsRouter // expect: protocol-typed-dependencies

    init(view: EventsViewProtocol, router: EventsRouter, interactor: EventsInteractorProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension EventsPresenter: EventsPresenterProtocol {
    func viewDidLoad() {
        if UserDefaults.standard.bool(forKey: "firstLaunch") { // expect: protocol-typed-dependencies
            interactor.getEvents()
        }
    }
}

extension EventsPresenter: EventsInteractorOutput {
    func didLoad(_ events: [String]) {
        view?.show(events)
    }
}
// file: EDApp/Controllers/Events/Interactor/EventsInteractor.swift
import Foundation

protocol EventsInteractorProtocol: AnyObject {
    func getEvents()
}

protocol EventsInteractorOutput: AnyObject {
    func didLoad(_ events: [String])
}

class EventsInteractor {
    weak var output: EventsInteractorOutput?
}

extension EventsInteractor: EventsInteractorProtocol {
    func getEvents() {
        APIManager.social.getEvents(query: "public") { events, error in // expect: protocol-typed-dependencies, weak-self-in-escaping-closures
            self.output?.didLoad(events ?? [])
        }
    }
}
// file: EDApp/Controllers/Events/View/EventsController.swift
import UIKit

protocol EventsViewProtocol: AnyObject {
    func show(_ events: [String])
}

class BaseController: UIViewController {}

class EventsController: BaseController, EventsViewProtocol {
    var presenter: EventsPresenterProtocol!

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func show(_ events: [String]) {
        if events.isEmpty {
            let alert = UIAlertController(title: "No events", message: nil, preferredStyle: .alert)
            present(alert, animated: true) // expect: navigation-in-router
        }
    }
}
// file: EDApp/Controllers/EventDetails/EventDetailsController.swift
import UIKit

class EventDetailsController: UIViewController {
    var eventID: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        Cache.shared.markSeen(eventID) // expect: view-talks-to-presenter-only
    }
}
// file: EDApp/Networking/APIManager.swift
final class APIManager {
    static let social = SocialManager()
}

final class SocialManager {
    func getEvents(query: String, completion: @escaping ([String]?, Error?) -> Void) {}
}
