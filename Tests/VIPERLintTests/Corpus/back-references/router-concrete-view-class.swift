// file: Profile/ProfileRouter.swift
import UIKit

final class ProfileRouter {
    private let screen: ProfileController // expect: router-weak-view

    init(screen: ProfileController) {
        self.screen = screen
    }

    func showEdit() {
        screen.navigationController?.pushViewController(EditProfileBuilder.build(), animated: true)
    }
}
// file: Profile/ProfileController.swift
import UIKit

class BaseController: UIViewController {}

final class ProfileController: BaseController {
    var presenter: ProfilePresenterProtocol!
}
// file: Profile/ProfilePresenter.swift
final class ProfilePresenter: ProfilePresenterProtocol {
    weak var view: ProfileViewProtocol?
}
