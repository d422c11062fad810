// file: Scenes/Charts/ChartsBuilder.swift
import UIKit

final class ChartsBuilder {
    static func make(genre: String) -> ChartsViewController {
        let view = ChartsViewController()
        let router = ChartsRouter(view: view)
        let interactor = ChartsInteractor(genre: genre)
        let presenter = ChartsPresenter(view: view, router: router, interactor: interactor)
        view.presenter = presenter
        return view
    }
}
// file: Scenes/Charts/ChartsPresenter.swift
import Foundation

final class ChartsPresenter {
    private weak var view: ChartsViewProtocol?
    private let router: ChartsRouterProtocol
    private var interactor: ChartsInteractorProtocol

    init(view: ChartsViewProtocol, router: ChartsRouterProtocol, interactor: ChartsInteractorProtocol) {
        self.view = view
        self.router = router
        self.interactor = interactor
        self.interactor.delegate = self
    }
}
// file: Scenes/Charts/ChartsInteractor.swift
import Foundation

final class ChartsInteractor: ChartsInteractorProtocol {
    weak var delegate: ChartsInteractorOutputs?
    private let genre: String

    init(genre: String) { self.genre = genre }
}
// file: Scenes/Charts/ChartsRouter.swift
import UIKit

final class ChartsRouter {
    private weak var view: UIViewController?

    init(view: UIViewController) { self.view = view }
}
// file: Scenes/Charts/ChartsViewController.swift
import UIKit

final class ChartsViewController: UIViewController {
    var presenter: ChartsPresenter?
}
