import UIKit

@MainActor
final class PaymentService {
    func charge(_ amount: Int, completion: @escaping (String) -> Void) {
        EventLog.record("PaymentService.charge(\(amount))")
        completion("R-\(amount)")
    }
}
