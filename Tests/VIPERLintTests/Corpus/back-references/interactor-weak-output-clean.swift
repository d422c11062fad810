// file: Modules/Favourites/FavouritesInteractor.swift
import Foundation

final class FavouritesInteractor: FavouritesInteractorInput {
    weak var output: FavouritesInteractorOutput?
    private let storage: FavouritesStoring
    private var cache: [String: Int] = [:]

    init(storage: FavouritesStoring) {
        self.storage = storage
    }

    func load() {
        output?.didLoad(storage.all())
    }
}
