import UIKit

/// Redeeming a voucher: the code is checked, the voucher service credits the account, and on
/// success the label shows the credit and the wallet is pushed.
final class VoucherViewController: UIViewController {
    @IBOutlet weak var codeField: UITextField!
    @IBOutlet weak var statusLabel: UILabel!

    private let vouchers: VoucherService = VoucherService()
    private var attempts = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Redeem"
    }

    @IBAction func redeemTapped(_ sender: Any) {
        let code = (codeField.text ?? "").uppercased()
        attempts += 1
        guard code.count == 8 else {
            statusLabel.text = "A code has 8 characters (attempt \(attempts))."
            return
        }
        statusLabel.text = "Redeeming \(code)…"
        vouchers.redeem(code) { (credit: Int) in
            self.statusLabel.text = "\(credit) credits added"
            let wallet = WalletViewController(credit: credit)
            self.navigationController?.pushViewController(wallet, animated: true)
        }
    }
}
