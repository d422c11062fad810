// file: Module/Songs/Presenter/SongsPresenter.swift
import Combine

final class SongsPresenter<Request, Item, Loader: UseCase> {
    weak var view: SongsViewInput?
    private let loader: Loader

    init(loader: Loader) { self.loader = loader }

    func load(_ request: Request) {}
}
// file: Module/Songs/Interactor/SongsInteractor.swift
final class SongsInteractor {
    weak var output: SongsInteractorOutput?
}
// file: Module/Songs/Controller/SongsPageController.swift
import UIKit

final class SongsPageController: UIViewController {
    private let presenter: SongsPresenter<String, Song, Interactor<String, [Song], SongsRepository>>

    init(presenter: SongsPresenter<String, Song, Interactor<String, [Song], SongsRepository>>) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
// file: Module/Lookup/Controller/LookupPageController.swift
import UIKit

final class LookupPageController: UIViewController {
    private let songsPresenter: SongsPresenter<String, Song, Interactor<String, [Song], SongsRepository>>

    init(presenter: SongsPresenter<String, Song, Interactor<String, [Song], SongsRepository>>) {
        self.songsPresenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    func search(_ text: String) {
        songsPresenter.load(text)
    }
}
