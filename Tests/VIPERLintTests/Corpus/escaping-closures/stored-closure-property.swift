// file: Modules/Picker/PickerRouter.swift
import UIKit

final class PickerRouter {
    weak var viewController: UIViewController?
    var onPick: ((String) -> Void)?

    func bind() {
        onPick = { value in // expect: weak-self-in-escaping-closures
            self.viewController?.dismiss(animated: true)
        }
    }
}
