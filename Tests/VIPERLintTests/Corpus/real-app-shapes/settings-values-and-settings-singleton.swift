// file: Modules/Rating/RatingViewLayout.swift
import UIKit

struct StarsSettings {
    var size: Double = 20
    var filledColor: UIColor = .systemYellow
}

final class RatingViewLayout: UIView {
    private let settings = StarsSettings()

    func apply(_ custom: StarsSettings) {
        backgroundColor = custom.filledColor
    }
}
// file: Modules/Rating/RatingViewController.swift
import UIKit

final class RatingViewController: UIViewController {
    var presenter: RatingPresenterProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        let wallet = AppSettings.shared.selectedWallet // expect: view-talks-to-presenter-only
        presenter?.didLoad(wallet: wallet)
    }
}
