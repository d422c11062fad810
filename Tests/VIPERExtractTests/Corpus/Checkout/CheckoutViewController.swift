import UIKit

/// Checkout: sums the basket with shipping, pays, and shows the confirmation.
final class CheckoutViewController: UIViewController {
    @IBOutlet weak var totalLabel: UILabel!
    @IBOutlet weak var payButton: UIButton!

    var basket: [Int] = []
    private let payments: PaymentService = PaymentService()

    override func viewDidLoad() {
        super.viewDidLoad()
        totalLabel.text = "Total: \(total(of: basket)) €"
    }

    @IBAction func payTapped(_ sender: Any) {
        payButton.isEnabled = false
        pay(total(of: basket))
    }

    private func total(of basket: [Int]) -> Int {
        let sum = basket.reduce(0, +)
        return sum >= 50 ? sum : sum + 5
    }

    private func pay(_ amount: Int) {
        payments.charge(amount) { [weak self] receipt in
            self?.paid(receipt)
        }
    }

    private func paid(_ receipt: String) {
        showConfirmation(confirmationTitle(for: receipt))
    }

    private func confirmationTitle(for receipt: String) -> String {
        "Paid, receipt \(receipt)"
    }

    private func showConfirmation(_ title: String) {
        let confirmation = UIViewController()
        confirmation.title = title
        navigationController?.setViewControllers([confirmation], animated: true)
    }
}
