// file: Modules/Cart/CartPresenter.swift
final class CartPresenter {
    weak var view: CartViewInput?
    private let interactor: CartInteractorInput

    init(interactor: CartInteractorInput) {
        self.interactor = interactor
    }

    func didTapCheckout() {
        validateStock { isValid in // expect: weak-self-in-escaping-closures
            self.view?.setCheckoutEnabled(isValid)
        }
    }

    private func validateStock(_ completion: @escaping (Bool) -> Void) {
        interactor.checkStock(completion: completion)
    }
}
