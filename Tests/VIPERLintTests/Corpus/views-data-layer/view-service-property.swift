// file: Modules/Weather/WeatherViewController.swift
import UIKit

final class WeatherViewController: UIViewController {
    var presenter: WeatherPresenterProtocol?
    private let weatherService = WeatherService() // expect: view-talks-to-presenter-only

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }
}
// file: Services/WeatherService.swift
final class WeatherService {
    func forecast() {}
}
