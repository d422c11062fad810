// file: Modules/Favourites/FavouritesInteractor.swift
import Foundation

final class FavouritesInteractor: FavouritesInteractorInput {
    weak var presenter: FavouritesInteractorOutput?

    func loadFavourites() {
        DataBaseService.shared.loadFavouriteArticles { articles in // expect: protocol-typed-dependencies, weak-self-in-escaping-closures
            self.presenter?.didLoad(articles)
        }
    }
}
