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
        .target(name: "Discover", dependencies: ["VIPER"]),
        // The `viper` command: generator library, argument parsing and commands, thin executable.
        .target(name: "ViperGenerator"),
        .target(name: "ViperCLI", dependencies: ["ViperGenerator"]),
        .executableTarget(name: "viper", dependencies: ["ViperCLI"]),
        .executableTarget(name: "GeneratorBenchmark", dependencies: ["ViperCLI", "ViperGenerator"], path: "Benchmarks/GeneratorBenchmark"),
        .testTarget(name: "ViperGeneratorTests", dependencies: ["ViperGenerator"]),
        .testTarget(name: "ViperCLITests", dependencies: ["ViperCLI", "ViperGenerator"]),

        .testTarget(name: "VIPERTests", dependencies: ["VIPER", "VIPERTesting"]),
        .testTarget(name: "VIPERTestingTests", dependencies: ["VIPER", "VIPERTesting"]),
        .testTarget(name: "DiscoverTests", dependencies: ["Discover", "VIPER", "VIPERTesting"]),
        .executableTarget(name: "ContainerBenchmark", dependencies: ["VIPER"], path: "Benchmarks/ContainerBenchmark"),
    ],
    swiftLanguageModes: [.v6]
)
