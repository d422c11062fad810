// file: Modules/Filter/FilterRouter.swift
import UIKit

final class FilterRouter {
    weak var view: FilterViewController?
    weak var presenter: FilterPresenter?
    var onApply: ((String) -> Void)?
}
// file: Modules/Filter/FilterViewController.swift
import UIKit

final class FilterViewController: UIViewController {
    var presenter: FilterPresenter?
}
// file: Modules/Filter/FilterPresenter.swift
final class FilterPresenter {
    weak var view: FilterViewController?
    var router: FilterRouting?
}
