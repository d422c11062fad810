// file: Modules/Checkout/CheckoutPresenter.swift
final class CheckoutPresenter {
    weak var view: CheckoutViewInput?
    weak var cartPresenter: CartPresenter? // expect: module-isolation

    func didPay() {
        cartPresenter?.clear()
    }
}
// file: Modules/Cart/CartPresenter.swift
final class CartPresenter {
    weak var view: CartViewInput?
    func clear() {}
}
