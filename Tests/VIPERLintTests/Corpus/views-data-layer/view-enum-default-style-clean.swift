// file: Modules/Events/EventsViewController.swift
import UIKit

enum CellStyle {
    case compact, `default`
}

final class EventsViewController: UIViewController {
    var presenter: EventsPresenterProtocol?
    private var style = CellStyle.default
    private let metrics = UIBarMetrics.default

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.setBackgroundImage(UIImage(), for: UIBarMetrics.default)
        presenter?.viewDidLoad()
    }
}
