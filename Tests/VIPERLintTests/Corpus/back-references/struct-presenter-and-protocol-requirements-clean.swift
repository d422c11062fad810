// file: Shared/ViperProtocols.swift
import UIKit

protocol PresenterProtocol: AnyObject {
    var view: ViewProtocol? { get set }
    var router: RouterProtocol? { get set }
}

protocol RouterProtocol: AnyObject {
    var viewController: UIViewController? { get set }
}

struct ProfileRouterContext {
    var viewController: UIViewController
}
