import UIKit

/// Current weather for a city, in the units the user chose.
final class WeatherViewController: UIViewController {
    @IBOutlet weak var cityLabel: UILabel!
    @IBOutlet weak var temperatureLabel: UILabel!
    @IBOutlet weak var unitSwitch: UISwitch!

    private let weather: WeatherService = WeatherService()
    private var celsius: Double?
    private var usesFahrenheit = false

    override func viewDidLoad() {
        super.viewDidLoad()
        cityLabel.text = "Lisbon"
        requestWeather(for: "Lisbon")
    }

    @IBAction func unitChanged(_ sender: UISwitch) {
        setFahrenheit(sender.isOn)
        render()
    }

    private func requestWeather(for city: String) {
        weather.currentTemperature(in: city) { [weak self] value in
            self?.temperatureArrived(value)
        }
    }

    private func temperatureArrived(_ value: Double) {
        celsius = value
        render()
    }

    private func setFahrenheit(_ on: Bool) {
        usesFahrenheit = on
    }

    private func temperatureText() -> String {
        guard let celsius else { return "–" }
        return usesFahrenheit ? "\(Int((celsius * 9 / 5 + 32).rounded())) °F" : "\(Int(celsius.rounded())) °C"
    }

    private func render() {
        temperatureLabel.text = temperatureText()
    }
}
