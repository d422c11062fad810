// file: App/Modules.swift
import UIKit

func createNewsModule() -> UIViewController {
    let view = NewsViewController()
    let presenter = NewsPresenter()
    let interactor = NewsInteractor()
    view.presenter = presenter
    presenter.view = view
    presenter.interactor = interactor
    interactor.output = presenter
    return view
}

func createSourcesModule() -> UIViewController {
    let view = SourcesViewController()
    let presenter = SourcesPresenter()
    view.presenter = presenter
    presenter.view = view
    return view
}
// file: App/News/NewsViewController.swift
import UIKit

final class NewsViewController: UIViewController {
    var presenter: NewsPresenterProtocol?
}
// file: App/News/NewsPresenter.swift
final class NewsPresenter: NewsPresenterProtocol {
    weak var view: NewsViewProtocol?
    var interactor: NewsInteractorInput?
}
// file: App/News/NewsInteractor.swift
final class NewsInteractor: NewsInteractorInput {
    weak var output: NewsInteractorOutput?
}
// file: App/Sources/SourcesViewController.swift
import UIKit

final class SourcesViewController: UIViewController {
    var presenter: SourcesPresenterProtocol?
}
// file: App/Sources/SourcesPresenter.swift
final class SourcesPresenter: SourcesPresenterProtocol {
    weak var view: SourcesViewProtocol?
}
