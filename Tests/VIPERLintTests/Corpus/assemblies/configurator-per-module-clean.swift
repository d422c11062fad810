// file: Scenes/Products/ProductsConfigurator.swift
import UIKit

final class ProductsConfigurator {
    static func configure(_ viewController: ProductsViewController) {
        let interactor = ProductsInteractor()
        let presenter = ProductsPresenter()
        let router = ProductsRouter()
        viewController.presenter = presenter
        presenter.view = viewController
        presenter.interactor = interactor
        presenter.router = router
        interactor.output = presenter
        router.viewController = viewController
    }
}
// file: Scenes/Products/ProductsViewController.swift
import UIKit

final class ProductsViewController: UIViewController {
    var presenter: ProductsPresenter?
}
// file: Scenes/Products/ProductsPresenter.swift
final class ProductsPresenter {
    weak var view: ProductsViewController?
    var interactor: ProductsInteractor? // expect: protocol-typed-dependencies
    var router: ProductsRouter? // expect: protocol-typed-dependencies
}
// file: Scenes/Products/ProductsInteractor.swift
final class ProductsInteractor {
    weak var output: ProductsPresenter?
}
// file: Scenes/Products/ProductsRouter.swift
import UIKit

final class ProductsRouter {
    weak var viewController: ProductsViewController?
}
