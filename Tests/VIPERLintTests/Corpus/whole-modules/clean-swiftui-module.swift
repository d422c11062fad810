// file: Sources/Features/Favorites/FavoritesView.swift
import SwiftUI

struct FavoritesView: View {
    @ObservedObject var presenter: FavoritesPresenter

    var body: some View {
        List(presenter.rows, id: \.self) { row in
            Text(row)
        }
        .onAppear { presenter.onAppear() }
    }
}
// file: Sources/Features/Favorites/FavoritesPresenter.swift
import Combine

@MainActor
final class FavoritesPresenter: ObservableObject {
    @Published private(set) var rows: [String] = []
    private let interactor: FavoritesUseCase
    private var cancellables: Set<AnyCancellable> = []

    init(interactor: FavoritesUseCase) {
        self.interactor = interactor
    }

    func onAppear() {
        interactor.favorites
            .receive(on: DispatchQueue.main)
            .sink { [weak self] rows in self?.rows = rows }
            .store(in: &cancellables)
    }
}
// file: Sources/Features/Favorites/FavoritesInteractor.swift
import Combine

final class FavoritesInteractor: FavoritesUseCase {
    private let repository: FavoritesRepositoryProtocol

    init(repository: FavoritesRepositoryProtocol) {
        self.repository = repository
    }

    var favorites: AnyPublisher<[String], Never> {
        repository.favorites.map { $0.sorted() }.eraseToAnyPublisher()
    }
}
