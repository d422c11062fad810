// file: App/Extensions/Optional+Log.swift
extension Optional {
    /// Calls `body` with the value, or logs that there is none.
    func mapOrLog(_ body: (Wrapped) -> Void) {
        guard let value = self else {
            print("nil \(Wrapped.self)")
            return
        }
        body(value)
    }
}
// file: App/Modules/Tickets/TicketsPresenter.swift
final class TicketsPresenter {
    weak var view: TicketsViewInput?
    var moduleOutput: TicketsModuleOutput?
    private let interactor: TicketsInteractorInput

    init(interactor: TicketsInteractorInput) {
        self.interactor = interactor
    }

    func didTapClose() {
        moduleOutput.mapOrLog { $0.moduleWantsToClose(self) }
    }

    func didTapRefresh() {
        reload(optionalCompletion: { tickets in // expect: weak-self-in-escaping-closures
            self.view?.show(tickets)
        })
    }

    private func reload(optionalCompletion: (([String]) -> Void)?) {
        interactor.loadTickets(completion: optionalCompletion)
    }
}
