// file: Modules/Instruments/Presenter/InstrumentsPresenter.swift
final class InstrumentsPresenter {
    typealias Callback = (String) -> Void
    struct Row { let title: String }
    weak var view: InstrumentsViewController?
    private let interactor: InstrumentsInteractorInput
    init(interactor: InstrumentsInteractorInput) { self.interactor = interactor }
}

// file: Modules/Instruments/Interactor/InstrumentsInteractor.swift
protocol InstrumentsInteractorInput: AnyObject {}
final class InstrumentsInteractor: InstrumentsInteractorInput {}

// file: Modules/Instruments/View/InstrumentsViewController.swift
import UIKit

final class InstrumentsViewController: UIViewController {}

// file: Modules/AddRobot/Router/AddRobotRouter.swift
import UIKit

final class AddRobotRouter {
    weak var viewController: UIViewController?

    func showInstruments(callback: @escaping InstrumentsPresenter.Callback) {
        let rows: [InstrumentsPresenter.Row] = []
        _ = rows
        let presenter = InstrumentsPresenter.make() // expect: module-isolation
        _ = presenter
        _ = callback
    }
}

// file: Modules/AddRobot/Presenter/AddRobotPresenter.swift
final class AddRobotPresenter {
    private let interactor: AddRobotInteractorInput
    init(interactor: AddRobotInteractorInput) { self.interactor = interactor }
}

// file: Modules/AddRobot/Interactor/AddRobotInteractor.swift
protocol AddRobotInteractorInput: AnyObject {}
final class AddRobotInteractor: AddRobotInteractorInput {}
