// file: Modules/Detail/DetailPresenter.swift
import UIKit // expect: no-ui-import-in-logic

final class DetailPresenter {
    weak var viewController: UIViewController?

    func didTapMap() {
        let map = MapBuilder.build()
        viewController?.navigationController?.pushViewController(map, animated: true) // expect: navigation-in-router
    }

    func didTapClose() {
        viewController?.dismiss(animated: true) // expect: navigation-in-router
    }
}
