// file: MyGoal/Modules/GoalsList/GoalsListModule.swift
import UIKit

final class GoalsListModule {
    private var navigationController: UINavigationController?

    var view: UIViewController {
        if let navigationController { return navigationController }
        let viewController = GoalsListViewController()
        let navigation = UINavigationController(rootViewController: viewController)
        navigationController = navigation
        configure(viewController)
        return navigation
    }

    private func configure(_ view: GoalsListViewController) {
        let router = GoalsListRouter()
        router.view = view
        let presenter = GoalsListPresenter()
        presenter.view = view
        presenter.router = router
        let interactor = GoalsListInteractor()
        interactor.output = presenter
        presenter.interactor = interactor
        view.output = presenter
    }
}
// file: MyGoal/Modules/GoalsList/GoalsListRouter.swift
import UIKit

final class GoalsListRouter {
    weak var view: UIViewController?
}
// file: MyGoal/Modules/GoalsList/GoalsListPresenter.swift
final class GoalsListPresenter {
    weak var view: GoalsListViewInput?
    var router: GoalsListRouterInput?
    var interactor: GoalsListInteractorInput?
}
// file: MyGoal/Modules/GoalsList/GoalsListInteractor.swift
final class GoalsListInteractor: GoalsListInteractorInput {
    weak var output: GoalsListInteractorOutput?
}
// file: MyGoal/Modules/GoalsList/GoalsListViewController.swift
import UIKit

final class GoalsListViewController: UIViewController, GoalsListViewInput {
    var output: GoalsListViewOutput?
}
