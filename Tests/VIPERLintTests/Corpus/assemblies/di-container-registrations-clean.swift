// file: App/DI/AppContainer.swift
import UIKit

final class AppContainer {
    private let apiClient: APIClientProtocol

    init(apiClient: APIClientProtocol) {
        self.apiClient = apiClient
    }

    func makeSearchModule() -> UIViewController {
        let view = SearchViewController()
        let interactor = SearchInteractor(apiClient: apiClient)
        let presenter = SearchPresenter(interactor: interactor)
        presenter.view = view
        interactor.output = presenter
        view.presenter = presenter
        return view
    }

    func makeResultsModule(query: String) -> UIViewController {
        let view = ResultsViewController()
        let presenter = ResultsPresenter(query: query)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
// file: App/Modules/Search/SearchViewController.swift
import UIKit

final class SearchViewController: UIViewController {
    var presenter: SearchPresenter?
}
// file: App/Modules/Search/SearchPresenter.swift
final class SearchPresenter {
    weak var view: SearchViewController?
    init(interactor: SearchInteractorInput) {}
}
// file: App/Modules/Search/SearchInteractor.swift
final class SearchInteractor: SearchInteractorInput {
    weak var output: SearchPresenter?
    init(apiClient: APIClientProtocol) {}
}
// file: App/Modules/Results/ResultsViewController.swift
import UIKit

final class ResultsViewController: UIViewController {
    var presenter: ResultsPresenter?
}
// file: App/Modules/Results/ResultsPresenter.swift
final class ResultsPresenter {
    weak var view: ResultsViewController?
    init(query: String) {}
}
