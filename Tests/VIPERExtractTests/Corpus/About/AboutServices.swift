import UIKit

@MainActor
final class AppInfoProvider {
    func version() -> String { "2.4.1" }
    func build() -> String { "311" }
}
