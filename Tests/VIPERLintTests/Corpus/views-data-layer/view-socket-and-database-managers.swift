// file: Chat/ChatRoomController.swift
import UIKit

final class ChatRoomController: UIViewController {
    var presenter: ChatRoomPresenterProtocol?

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        ChatSocketManager.shared.disconnect() // expect: view-talks-to-presenter-only
    }

    @objc private func logoutTapped() {
        DatabaseManager.shared.wipe() // expect: view-talks-to-presenter-only
        presenter?.didTapLogout()
    }
}
// file: Chat/ChatRoomPresenter.swift
final class ChatRoomPresenter: ChatRoomPresenterProtocol {
    weak var view: ChatRoomViewProtocol?
    func didTapLogout() {}
}
