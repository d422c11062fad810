// file: Module/Songs/Presenter/SongsPresenter.swift
final class SongsPresenter<Request, Item> {
    weak var view: SongsViewInput?
    func load(_ request: Request) {}
}
// file: Module/Songs/Interactor/SongsInteractor.swift
final class SongsInteractor {
    weak var output: SongsInteractorOutput?
}
// file: Module/Songs/Controller/SongsPageController.swift
import UIKit

final class SongsPageController: UIViewController {
    var presenter: SongsPresenter<String, Song>?
}
// file: Module/Lookup/Presenter/LookupPresenter.swift
final class LookupPresenter {
    weak var view: LookupPageController?
}
// file: Module/Lookup/Interactor/LookupInteractor.swift
final class LookupInteractor {
    weak var output: LookupInteractorOutput?
}
// file: Module/Lookup/Controller/LookupPageController.swift
import UIKit

final class LookupPageController: UIViewController {
    var presenter: LookupPresenter?
    var songsPresenter: SongsPresenter<String, Song>? // expect: module-isolation
}
