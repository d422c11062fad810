// file: Modules/Promo/PromoBuilder.swift
import UIKit

enum PromoBuilder {
    static func show(from host: UIViewController) {
        let view = PromoViewController()
        let presenter = PromoPresenter()
        view.presenter = presenter
        presenter.view = view
        host.present(view, animated: true) // expect: navigation-in-router
    }
}
// file: Modules/Promo/PromoViewController.swift
import UIKit

final class PromoViewController: UIViewController {
    var presenter: PromoPresenter?
}
// file: Modules/Promo/PromoPresenter.swift
final class PromoPresenter {
    weak var view: PromoViewController?
}
