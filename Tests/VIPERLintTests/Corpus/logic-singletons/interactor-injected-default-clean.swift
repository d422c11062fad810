// file: Modules/Orders/OrdersInteractor.swift
import Foundation

final class OrdersInteractor: OrdersInteractorInput {
    weak var output: OrdersInteractorOutput?
    private let network: NetworkServicing
    private let defaults: KeyValueStoring

    init(network: NetworkServicing = NetworkService.shared, defaults: KeyValueStoring = UserDefaults.standard) {
        self.network = network
        self.defaults = defaults
    }

    func fetch() {
        network.request(.orders) { [weak self] orders in
            self?.output?.didFetch(orders)
        }
    }
}
