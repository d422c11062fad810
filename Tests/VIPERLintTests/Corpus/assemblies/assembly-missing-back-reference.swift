// file: Modules/Cards/CardsAssembly.swift
import UIKit

enum CardsAssembly {
    static func assemble() -> UIViewController {
        let view = CardsViewController()
        let interactor = CardsInteractor() // expect: module-wiring
        let presenter = CardsPresenter(view: view, interactor: interactor)
        view.presenter = presenter
        return view
    }
}
// file: Modules/Cards/CardsViewController.swift
import UIKit

final class CardsViewController: UIViewController {
    var presenter: CardsPresenter?
}
// file: Modules/Cards/CardsPresenter.swift
final class CardsPresenter {
    weak var view: CardsViewController?
    let interactor: CardsInteractorInput

    init(view: CardsViewController, interactor: CardsInteractorInput) {
        self.view = view
        self.interactor = interactor
    }
}
// file: Modules/Cards/CardsInteractor.swift
final class CardsInteractor: CardsInteractorInput {
    weak var output: CardsInteractorOutput?
}
