// file: Scenes/Radio/RadioBuilder.swift
import UIKit

final class RadioBuilder {
    static func make() -> RadioViewController {
        let view = RadioViewController()
        let interactor = RadioInteractor() // expect: module-wiring
        let presenter = RadioPresenter(view: view, interactor: interactor, player: AudioPlayer())
        view.presenter = presenter
        return view
    }
}
// file: Scenes/Radio/RadioPresenter.swift
import Foundation

final class RadioPresenter {
    private weak var view: RadioViewProtocol?
    private let interactor: RadioInteractorProtocol
    private let player: AudioPlayer

    init(view: RadioViewProtocol, interactor: RadioInteractorProtocol, player: AudioPlayer) {
        self.view = view
        self.interactor = interactor
        self.player = player
        self.player.delegate = self
    }
}
// file: Scenes/Radio/RadioInteractor.swift
import Foundation

final class RadioInteractor: RadioInteractorProtocol {
    weak var output: RadioInteractorOutput?
}
// file: Scenes/Radio/RadioViewController.swift
import UIKit

final class RadioViewController: UIViewController {
    var presenter: RadioPresenter?
}
