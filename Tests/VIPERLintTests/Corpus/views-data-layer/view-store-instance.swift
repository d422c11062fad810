// file: Chats/ChatsListViewController.swift
import UIKit

final class ChatsListViewController: UIViewController {
    var presenter: ChatsListPresenterProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        let rooms = DBChatStore.instance.rooms(for: "me") // expect: view-talks-to-presenter-only
        presenter?.show(rooms)
    }
}
