// file: Modules/Recipes/RecipesContracts.swift
import UIKit

protocol RecipesViewInput: AnyObject {
    func display(_ recipes: [RecipeViewModel])
    func showLoading(_ isLoading: Bool)
}

protocol RecipesViewOutput: AnyObject {
    func viewDidLoad()
    func didSelect(index: Int)
}

protocol RecipesInteractorInput: AnyObject {
    func fetchRecipes()
}

protocol RecipesInteractorOutput: AnyObject {
    func didFetch(_ recipes: [Recipe])
    func didFail(_ error: Error)
}

protocol RecipesRouterInput: AnyObject {
    func openRecipe(_ recipe: Recipe)
}

struct RecipeViewModel: Equatable {
    let title: String
}
// file: Modules/Recipes/RecipesViewController.swift
import UIKit

final class RecipesViewController: UIViewController, RecipesViewInput {
    var output: RecipesViewOutput!
    private var items: [RecipeViewModel] = []
    private let spinner = UIActivityIndicatorView(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        output.viewDidLoad()
    }

    func display(_ recipes: [RecipeViewModel]) {
        items = recipes
    }

    func showLoading(_ isLoading: Bool) {
        isLoading ? spinner.startAnimating() : spinner.stopAnimating()
    }
}
// file: Modules/Recipes/RecipesPresenter.swift
import Foundation

final class RecipesPresenter: RecipesViewOutput, RecipesInteractorOutput {
    weak var view: RecipesViewInput?
    private let interactor: RecipesInteractorInput
    private let router: RecipesRouterInput
    private var recipes: [Recipe] = []

    init(interactor: RecipesInteractorInput, router: RecipesRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.showLoading(true)
        interactor.fetchRecipes()
    }

    func didSelect(index: Int) {
        guard recipes.indices.contains(index) else { return }
        router.openRecipe(recipes[index])
    }

    func didFetch(_ recipes: [Recipe]) {
        self.recipes = recipes
        view?.showLoading(false)
        view?.display(recipes.map { RecipeViewModel(title: $0.title) })
    }

    func didFail(_ error: Error) {
        view?.showLoading(false)
    }
}
// file: Modules/Recipes/RecipesInteractor.swift
import Foundation

final class RecipesInteractor: RecipesInteractorInput {
    weak var output: RecipesInteractorOutput?
    private let api: RecipesAPIProtocol

    init(api: RecipesAPIProtocol) {
        self.api = api
    }

    func fetchRecipes() {
        api.recipes { [weak self] result in
            DispatchQueue.main.async {
                switch result {
                case .success(let recipes): self?.output?.didFetch(recipes)
                case .failure(let error): self?.output?.didFail(error)
                }
            }
        }
    }
}
// file: Modules/Recipes/RecipesRouter.swift
import UIKit

final class RecipesRouter: RecipesRouterInput {
    weak var viewController: UIViewController?

    static func createModule(api: RecipesAPIProtocol) -> UIViewController {
        let view = RecipesViewController()
        let interactor = RecipesInteractor(api: api)
        let router = RecipesRouter()
        let presenter = RecipesPresenter(interactor: interactor, router: router)
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        return view
    }

    func openRecipe(_ recipe: Recipe) {
        viewController?.navigationController?.pushViewController(RecipeDetailRouter.createModule(recipe: recipe),
                                                                 animated: true)
    }
}
// file: Models/Recipe.swift
import Foundation

struct Recipe: Codable, Equatable {
    let id: Int
    let title: String
}
