import UIKit

/// The voucher back end: every well-formed code is worth 25 credits.
@MainActor
final class VoucherService {
    func redeem(_ code: String, completion: @escaping (Int) -> Void) {
        EventLog.record("VoucherService.redeem(\(code))")
        completion(25)
    }
}

@MainActor
final class WalletViewController: UIViewController {
    init(credit: Int) {
        super.init(nibName: nil, bundle: nil)
        title = "Wallet (\(credit))"
    }
}
