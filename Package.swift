// swift-tools-version: 6.1
import PackageDescription

// VIPERKit: the VIPER runtime (`VIPER`), its test kit (`VIPERTesting`), the `viper` command with
// its SwiftPM plugins, and the `discover` reference app (under `Examples/Discover/`).
//
// The runtime libraries depend on nothing. Every third-party package is used only by targets
// behind the `Tools` trait, so an app that adds VIPERKit with `traits: []` for `VIPER` /
// `VIPERTesting` resolves no third-party package at all. The default trait, `Plugins`, turns
// `Tools` on and gives the SwiftPM plugins their `viper`.

// MARK: - Traits and shared settings

/// The trait that brings in everything beyond the runtime: the `viper` command and the
/// `discover` reference app.
let toolsTrait = "Tools"

/// The trait that gives the SwiftPM plugins the `viper` they run (on by default). SwiftPM builds
/// a plugin's tools apart, for the machine that runs the build, so with it a package compiles
/// `viper` and swift-syntax twice; `traits: ["Tools"]` keeps the command and drops the plugins.
let pluginsTrait = "Plugins"

/// The `viper` executable, as a plugin's tool: only when the `Plugins` trait is on.
let viperTool = Target.Dependency.target(name: "viper", condition: .when(traits: [pluginsTrait]))

/// A product of a third-party package, used only when the `Tools` trait is on.
func toolDependency(_ product: String, package: String) -> Target.Dependency {
    .product(name: product, package: package, condition: .when(traits: [toolsTrait]))
}

let swiftSyntax = toolDependency("SwiftSyntax", package: "swift-syntax")
let swiftParser = toolDependency("SwiftParser", package: "swift-syntax")
let swiftParserDiagnostics = toolDependency("SwiftParserDiagnostics", package: "swift-syntax")
let swiftDiagnostics = toolDependency("SwiftDiagnostics", package: "swift-syntax")
let swiftRefactor = toolDependency("SwiftRefactor", package: "swift-syntax")
let argumentParser = toolDependency("ArgumentParser", package: "swift-argument-parser")
let xcodeProj = toolDependency("XcodeProj", package: "XcodeProj")
let nioCore = toolDependency("NIOCore", package: "swift-nio")
let nioPosix = toolDependency("NIOPosix", package: "swift-nio")
let nioHTTP1 = toolDependency("NIOHTTP1", package: "swift-nio")

/// A command plugin, `swift package <verb>`, that runs `viper` and may write to the package
/// directory for `reason`.
func viperCommandPlugin(_ name: String, verb: String, description: String, writes reason: String) -> Target {
    .plugin(
        name: name,
        capability: .command(
            intent: .custom(verb: verb, description: description),
            permissions: [.writeToPackageDirectory(reason: reason)]
        ),
        dependencies: [viperTool]
    )
}

/// Where a target of the `discover` reference app keeps its sources: the example lives under
/// `Examples/Discover/`, so `Sources/` holds only the kit.
func discoverSources(_ target: String) -> String { "Examples/Discover/Sources/\(target)" }

/// Where a test target of the `discover` reference app lives.
func discoverTests(_ target: String) -> String { "Examples/Discover/Tests/\(target)" }

/// Where SwiftPM finds libcrypto's headers: on macOS, Homebrew's `openssl@3` (keg-only, so
/// only its pkg-config file names its folder); elsewhere the system's include path.
#if os(macOS)
let openSSLPackageConfig: String? = "libcrypto"
#else
let openSSLPackageConfig: String? = nil
#endif

let package = Package(
    name: "VIPERKit",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "VIPER", targets: ["VIPER"]),
        .library(name: "VIPERTesting", targets: ["VIPERTesting"]),
        .executable(name: "viper", targets: ["viper"]),
        .executable(name: "discover", targets: ["discover"]),
        .plugin(name: "VIPERLintPlugin", targets: ["VIPERLintPlugin"]),
        .plugin(name: "VIPERLintCommand", targets: ["VIPERLintCommand"]),
        .plugin(name: "VIPERNewCommand", targets: ["VIPERNewCommand"]),
        .plugin(name: "VIPERMocksCommand", targets: ["VIPERMocksCommand"]),
    ],
    traits: [
        .trait(name: toolsTrait, description: "The viper command and the discover reference app."),
        .trait(name: pluginsTrait, description: "The SwiftPM plugins' viper (turns Tools on).", enabledTraits: [toolsTrait]),
        .default(enabledTraits: [pluginsTrait]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
        .package(url: "https://github.com/tuist/XcodeProj.git", from: "9.16.0"),
    ],
    targets: [
        // MARK: - Runtime: VIPER and VIPERTesting (no dependencies)

        // The one lock type of the kit; every target that shares state across threads uses it.
        .target(name: "VIPERLock"),
        .target(name: "VIPER", dependencies: ["VIPERLock"]),
        .target(name: "VIPERTesting", dependencies: ["VIPER", "VIPERLock"]),
        .testTarget(name: "VIPERLockTests", dependencies: ["VIPERLock"]),
        .testTarget(name: "VIPERTests", dependencies: ["VIPER", "VIPERTesting", "VIPERLock", "ToolTestSupport"]),
        .testTarget(name: "VIPERTestingTests", dependencies: ["VIPER", "VIPERTesting"]),
        .executableTarget(name: "ContainerBenchmark", dependencies: ["VIPER"], path: "Benchmarks/ContainerBenchmark"),
        .executableTarget(name: "DeepLinkBenchmark", dependencies: ["VIPER", "ToolTestSupport"], path: "Benchmarks/DeepLinkBenchmark"),

        // MARK: - The viper command: parser seam, lint, mocks, graph, generator, command line

        // The one module that imports SwiftParser.
        .target(
            name: "VIPERSyntax",
            dependencies: ["VIPERVocabulary", "VIPERToolSupport", swiftSyntax, swiftParser, swiftParserDiagnostics, swiftDiagnostics]),
        // The role names every tool shares, configured by viper.json's "roles" (no dependency at all).
        .target(name: "VIPERVocabulary"),
        .target(name: "VIPERLint", dependencies: ["VIPERSyntax", "VIPERVocabulary", "VIPERToolSupport", "VIPERLock", swiftSyntax]),
        .target(name: "VIPERMocks", dependencies: ["VIPERSyntax", "VIPERVocabulary", swiftSyntax]),
        .target(name: "VIPERGraph", dependencies: ["VIPERSyntax", "VIPERVocabulary", "VIPERToolSupport", swiftSyntax]),
        // viper extract: splits a view controller into a VIPER module, checked by VIPERLint, in the
        // generator's layouts and assembly styles, with spies from VIPERMocks for its tests.
        .target(
            name: "VIPERExtract",
            dependencies: ["VIPERSyntax", "VIPERLint", "VIPERMocks", "VIPERGenerator", "VIPERToolSupport", swiftSyntax]),
        // What every tool does the same way: unified diffs for --dry-run, counts and lists in English,
        // paths kept inside the project (ConfinedRoot) and files written by atomic replace (AtomicFile).
        .target(name: "VIPERToolSupport"),
        .target(name: "VIPERGenerator", dependencies: ["VIPERToolSupport"]),
        // Xcode projects: adds generated modules to .xcodeproj groups and targets, and writes
        // Xcode file templates from the generator's templates.
        .target(name: "VIPERXcode", dependencies: ["VIPERGenerator", "VIPERToolSupport", xcodeProj]),
        // Swift packages: links VIPERKit into Package.swift with SwiftPM's own manifest edits (SwiftRefactor).
        .target(name: "VIPERPackageManifest", dependencies: ["VIPERGenerator", "VIPERSyntax", swiftSyntax, swiftRefactor]),
        // The commands: argument parsing with swift-argument-parser, calling the libraries above.
        .target(
            name: "VIPERCLI",
            dependencies: [
                "VIPERGenerator", "VIPERXcode", "VIPERSyntax", "VIPERLint", "VIPERMocks", "VIPERGraph", "VIPERVocabulary",
                "VIPERToolSupport",
                "VIPERLock", "VIPERPackageManifest", "VIPERExtract", argumentParser,
            ]),
        .executableTarget(name: "viper", dependencies: ["VIPERCLI"]),

        // MARK: - SwiftPM plugins: viper lint on every build, and viper as `swift package` commands

        // A build-tool plugin: `viper lint` diagnostics at file:line on every build.
        .plugin(name: "VIPERLintPlugin", capability: .buildTool(), dependencies: [viperTool]),
        viperCommandPlugin(
            "VIPERLintCommand", verb: "viper-lint", description: "Lint the package's targets with viper lint.",
            writes: "viper lint --fix rewrites the files it fixes."),
        viperCommandPlugin(
            "VIPERNewCommand", verb: "viper-new", description: "Generate a VIPER module with its tests and spies.",
            writes: "viper new writes the module's files."),
        viperCommandPlugin(
            "VIPERMocksCommand", verb: "viper-mocks", description: "Write spies for the contracts a test target tests.",
            writes: "viper mocks writes the spies into the test target."),

        // The fuzzer of what lint, graph and mocks do with any input file (scripts/ci/probe-viper.sh runs it).
        .target(name: "SyntaxFuzzing", dependencies: ["VIPERSyntax", "VIPERLint", "VIPERGraph", "VIPERMocks"], path: "Fuzz/SyntaxFuzzing"),
        .executableTarget(name: "SyntaxFuzz", dependencies: ["SyntaxFuzzing", "VIPERSyntax"], path: "Fuzz/SyntaxFuzz"),

        .target(name: "ToolTestSupport", path: "Tests/ToolTestSupport"),
        .testTarget(
            name: "VIPERSyntaxTests",
            dependencies: ["VIPERSyntax", "VIPERVocabulary", "ToolTestSupport", "VIPERLock", "SyntaxFuzzing", swiftSyntax]),
        .testTarget(
            name: "VIPERLintTests",
            dependencies: ["VIPERLint", "VIPERSyntax", "VIPERCLI", "VIPERLock", "VIPERToolSupport", "ToolTestSupport"], exclude: ["Corpus"]),
        .testTarget(
            name: "VIPERMocksTests", dependencies: ["VIPERMocks", "VIPERSyntax", "VIPERCLI", "VIPERGenerator", "ToolTestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "VIPERGraphTests",
            dependencies: ["VIPERGraph", "VIPERSyntax", "VIPERVocabulary", "VIPERCLI", "VIPERLock", "ToolTestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(name: "VIPERExtractTests", dependencies: ["VIPERExtract", "VIPERCLI", "ToolTestSupport"], exclude: ["Corpus"]),
        .testTarget(name: "VIPERVocabularyTests", dependencies: ["VIPERVocabulary", "VIPERGenerator"]),
        .testTarget(
            name: "VIPERXcodeTests", dependencies: ["VIPERXcode", "VIPERGenerator", "VIPERCLI", "ToolTestSupport"],
            exclude: ["Fixtures", "IndependentReader"]),
        .testTarget(name: "VIPERToolSupportTests", dependencies: ["VIPERToolSupport", "VIPERLock", "ToolTestSupport"]),
        .testTarget(
            name: "VIPERPackageManifestTests", dependencies: ["VIPERPackageManifest", "VIPERGenerator", "VIPERCLI", "ToolTestSupport"]),
        .testTarget(name: "VIPERGeneratorTests", dependencies: ["VIPERGenerator", "VIPERToolSupport", "ToolTestSupport"]),
        .testTarget(name: "VIPERCLITests", dependencies: ["VIPERCLI", "VIPERGenerator", "VIPERLock", "ToolTestSupport", argumentParser]),
        // Generated VIPER apps the benchmarks and the module map's browser test read.
        .target(name: "GeneratedApps", dependencies: ["ToolTestSupport"], path: "Benchmarks/GeneratedApps"),
        .executableTarget(
            name: "LintBenchmark", dependencies: ["GeneratedApps", "VIPERLint", "VIPERSyntax", swiftSyntax],
            path: "Benchmarks/LintBenchmark"),
        .executableTarget(name: "ReportBenchmark", dependencies: ["VIPERLint"], path: "Benchmarks/ReportBenchmark"),
        .executableTarget(
            name: "GraphLayoutBenchmark", dependencies: ["GeneratedApps", "VIPERGraph", "VIPERSyntax"],
            path: "Benchmarks/GraphLayoutBenchmark"),
        .executableTarget(
            name: "GraphBenchmark", dependencies: ["GeneratedApps", "VIPERGraph", "VIPERLint", "VIPERSyntax"],
            path: "Benchmarks/GraphBenchmark"),
        .executableTarget(name: "GeneratorBenchmark", dependencies: ["VIPERCLI", "VIPERGenerator"], path: "Benchmarks/GeneratorBenchmark"),
        .executableTarget(name: "MocksBenchmark", dependencies: ["GeneratedApps"], path: "Benchmarks/MocksBenchmark"),

        // MARK: - The discover reference app (Examples/Discover)

        // Its modules and data layer live in a library so tests reach them.
        .target(
            name: "Discover",
            dependencies: ["VIPER", "VIPERLock", "TerminalUI", "CSQLite", "COpenSSL"],
            path: discoverSources("Discover"),
            resources: [.copy("Resources/places.tsv")]
        ),
        // The system SQLite and libcrypto (Debian: libsqlite3-dev, libssl-dev).
        .systemLibrary(name: "CSQLite", path: discoverSources("CSQLite"), providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(
            name: "COpenSSL", path: discoverSources("COpenSSL"), pkgConfig: openSSLPackageConfig,
            providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]),
        // The Discover JSON API over HTTP/1.1, served from the SQLite store (`discover serve`).
        .target(
            name: "DiscoverServer", dependencies: ["Discover", "VIPERLock", nioCore, nioPosix, nioHTTP1],
            path: discoverSources("DiscoverServer")),
        // `discover`'s commands on swift-argument-parser: the app, and `serve`, calling Discover / DiscoverServer.
        .target(
            name: "DiscoverCommand", dependencies: ["Discover", "DiscoverServer", argumentParser], path: discoverSources("DiscoverCommand")),
        // The `discover` executable: runs DiscoverCommand.
        .executableTarget(name: "discover", dependencies: ["DiscoverCommand"], path: discoverSources("discover")),
        // Writes favorites in a loop, printing each committed id; the kill-safety test SIGKILLs it.
        .executableTarget(name: "discover-db-stress", dependencies: ["Discover"], path: discoverSources("discover-db-stress")),
        .target(name: "DiscoverTestSupport", dependencies: ["Discover"], path: discoverTests("DiscoverTestSupport")),
        .testTarget(
            name: "DiscoverTests",
            dependencies: [
                "Discover", "DiscoverServer", "DiscoverCommand", "DiscoverTestSupport", "VIPER", "VIPERTesting", "VIPERLock", "TerminalUI",
                "discover-db-stress", "discover", argumentParser,
            ],
            path: discoverTests("DiscoverTests")
        ),
        // Attacks on the real `discover serve` binary (scripts/ci/probe-server.sh runs them alone).
        .testTarget(
            name: "DiscoverServerProbes", dependencies: ["Discover", "DiscoverTestSupport", "discover"],
            path: discoverTests("DiscoverServerProbes")),
        .executableTarget(name: "SearchBenchmark", dependencies: ["Discover", "CSQLite"], path: "Benchmarks/SearchBenchmark"),
        .executableTarget(
            name: "ServerAbuseBenchmark", dependencies: ["Discover", "DiscoverServer", "DiscoverTestSupport"],
            path: "Benchmarks/ServerAbuseBenchmark"),

        // The terminal toolkit behind discover's views (toolchain only).
        .target(name: "TerminalUI", dependencies: ["VIPERLock"], path: discoverSources("TerminalUI")),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "VIPERLock"], path: discoverTests("TerminalUITests")),
    ],
    swiftLanguageModes: [.v6]
)

#if canImport(SwiftUI)
// Discover with a SwiftUI front end (`swift run DiscoverSwiftUI` on a Mac), declared only where
// SwiftUI exists. Its folder holds its View files and composition root; everything else (the
// modules' contracts, presenters, interactors, routers and builders, the route table, the
// app coordinator, the data layer) is the terminal app's own files, linked in by symbolic
// links. scripts/ci/check-swiftui.sh type-checks it on Linux against SwiftUI stand-ins.
package.products.append(.executable(name: "DiscoverSwiftUI", targets: ["DiscoverSwiftUI"]))
package.targets.append(
    .executableTarget(
        name: "DiscoverSwiftUI",
        dependencies: ["VIPER", "VIPERLock", "CSQLite", "COpenSSL"],
        path: discoverSources("DiscoverSwiftUI"),
        resources: [.copy("Resources/places.tsv")]
    )
)
#endif
