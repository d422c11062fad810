// file: Core/ListPresenter.swift
import Foundation

class ListPresenter<Item> {
    weak var listView: ListViewInput?
    var items: [Item] = []
    var onReload: (() -> Void)?
}
// file: Modules/Tracks/TracksPresenter.swift
final class TracksPresenter: ListPresenter<String> {
    func load() {
        onReload = { // expect: weak-self-in-escaping-closures
            self.items.removeAll()
        }
    }
}
