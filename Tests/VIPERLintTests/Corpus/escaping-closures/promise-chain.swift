// file: Modules/Checkout/CheckoutInteractor.swift
import PromiseKit

final class CheckoutInteractor {
    weak var output: CheckoutInteractorOutput?
    private let payments: PaymentsServicing

    init(payments: PaymentsServicing) {
        self.payments = payments
    }

    func pay(amount: Int) {
        payments.charge(amount)
            .done { receipt in // expect: weak-self-in-escaping-closures
                self.output?.didPay(receipt)
            }
            .catch { [weak self] error in
                self?.output?.didFail(error)
            }
    }
}
