// file: Modules/Picker/PickerRouter.swift
import UIKit

final class PickerRouter: NSObject {
    weak var viewController: UIViewController?
    private var completion: ((UIImage?) -> Void)?

    func pickImage(completion: @escaping (UIImage?) -> Void) {
        self.completion = completion
        let picker = UIImagePickerController()
        picker.delegate = self
        viewController?.present(picker, animated: true)
    }
}
