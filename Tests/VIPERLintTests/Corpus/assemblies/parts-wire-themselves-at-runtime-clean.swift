// file: Modules/Statistics/StatisticsAssembly.swift
import UIKit

final class StatisticsAssembly {
    static func configureModule(address: String?) -> UIViewController {
        let interactor = StatisticsInteractor(fetcher: StatisticsFetcher())
        let router = StatisticsRouter()
        let presenter = StatisticsPresenter(interactor: interactor, router: router)
        let view = StatisticsViewController(output: presenter)
        return view
    }
}
// file: Modules/Statistics/StatisticsPresenter.swift
final class StatisticsPresenter {
    private weak var view: StatisticsViewInput?
    private let interactor: StatisticsInteractorInput
    private let router: StatisticsRouterInput

    init(interactor: StatisticsInteractorInput, router: StatisticsRouterInput) {
        self.interactor = interactor
        self.router = router
    }
}

extension StatisticsPresenter: StatisticsViewOutput {
    func didLoad(view: StatisticsViewInput) {
        self.view = view
        interactor.setup(with: self)
    }
}
// file: Modules/Statistics/StatisticsInteractor.swift
final class StatisticsInteractor {
    private weak var output: StatisticsInteractorOutput?
    private let fetcher: StatisticsFetching

    init(fetcher: StatisticsFetching) {
        self.fetcher = fetcher
    }
}

extension StatisticsInteractor: StatisticsInteractorInput {
    func setup(with output: StatisticsInteractorOutput) {
        self.output = output
    }
}
// file: Modules/Statistics/StatisticsViewController.swift
import UIKit

final class StatisticsViewController: UIViewController, StatisticsViewInput {
    let output: StatisticsViewOutput

    init(output: StatisticsViewOutput) {
        self.output = output
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        output.didLoad(view: self)
    }
}
// file: Modules/Statistics/StatisticsRouter.swift
import UIKit

final class StatisticsRouter: StatisticsRouterInput {}
