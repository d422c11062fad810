import UIKit

/// A product page: price in the user's currency, a quantity stepper, add to cart.
final class ProductViewController: UIViewController {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var priceLabel: UILabel!
    @IBOutlet weak var quantityLabel: UILabel!
    @IBOutlet weak var addButton: UIButton!

    var product: ShopProduct!
    private let cart: CartService = CartService()
    private var quantity = 1

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = product.name
        render()
    }

    @IBAction func moreTapped(_ sender: Any) {
        increase()
        render()
    }

    @IBAction func lessTapped(_ sender: Any) {
        decrease()
        render()
    }

    @IBAction func addTapped(_ sender: Any) {
        cart.add(product.sku, quantity: quantity)
        showCart()
    }

    private func increase() {
        quantity = min(quantity + 1, 9)
    }

    private func decrease() {
        quantity = max(quantity - 1, 1)
    }

    private func totalText(unitCents: Int) -> String {
        let cents = unitCents * quantity
        return String(format: "%d.%02d €", cents / 100, cents % 100)
    }

    private func render() {
        quantityLabel.text = "× \(quantity)"
        priceLabel.text = totalText(unitCents: product.cents)
        addButton.setTitle(quantity == 1 ? "Add to cart" : "Add \(quantity) to cart", for: .normal)
    }

    private func showCart() {
        let cartScreen = UIViewController()
        cartScreen.title = "Cart"
        present(cartScreen, animated: true)
    }
}
