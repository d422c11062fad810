// file: App/TabBarViewController.swift
import UIKit

final class TabBarViewController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [MonsterCardsRouter.createModule(), SpellCardsRouter.createModule()]
    }
}

// file: MonsterCards/MonsterCardsRouter.swift
import UIKit

final class MonsterCardsRouter {
    weak var viewController: UIViewController?
    static func createModule() -> UIViewController {
        let view = MonsterCardsViewController()
        let presenter = MonsterCardsPresenter()
        let router = MonsterCardsRouter()
        view.presenter = presenter
        presenter.view = view
        router.viewController = view
        return view
    }
}

// file: MonsterCards/MonsterCardsPresenter.swift
final class MonsterCardsPresenter {
    weak var view: MonsterCardsViewController?
}

// file: MonsterCards/MonsterCardsViewController.swift
import UIKit

final class MonsterCardsViewController: UIViewController {
    var presenter: MonsterCardsPresenter?
}

// file: SpellCards/SpellCardsRouter.swift
import UIKit

final class SpellCardsRouter {
    weak var viewController: UIViewController?
    static func createModule() -> UIViewController {
        let view = SpellCardsViewController()
        let presenter = SpellCardsPresenter()
        let router = SpellCardsRouter()
        view.presenter = presenter
        presenter.view = view
        router.viewController = view
        return view
    }
}

// file: SpellCards/SpellCardsPresenter.swift
final class SpellCardsPresenter {
    weak var view: SpellCardsViewController?
}

// file: SpellCards/SpellCardsViewController.swift
import UIKit

final class SpellCardsViewController: UIViewController {
    var presenter: SpellCardsPresenter?
}
