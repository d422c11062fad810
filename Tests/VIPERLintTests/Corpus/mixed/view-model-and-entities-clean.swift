// file: Modules/Product/ProductPresenter.swift
import Foundation

struct ProductViewModel {
    let title: String
    let price: String
}

final class ProductPresenter {
    weak var view: ProductViewInput?
    private var model: ProductModel?
    private let priceFormatter = NumberFormatter()

    func didLoad(_ product: ProductModel) {
        model = product
        let price = priceFormatter.string(from: product.price as NSNumber) ?? ""
        view?.render(ProductViewModel(title: product.title, price: price))
    }
}
// file: Models/ProductModel.swift
import Foundation

struct ProductModel: Decodable {
    let title: String
    let price: Decimal
}
