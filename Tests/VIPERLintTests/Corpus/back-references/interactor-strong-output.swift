// file: Modules/Payments/Interactor/PaymentsInteractor.swift
import Foundation

class PaymentsInteractor: PaymentsInteractorInput {
    var output: PaymentsInteractorOutput! // expect: interactor-weak-output
    var realmService: PaymentsStoring

    init(realmService: PaymentsStoring) {
        self.realmService = realmService
    }

    func loadCards() {
        output.didLoad(cards: realmService.cards())
    }
}
