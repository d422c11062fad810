// file: Common/Transitions/BlurSheetPresentationController.swift
import UIKit

protocol ModalPresenterProtocol: AnyObject {
    func hide(view: UIViewController, animated: Bool)
}

final class BlurSheetPresentationController: UIPresentationController {
    @objc private func didTapBackground() {
        presentedViewController.dismiss(animated: true)
    }
}

extension BlurSheetPresentationController: ModalPresenterProtocol {
    func hide(view: UIViewController, animated: Bool) {
        view.dismiss(animated: animated)
    }
}
