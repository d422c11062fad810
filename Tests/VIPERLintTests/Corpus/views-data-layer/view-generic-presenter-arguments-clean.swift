// file: Modules/Shelf/ShelfViewController.swift
import UIKit

final class ShelfViewController: UIViewController {
    private let presenter: ShelfPresenter<
        Interactor<
            ShelfRequest,
            [Book],
            BooksRepository<BooksRemoteDataSource>
        >,
        Interactor<
            Book,
            Bool,
            SaveBookRepository<BooksLocalDataSource>
        >
    >

    init(
        presenter: ShelfPresenter<
            Interactor<ShelfRequest, [Book], BooksRepository<BooksRemoteDataSource>>,
            Interactor<Book, Bool, SaveBookRepository<BooksLocalDataSource>>
        >
    ) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.loadBooks()
    }
}
// file: Modules/Shelf/ShelfPresenter.swift
import Combine

final class ShelfPresenter<LoadUseCase: UseCase, SaveUseCase: UseCase> {
    private let load: LoadUseCase
    private let save: SaveUseCase

    init(load: LoadUseCase, save: SaveUseCase) {
        self.load = load
        self.save = save
    }

    func loadBooks() {}
}
