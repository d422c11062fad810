import Foundation
import Testing
import VIPERGenerator
@testable import VIPERPackageManifest

@Suite("The minimum deployments viper checks for")
struct MinimumDeploymentsTests {
    @Test("are the platforms VIPERKit's own Package.swift declares")
    func matchManifest() throws {
        let url = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appending(
            path: "Package.swift")
        let manifest = try PackageManifest(text: String(contentsOf: url, encoding: .utf8))
        let declared = manifest.platforms
        #expect(declared.count == VIPERKitPackage.minimumDeployments.count)
        for (platform, version) in declared {
            let required = try #require(VIPERKitPackage.minimumDeployment(of: platform))
            #expect(
                !VIPERKitPackage.isVersion(version, below: required) && !VIPERKitPackage.isVersion(required, below: version), "\(platform)")
        }
        #expect(manifest.toolsVersion == VIPERKitPackage.traitsToolsVersion)
    }
}
