// swift-tools-version: 6.1
import PackageDescription

// VIPERKit: the VIPER runtime (`VIPER`), its test kit (`VIPERTesting`), the `viper` command with
// its SwiftPM plugins, and the `discover` reference app.
//
// The runtime libraries depend on nothing. Every third-party package is used only by targets
// behind the `Tools` trait (on by default), so an app that adds VIPERKit with `traits: []` for
// `VIPER` / `VIPERTesting` resolves no third-party package at all.

// MARK: - Traits and shared settings

/// The trait that brings in everything beyond the runtime: the `viper` command and its plugins,
/// and the `discover` reference app.
let toolsTrait = "Tools"

/// A product of a third-party package, used only when the `Tools` trait is on.
func toolDependency(_ product: String, package: String) -> Target.Dependency {
    .product(name: product, package: package, condition: .when(traits: [toolsTrait]))
}

let swiftSyntax = toolDependency("SwiftSyntax", package: "swift-syntax")
let swiftParser = toolDependency("SwiftParser", package: "swift-syntax")
let swiftParserDiagnostics = toolDependency("SwiftParserDiagnostics", package: "swift-syntax")
let swiftDiagnostics = toolDependency("SwiftDiagnostics", package: "swift-syntax")
let argumentParser = toolDependency("ArgumentParser", package: "swift-argument-parser")
let nioCore = toolDependency("NIOCore", package: "swift-nio")
let nioPosix = toolDependency("NIOPosix", package: "swift-nio")
let nioHTTP1 = toolDependency("NIOHTTP1", package: "swift-nio")

let package = Package(
    name: "VIPERKit",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "VIPER", targets: ["VIPER"]),
        .library(name: "VIPERTesting", targets: ["VIPERTesting"]),
        .executable(name: "viper", targets: ["viper"]),
        .executable(name: "discover", targets: ["discover"]),
    ],
    traits: [
        .trait(name: toolsTrait, description: "The viper command, its SwiftPM plugins and the discover reference app."),
        .default(enabledTraits: [toolsTrait]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
    ],
    targets: [
        // MARK: - Runtime: VIPER and VIPERTesting (no dependencies)

        .target(name: "VIPER"),
        .target(name: "VIPERTesting", dependencies: ["VIPER"]),
        .testTarget(name: "VIPERTests", dependencies: ["VIPER", "VIPERTesting"]),
        .testTarget(name: "VIPERTestingTests", dependencies: ["VIPER", "VIPERTesting"]),
        .executableTarget(name: "ContainerBenchmark", dependencies: ["VIPER"], path: "Benchmarks/ContainerBenchmark"),
        .executableTarget(name: "DeepLinkBenchmark", dependencies: ["VIPER"], path: "Benchmarks/DeepLinkBenchmark"),

        // MARK: - The viper command: parser seam, lint, mocks, graph, generator, command line

        // The one module that imports SwiftParser.
        .target(name: "VIPERSyntax", dependencies: [swiftSyntax, swiftParser, swiftParserDiagnostics, swiftDiagnostics]),
        .target(name: "VIPERLint", dependencies: ["VIPERSyntax", swiftSyntax]),
        .target(name: "VIPERMocks", dependencies: ["VIPERSyntax", swiftSyntax]),
        .target(name: "VIPERGraph", dependencies: ["VIPERMocks", "VIPERSyntax", swiftSyntax]),
        .target(name: "VIPERGenerator"),
        // The commands: argument parsing with swift-argument-parser, calling the libraries above.
        .target(name: "VIPERCLI", dependencies: ["VIPERGenerator", "VIPERLint", "VIPERMocks", "VIPERGraph", argumentParser]),
        .executableTarget(name: "viper", dependencies: ["VIPERCLI"]),

        .target(name: "ToolTestSupport", path: "Tests/ToolTestSupport"),
        .testTarget(name: "VIPERSyntaxTests", dependencies: ["VIPERSyntax", "ToolTestSupport"]),
        .testTarget(name: "VIPERLintTests", dependencies: ["VIPERLint", "VIPERSyntax", "VIPERCLI"]),
        .testTarget(name: "VIPERMocksTests", dependencies: ["VIPERMocks", "VIPERSyntax", "VIPERCLI", "VIPERGenerator"], exclude: ["Fixtures"]),
        .testTarget(name: "VIPERGraphTests", dependencies: ["VIPERGraph", "VIPERMocks", "VIPERCLI"], exclude: ["Fixtures"]),
        .testTarget(name: "VIPERGeneratorTests", dependencies: ["VIPERGenerator", "ToolTestSupport"]),
        .testTarget(name: "VIPERCLITests", dependencies: ["VIPERCLI", "VIPERGenerator", "ToolTestSupport"]),
        .executableTarget(name: "LintBenchmark", dependencies: ["VIPERLint", "VIPERSyntax"], path: "Benchmarks/LintBenchmark"),
        .executableTarget(name: "GeneratorBenchmark", dependencies: ["VIPERCLI", "VIPERGenerator"], path: "Benchmarks/GeneratorBenchmark"),

        // MARK: - The discover reference app

        // Its modules and data layer live in a library so tests reach them.
        .target(
            name: "Discover",
            dependencies: ["VIPER", "TerminalUI", "CSQLite", "COpenSSL"],
            resources: [.copy("Resources/places.tsv")]
        ),
        // The system SQLite and libcrypto (Debian: libsqlite3-dev, libssl-dev).
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "COpenSSL", path: "Sources/COpenSSL", providers: [.apt(["libssl-dev"])]),
        // The Discover JSON API over HTTP/1.1, served from the SQLite store (`discover serve`).
        .target(name: "DiscoverServer", dependencies: ["Discover", nioCore, nioPosix, nioHTTP1]),
        // The `discover` executable: parses arguments, calls Discover / DiscoverServer.
        .executableTarget(name: "discover", dependencies: ["Discover", "DiscoverServer"], path: "Sources/DiscoverCommand"),
        // Writes favorites in a loop, printing each committed id; the kill-safety test SIGKILLs it.
        .executableTarget(name: "discover-db-stress", dependencies: ["Discover"]),
        .testTarget(
            name: "DiscoverTests",
            dependencies: ["Discover", "DiscoverServer", "VIPER", "VIPERTesting", "TerminalUI", "discover-db-stress", "discover"]
        ),
        .executableTarget(name: "SearchBenchmark", dependencies: ["Discover", "CSQLite"], path: "Benchmarks/SearchBenchmark"),

        // MARK: - TerminalUI: the terminal toolkit behind discover's views (toolchain only)

        .target(name: "TerminalUI"),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"]),
    ],
    swiftLanguageModes: [.v6]
)
