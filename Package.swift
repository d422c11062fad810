// swift-tools-version: 6.0
import PackageDescription
import Foundation

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
        .executable(name: "discover", targets: ["discover"]),
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
        // The `discover` executable: parses arguments, calls Discover / DiscoverServer.
        .executableTarget(name: "discover", dependencies: ["Discover", "DiscoverServer"], path: "Sources/DiscoverCommand"),
        // Writes favorites in a loop, printing each committed id; the kill-safety test SIGKILLs it.
        .executableTarget(name: "discover-db-stress", dependencies: ["Discover"]),
        .executableTarget(
            name: "SearchBenchmark",
            dependencies: ["Discover", "CSQLite"],
            path: "Benchmarks/SearchBenchmark"
        ),
        .testTarget(
            name: "DiscoverTests",
            dependencies: ["Discover", "DiscoverServer", "VIPER", "VIPERTesting", "TerminalUI", "discover-db-stress", "discover"]
        ),
        // The `viper` command: generator library, argument parsing and commands, thin executable.
        .target(name: "ViperGenerator"),
        .target(name: "ViperCLI", dependencies: ["ViperGenerator"]),
        .executableTarget(name: "viper", dependencies: ["ViperCLI"]),
        .executableTarget(name: "GeneratorBenchmark", dependencies: ["ViperCLI", "ViperGenerator"], path: "Benchmarks/GeneratorBenchmark"),
        // Test support shared by the tool test targets.
        .target(name: "ToolTestSupport", path: "Tests/ToolTestSupport"),
        .testTarget(name: "ViperGeneratorTests", dependencies: ["ViperGenerator", "ToolTestSupport"]),
        .testTarget(name: "ViperCLITests", dependencies: ["ViperCLI", "ViperGenerator", "ToolTestSupport"]),

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

// MARK: - viper lint: the tool targets that parse Swift
//
// By default they link the toolchain's own SwiftSyntax host libraries
// (<toolchain>/usr/lib/swift/host), so the package builds offline. Set
// VIPERKIT_SWIFT_SYNTAX=package to use the swift-syntax package instead (about 10x faster
// parsing in release builds; needs network); a toolchain without host libraries uses the package
// too. SWIFT_TOOLCHAIN_DIR overrides the toolchain found through `swiftc` on PATH. Only
// ViperSyntax imports SwiftParser.

/// Where the toolchain keeps its SwiftSyntax host libraries, or nil when not found.
func toolchainHostLibraries() -> String? {
    func hostLibraries(ofToolchain root: URL) -> String? {
        let host = root.appendingPathComponent("usr/lib/swift/host")
        let found = ["so", "dylib"].contains {
            FileManager.default.fileExists(atPath: host.appendingPathComponent("libSwiftParser.\($0)").path)
        }
        return found ? host.path : nil
    }
    let environment = ProcessInfo.processInfo.environment
    if let root = environment["SWIFT_TOOLCHAIN_DIR"] {
        return hostLibraries(ofToolchain: URL(fileURLWithPath: root))
    }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
        guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
        // <toolchain>/usr/bin/swiftc → <toolchain>
        let root = candidate.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        if let host = hostLibraries(ofToolchain: root) { return host }
    }
    return nil
}

// A toolchain without host libraries falls back to the package.
let hostSyntaxDirectory = ProcessInfo.processInfo.environment["VIPERKIT_SWIFT_SYNTAX"] == "package"
    ? nil : toolchainHostLibraries()
let usesSwiftSyntaxPackage = hostSyntaxDirectory == nil

/// Compiler flags every target that imports SwiftSyntax (directly or through ViperLint) needs.
let syntaxSwiftSettings: [SwiftSetting] = hostSyntaxDirectory.map { [.unsafeFlags(["-I", $0])] } ?? []

/// Linker flags for the host libraries: search path, libraries and an rpath so binaries run.
let syntaxLinkerSettings: [LinkerSetting] = hostSyntaxDirectory.map {
    [.unsafeFlags(["-L", $0, "-Xlinker", "-rpath", "-Xlinker", $0,
                   "-lSwiftSyntax", "-lSwiftParser", "-lSwiftDiagnostics",
                   "-lSwiftParserDiagnostics", "-lSwiftBasicFormat"])]
} ?? []

let syntaxDependencies: [Target.Dependency] = usesSwiftSyntaxPackage
    ? [.product(name: "SwiftSyntax", package: "swift-syntax"),
       .product(name: "SwiftParser", package: "swift-syntax"),
       .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
       .product(name: "SwiftDiagnostics", package: "swift-syntax")]
    : []

let lintTargets: [Target] = [
    .target(name: "ViperSyntax", dependencies: syntaxDependencies,
            swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
    .target(name: "ViperLint", dependencies: ["ViperSyntax"] + syntaxDependencies.prefix(1),
            swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
    .testTarget(name: "ViperLintTests", dependencies: ["ViperLint", "ViperSyntax"],
                swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
    .executableTarget(name: "LintBenchmark", dependencies: ["ViperLint", "ViperSyntax"],
                      path: "Benchmarks/LintBenchmark",
                      swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
]

package.targets.append(contentsOf: lintTargets)

// `viper lint` lives in ViperCLI (Sources/ViperCLI/Commands/LintCommand.swift): ViperCLI links
// ViperLint, and every target that imports ViperLint, directly or through ViperCLI, gets the
// SwiftSyntax flags (compiling against ViperLint needs its SwiftSyntax modules on the search path).
if let cli = package.targets.first(where: { $0.name == "ViperCLI" }) {
    cli.dependencies.append("ViperLint")
}
if let lintTests = package.targets.first(where: { $0.name == "ViperLintTests" }),
   package.targets.contains(where: { $0.name == "ViperCLI" }) {
    lintTests.dependencies.append("ViperCLI")
}

/// The names of the package's own targets a target depends on.
func localDependencies(of target: Target) -> [String] {
    target.dependencies.compactMap { dependency in
        switch dependency {
        case .targetItem(let name, _), .byNameItem(let name, _): name
        default: nil
        }
    }
}

// MARK: - viper mocks and viper graph: spies from contracts, the module and deep-link graph
// (their SwiftSyntax flags come from the loop below, like every other client of ViperSyntax)

package.targets.append(contentsOf: [
    .target(name: "ViperMocks", dependencies: ["ViperSyntax"] + syntaxDependencies.prefix(1)),
    .target(name: "ViperGraph", dependencies: ["ViperMocks", "ViperSyntax"] + syntaxDependencies.prefix(1)),
    .testTarget(name: "ViperMocksTests", dependencies: ["ViperMocks", "ViperSyntax"], exclude: ["Fixtures"]),
    .testTarget(name: "ViperGraphTests", dependencies: ["ViperGraph", "ViperMocks"], exclude: ["Fixtures"]),
])
// `viper mocks` and `viper graph` live in ViperCLI (Commands/MocksCommand.swift, GraphCommand.swift);
// their tests run the commands too, and the mocks tests check viper new's spies template.
for target in package.targets {
    switch target.name {
    case "ViperCLI": target.dependencies += ["ViperMocks", "ViperGraph"]
    case "ViperMocksTests": target.dependencies += ["ViperCLI", "ViperGenerator"]
    case "ViperGraphTests": target.dependencies.append("ViperCLI")
    default: break
    }
}

var syntaxClients: Set<String> = ["ViperSyntax", "ViperLint", "ViperLintTests", "LintBenchmark"]
var grew = true
while grew {
    grew = false
    for target in package.targets where !syntaxClients.contains(target.name)
        && localDependencies(of: target).contains(where: syntaxClients.contains) {
        syntaxClients.insert(target.name)
        target.swiftSettings = (target.swiftSettings ?? []) + syntaxSwiftSettings
        target.linkerSettings = (target.linkerSettings ?? []) + syntaxLinkerSettings
        grew = true
    }
}

if usesSwiftSyntaxPackage {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.0"))
}
