// file: Modules/Checkout/CheckoutInteractor.swift
final class CheckoutInteractor {
    weak var output: CheckoutInteractorOutput?
    private let cart = CartInteractor() // expect: module-isolation, protocol-typed-dependencies

    func total() -> Int {
        cart.itemsCount()
    }
}
// file: Modules/Cart/CartInteractor.swift
final class CartInteractor {
    weak var output: CartInteractorOutput?
    func itemsCount() -> Int { 0 }
}
