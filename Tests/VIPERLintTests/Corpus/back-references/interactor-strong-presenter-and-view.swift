// file: Tickets/TicketsInteractor.swift
import UIKit // expect: no-ui-import-in-logic

final class TicketsInteractor {
    var presenter: TicketsPresenter? // expect: interactor-weak-output
    var viewController: UIViewController? // expect: interactor-weak-output
    let api: TicketsAPI

    init(api: TicketsAPI) {
        self.api = api
    }
}
// file: Tickets/TicketsPresenter.swift
final class TicketsPresenter {
    weak var view: TicketsViewInput?
    let interactor: TicketsInteractorInput
    init(interactor: TicketsInteractorInput) { self.interactor = interactor }
}
