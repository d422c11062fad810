// file: Modules/List/ListRouter.swift
protocol ListRouterInput: AnyObject {}

final class ListRouter: ListRouterInput {
    weak var viewController: ListViewController?

    func start() -> ListViewController {
        let view = ListViewController()
        let interactor = ListInteractor()
        let presenter = ListPresenter()
        view.presenter = presenter
        presenter.view = view
        presenter.router = self
        presenter.interactor = interactor
        viewController = view
        return view
    }
}
// file: Modules/List/ListPresenter.swift
final class ListPresenter: ListInteractorOutput {
    weak var view: ListViewInput?
    var router: ListRouterInput?
    var interactor: ListInteractorInput? {
        didSet { interactor?.presenter = self }
    }
}
// file: Modules/List/ListInteractor.swift
protocol ListInteractorOutput: AnyObject {}

protocol ListInteractorInput: AnyObject {
    var presenter: ListInteractorOutput? { get set }
}

final class ListInteractor: ListInteractorInput {
    weak var presenter: ListInteractorOutput?
}
// file: Modules/List/ListViewController.swift
import UIKit

protocol ListViewInput: AnyObject {}

final class ListViewController: UIViewController, ListViewInput {
    var presenter: ListPresenter?
}
