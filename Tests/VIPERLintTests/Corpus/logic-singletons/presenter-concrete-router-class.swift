// file: Modules/Home/HomeRouter.swift
import UIKit

final class HomeRouter {
    weak var navigationController: UINavigationController?
    func showEvent(_ id: Int) {}
}
// file: Modules/Home/HomePresenter.swift
import Foundation

final class HomePresenter {
    weak var view: HomeViewProtocol?
    private let router: HomeRouter // expect: protocol-typed-dependencies
    private let interactor: HomeInteractorProtocol

    init(router: HomeRouter, interactor: HomeInteractorProtocol) {
        self.router = router
        self.interactor = interactor
    }

    func didSelectEvent(_ id: Int) {
        router.showEvent(id)
    }
}
