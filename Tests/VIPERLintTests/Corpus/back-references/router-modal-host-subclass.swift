// file: Features/Player/PlayerRouter.swift
import UIKit

final class PlayerRouter {
    var host: PlayerHostController? // expect: router-weak-view

    func close() {
        host?.dismiss(animated: true)
    }
}
// file: Features/Player/PlayerHostController.swift
import UIKit

class ModalController: UIViewController {}

final class PlayerHostController: ModalController {
    var presenter: PlayerPresenter?
}
// file: Features/Player/PlayerPresenter.swift
final class PlayerPresenter {
    weak var view: PlayerHostController?
}
