import UIKit

@MainActor
final class WeatherService {
    func currentTemperature(in city: String, completion: @escaping (Double) -> Void) {
        EventLog.record("WeatherService.currentTemperature(\(city))")
        completion(21.4)
    }
}
