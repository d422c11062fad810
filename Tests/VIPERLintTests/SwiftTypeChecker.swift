import Foundation

/// Type-checks Swift sources with the toolchain's `swiftc -typecheck`, so a test can prove that
/// code rewritten by a fix still compiles.
///
/// UIKit does not exist on Linux; ``uikitStandIns`` declares the few UIKit classes the fix
/// examples use, with UIKit's signatures (from Apple's UIKit documentation), so the examples
/// type-check the way they would in an iOS app.
enum SwiftTypeChecker {
    /// What `swiftc` said.
    struct Outcome {
        let succeeded: Bool
        let diagnostics: String
    }

    /// Faithful stand-ins for the UIKit classes the fix examples use.
    static let uikitStandIns = """
        open class UIResponder {}
        open class UIViewController: UIResponder {
            open var navigationController: UINavigationController? { nil }
            open func present(_ viewController: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
            open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
        }
        open class UINavigationController: UIViewController {
            open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
        }
        """

    /// Type-checks `files` (name → source) together with the UIKit stand-ins, in Swift 5 mode as
    /// most apps are built.
    static func typecheck(_ files: [String: String]) throws -> Outcome {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("viper-fix-typecheck-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (name, text) in files.merging(["UIKitStandIns.swift": uikitStandIns], uniquingKeysWith: { first, _ in first }) {
            let url = folder.appendingPathComponent(name.replacingOccurrences(of: "/", with: "_"))
            try Data(text.utf8).write(to: url)
            paths.append(url.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "5", "-module-name", "FixCheck"] + paths.sorted()
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(succeeded: process.terminationStatus == 0, diagnostics: String(decoding: data, as: UTF8.self))
    }
}
