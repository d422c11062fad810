// swift-tools-version: 6.0
import PackageDescription

// VIPERKit: the VIPER runtime (`VIPER`), its test kit (`VIPERTesting`), the `viper`
// command and the `discover` reference app.
//
// The runtime libraries have no dependencies and no unsafe flags, so an iOS app can
// depend on them. Tool targets that parse Swift are added below them.

let package = Package(
    name: "VIPERKit",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "VIPER", targets: ["VIPER"]),
        .library(name: "VIPERTesting", targets: ["VIPERTesting"]),
        .executable(name: "viper", targets: ["viper"]),
    ],
    targets: [
        .target(name: "VIPER"),
        .target(name: "VIPERTesting", dependencies: ["VIPER"]),

        // The reference app: its modules and data layer live in a library so tests reach them.
        .target(
            name: "Discover",
            dependencies: ["VIPER", "TerminalUI", "CSQLite", "COpenSSL"],
            resources: [.copy("Resources/places.tsv")]
        ),
        // Discover's data layer: the system SQLite and libcrypto (Debian: libsqlite3-dev, libssl-dev).
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "COpenSSL", path: "Sources/COpenSSL", providers: [.apt(["libssl-dev"])]),
        // The Discover JSON API over HTTP/1.1, served from the SQLite store (`discover serve`).
        .target(name: "DiscoverServer", dependencies: ["Discover"]),
        // Writes favorites in a loop, printing each committed id; the kill-safety test SIGKILLs it.
        .executableTarget(name: "discover-db-stress", dependencies: ["Discover"]),
        .executableTarget(
            name: "SearchBenchmark",
            dependencies: ["Discover", "CSQLite"],
            path: "Benchmarks/SearchBenchmark"
        ),
        .testTarget(
            name: "DiscoverTests",
            dependencies: ["Discover", "DiscoverServer", "VIPER", "VIPERTesting", "discover-db-stress"]
        ),
        // The `viper` command: generator library, argument parsing and commands, thin executable.
        .target(name: "ViperGenerator"),
        .target(name: "ViperCLI", dependencies: ["ViperGenerator"]),
        .executableTarget(name: "viper", dependencies: ["ViperCLI"]),
        .executableTarget(name: "GeneratorBenchmark", dependencies: ["ViperCLI", "ViperGenerator"], path: "Benchmarks/GeneratorBenchmark"),
        .testTarget(name: "ViperGeneratorTests", dependencies: ["ViperGenerator"]),
        .testTarget(name: "ViperCLITests", dependencies: ["ViperCLI", "ViperGenerator"]),

        .testTarget(name: "VIPERTests", dependencies: ["VIPER", "VIPERTesting"]),
        .testTarget(name: "VIPERTestingTests", dependencies: ["VIPER", "VIPERTesting"]),
        .executableTarget(name: "ContainerBenchmark", dependencies: ["VIPER"], path: "Benchmarks/ContainerBenchmark"),
        .executableTarget(name: "DeepLinkBenchmark", dependencies: ["VIPER"], path: "Benchmarks/DeepLinkBenchmark"),

        // Terminal toolkit for the `discover` app's views: raw mode, key decoding, canvas,
        // diff renderer, widgets, event loops. Depends on the toolchain only.
        .target(name: "TerminalUI"),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"]),
    ],
    swiftLanguageModes: [.v6]
)
