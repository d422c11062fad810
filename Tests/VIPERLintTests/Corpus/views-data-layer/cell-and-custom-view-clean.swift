// file: Modules/Products/Views/ProductCell.swift
import UIKit

final class ProductCell: UITableViewCell {
    @IBOutlet private weak var titleLabel: UILabel!

    func configure(with viewModel: ProductCellViewModel) {
        titleLabel.text = viewModel.title
        titleLabel.font = .preferredFont(forTextStyle: .headline)
    }
}
// file: Modules/Products/Views/ProductsHeaderView.swift
import UIKit

final class ProductsHeaderView: UIView {
    var onFilterTap: (() -> Void)?
    private let stack = UIStackView()
}
