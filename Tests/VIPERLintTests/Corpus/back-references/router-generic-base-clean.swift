// file: Common/BaseWireframe.swift
import UIKit

class BaseWireframe<Controller: UIViewController> {
    private unowned var _viewController: Controller

    init(viewController: Controller) {
        _viewController = viewController
    }

    var viewController: Controller { _viewController }

    var navigationController: UINavigationController? { viewController.navigationController }
}
