// file: Modules/Map/MapRouter.swift
import UIKit

final class MapRouter {
    static var sharedNavigation: UINavigationController?
    weak var view: MapViewController?
    var navigationController: UINavigationController? { view?.navigationController }
}
// file: Modules/Map/MapViewController.swift
import UIKit

final class MapViewController: UIViewController {
    var presenter: MapPresenter?
}
// file: Modules/Map/MapPresenter.swift
final class MapPresenter {
    weak var view: MapViewController?
}
