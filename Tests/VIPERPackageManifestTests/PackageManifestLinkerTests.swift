import Foundation
import Testing
import VIPERGenerator
@testable import VIPERPackageManifest

/// Linking VIPERKit into manifests: what is found missing, the edit made, and the refusals.
@Suite("Package.swift linking")
struct PackageManifestLinkerTests {
    static let standard = LinkRequest(package: .standard, adds: true)

    /// Links for a module in Sources/App/Modules with tests in Tests/AppTests.
    static func link(_ text: String, _ request: LinkRequest = standard) throws -> PackageManifestLinker.Link {
        PackageManifestLinker.link(
            request, manifest: try PackageManifest(text: text), sourcesFolder: "Sources/App/Modules", testsFolder: "Tests/AppTests")
    }

    static let plain = """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "Shop",
            platforms: [.iOS(.v17), .macOS(.v14)],
            targets: [
                // The app's code.
                .target(name: "App"),
                .testTarget(
                    name: "AppTests",
                    dependencies: ["App"]
                ),
            ]
        )

        """

    /// The text is what `swift package add-dependency`, `add-target-dependency` (SwiftPM 6.3) and
    /// `traits: []` make of ``plain``, layout included; scripts/ci/package-link-proof.sh compares
    /// the two on every run.
    @Test("a package without VIPERKit gains the dependency with traits: [], VIPER in the app target and VIPERTesting in the test target")
    func addsEverything() throws {
        let link = try Self.link(Self.plain)
        #expect(link.report.gaps == [.package, .product("VIPER", target: "App"), .product("VIPERTesting", target: "AppTests")])
        #expect(link.report.outcome == .linked)
        #expect(
            link.updatedText == """
                // swift-tools-version: 6.1
                import PackageDescription

                let package = Package(
                    name: "Shop",
                    platforms: [.iOS(.v17), .macOS(.v14)],
                    dependencies: [
                        .package(url: "https://github.com/VIPERKit/VIPERKit.git", from: "\(VIPERVersion.current)", traits: []),
                    ],
                    targets: [
                        // The app's code.
                        .target(name: "App",dependencies: [
                    .product(name: "VIPER", package: "VIPERKit"),]),
                        .testTarget(
                            name: "AppTests",
                            dependencies: ["App",.product(name: "VIPERTesting", package: "VIPERKit"),]
                        ),
                    ]
                )

                """)
    }

    @Test("a package that links VIPERKit already is left as it is, and nothing is reported")
    func linkedPackageUnchanged() throws {
        let linked = try #require(try Self.link(Self.plain).updatedText)
        let again = try Self.link(linked)
        #expect(again.updatedText == nil)
        #expect(again.report.gaps.isEmpty && again.report.isHealthy)
    }

    @Test("an existing dependency on VIPERKit is reused, whatever its rule, and named as the manifest names it")
    func reusesDependency() throws {
        let text = Self.plain.replacingOccurrences(
            of: "    targets: [",
            with: """
                    dependencies: [.package(url: "git@git.acme.com:mirrors/viperkit.git", branch: "main")],
                    targets: [
                """)
        let link = try Self.link(text)
        #expect(link.report.gaps == [.product("VIPER", target: "App"), .product("VIPERTesting", target: "AppTests")])
        let updated = try #require(link.updatedText)
        #expect(updated.contains(#".product(name: "VIPER", package: "viperkit")"#))
        #expect(!updated.contains("github.com/VIPERKit"))
    }

    @Test("a target that takes VIPER from a package by another name gives the name the others use")
    func identityFromAnotherTarget() throws {
        let text = Self.plain
            .replacingOccurrences(of: "    targets: [", with: "    dependencies: [.package(path: \"../checkout\")],\n    targets: [")
            .replacingOccurrences(
                of: #".target(name: "App"),"#, with: #".target(name: "App", dependencies: [.product(name: "VIPER", package: "checkout")]),"#
            )
        let link = try Self.link(text)
        #expect(link.report.gaps == [.product("VIPERTesting", target: "AppTests")])
        #expect(try #require(link.updatedText).contains(#".product(name: "VIPERTesting", package: "checkout")"#))
    }

    @Test("a local path becomes a path dependency")
    func localPath() throws {
        let request = LinkRequest(package: try VIPERKitPackage(url: "../VIPERKit", requirement: nil), adds: true)
        let updated = try #require(try Self.link(Self.plain, request).updatedText)
        #expect(updated.contains(#".package(path: "../VIPERKit", traits: []),"#))
    }

    @Test(
        "the version rule is SwiftPM's: exact, branch, revision, and up-to-next-minor as a range",
        arguments: [
            ("exact 0.2.0", #"exact: "0.2.0""#), ("branch main", #"branch: "main""#), ("revision 1a2b3c", #"revision: "1a2b3c""#),
            ("up-to-next-minor-from 0.2.3", #""0.2.3" ..< "0.3.0""#),
        ])
    func versionRules(rule: String, written: String) throws {
        let request = LinkRequest(package: try VIPERKitPackage(url: nil, requirement: rule), adds: true)
        let updated = try #require(try Self.link(Self.plain, request).updatedText)
        #expect(updated.contains(#".package(url: "https://github.com/VIPERKit/VIPERKit.git", \#(written), traits: [])"#))
    }

    @Test("a tools version older than 6.1 gets the dependency without traits, and a warning that says what it costs")
    func oldToolsVersion() throws {
        let link = try Self.link(Self.plain.replacingOccurrences(of: "6.1", with: "5.9"))
        let updated = try #require(link.updatedText)
        #expect(updated.contains(#".package(url: "https://github.com/VIPERKit/VIPERKit.git", from: "\#(VIPERVersion.current)"),"#))
        #expect(link.report.warnings == [.toolsVersion(found: "5.9")])
    }

    @Test(
        "platforms older than VIPERKit supports are warnings",
        arguments: [(".iOS(.v15)", "iOS", "15"), (".macOS(.v10_15)", "macOS", "10.15"), (#".iOS("15.4")"#, "iOS", "15.4")])
    func oldPlatforms(declared: String, platform: String, found: String) throws {
        let link = try Self.link(Self.plain.replacingOccurrences(of: ".iOS(.v17)", with: declared))
        let required = try #require(VIPERKitPackage.minimumDeployment(of: platform))
        #expect(link.report.warnings.contains(.deploymentTarget(platform: platform, found: found, required: required, target: nil)))
    }

    @Test("a folder no target builds is a warning, and gets no product")
    func folderWithoutTarget() throws {
        let text = Self.plain.replacingOccurrences(
            of: """
                        .testTarget(
                            name: "AppTests",
                            dependencies: ["App"]
                        ),

                """, with: "")
        let link = try Self.link(text)
        #expect(link.report.gaps == [.package, .product("VIPER", target: "App")])
        #expect(link.report.warnings == [.noTarget(folder: "Tests/AppTests")])
    }

    @Test("a target with a path of its own is found by its path")
    func targetPath() throws {
        let text = Self.plain.replacingOccurrences(of: #".target(name: "App"),"#, with: #".target(name: "Shop", path: "Sources/App"),"#)
        #expect(try Self.link(text).report.gaps.contains(.product("VIPER", target: "Shop")))
    }

    @Test(
        "a manifest too dynamic to edit safely is left alone, and the steps are SwiftPM's commands",
        arguments: [
            ("    targets: [", "    targets: allTargets + [", "its list of targets is computed"),
            (#"dependencies: ["App"]"#, "dependencies: testDependencies", "the dependency list of target 'AppTests' is computed"),
        ])
    func refusesDynamicManifest(original: String, replacement: String, reason: String) throws {
        let link = try Self.link(Self.plain.replacingOccurrences(of: original, with: replacement))
        #expect(link.updatedText == nil)
        #expect(link.report.outcome == .refused(reason + ", not written as a list viper can extend"))
        #expect(
            link.report.steps == [
                "swift package add-dependency https://github.com/VIPERKit/VIPERKit.git --from \(VIPERVersion.current)",
                "add traits: [] to that .package(…) in Package.swift (tools version 6.1 or later), so the package resolves the runtime only",
                "swift package add-target-dependency VIPER App --package VIPERKit",
                "swift package add-target-dependency VIPERTesting AppTests --package VIPERKit",
            ])
    }

    @Test("VIPERKit's own manifest, which declares the VIPER target, lacks nothing")
    func viperKitItself() throws {
        let url = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appending(
            path: "Package.swift")
        let link = try Self.link(String(contentsOf: url, encoding: .utf8))
        #expect(link.report.gaps.isEmpty && link.updatedText == nil)
    }

    @Test("without adding, the gaps are reported and the manifest is left alone")
    func reportOnly() throws {
        let link = try Self.link(Self.plain, LinkRequest(package: .standard, adds: false))
        #expect(link.updatedText == nil)
        #expect(link.report.outcome == .notAsked)
        #expect(link.report.gaps.count == 3)
    }

    @Test("a manifest that does not parse is an error that says where")
    func unparsable() {
        #expect(throws: PackageManifestError.self) { try PackageManifest(text: "let package = Package(name: \"A\"\n") }
    }
}
