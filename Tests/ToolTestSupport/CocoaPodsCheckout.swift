import Foundation

/// A checkout shaped like a real UIKit app with CocoaPods, for testing the tools on a whole
/// repository: vendored pods, a folder named like a Swift file, generated code, a file that is
/// not UTF-8, one that does not parse, and symbolic links (one of them a cycle).
///
/// The app itself has a Home module whose router pushes the Orders screen, and contracts.
public final class CocoaPodsCheckout {
    /// The checkout's root.
    public let directory: TemporaryDirectory

    /// The paths, relative to the root, of the files the tools must not read.
    public static let unreadPaths = [
        "Pods/R.swift/Library/Core.swift", "Pods/Alamofire/Source/Session.swift", "App/Generated/R.generated.swift",
    ]
    /// The file that is not UTF-8 text.
    public static let latin1Path = "App/Legacy/Latin1.swift"
    /// The file that does not parse.
    public static let brokenPath = "App/Broken/BrokenPresenter.swift"

    /// Writes the checkout.
    public init() throws {
        directory = try TemporaryDirectory()
        try directory.write(
            """
            import UIKit

            protocol HomeRouting: AnyObject { func showOrders() }
            protocol HomeViewInput: AnyObject { func show(title: String) }

            final class HomeRouter: HomeRouting {
                weak var viewController: UIViewController?
                func showOrders() {
                    let orders = OrdersViewController()
                    viewController?.navigationController?.pushViewController(orders, animated: true)
                }
            }
            """, to: "App/Home/HomeRouter.swift")
        try directory.write(
            """
            import UIKit

            final class OrdersViewController: UIViewController {}
            final class OrdersPresenter {}
            """, to: "App/Orders/OrdersViewController.swift")
        try directory.write(
            """
            import UIKit

            final class AppDelegate: UIResponder {
                var window: UIWindow?
                func start() { window?.rootViewController = UINavigationController(rootViewController: HomeRouter.build()) }
            }
            extension HomeRouter { static func build() -> UIViewController { UIViewController() } }
            """, to: "App/AppDelegate.swift")
        for path in Self.unreadPaths {
            try directory.write(
                "final class VendoredRouter { func go() { present(PodViewController()) } }\nprotocol VendoredProtocol { func f() }\n",
                to: path)
        }
        try FileManager.default.createDirectory(at: directory.url.appending(path: "App/Legacy"), withIntermediateDirectories: true)
        try Data([0x2F, 0x2F, 0x20, 0xE9, 0xE8, 0x0A, 0x70, 0x72, 0x6F, 0x74, 0x6F, 0x63, 0x6F, 0x6C, 0x20, 0x4C, 0x20, 0x7B, 0x7D, 0x0A])
            .write(to: directory.url.appending(path: Self.latin1Path))
        try directory.write(
            """
            final class BrokenPresenter {
                func load( {
            }
            protocol BrokenViewInput: AnyObject { func render() }
            """, to: Self.brokenPath)
        let fileManager = FileManager.default
        try fileManager.createSymbolicLink(atPath: directory.url.appending(path: "App/Loop").path, withDestinationPath: "..")
        try fileManager.createSymbolicLink(
            atPath: directory.url.appending(path: "App/Dangling.swift").path, withDestinationPath: "Nowhere/Missing.swift")
    }

    /// The root's URL.
    public var url: URL { directory.url }
}
