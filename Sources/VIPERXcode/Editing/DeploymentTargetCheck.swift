import VIPERGenerator
@preconcurrency import XcodeProj

/// Finds targets that deploy to systems older than VIPERKit supports: for each platform a target
/// builds for (`SDKROOT`, and `SUPPORTED_PLATFORMS` when it lists several), the lowest deployment
/// target among its build configurations, each setting read from the target's configuration or
/// else the project's configuration of the same name, as Xcode resolves it.
struct DeploymentTargetCheck {
    let project: PBXProject

    /// The SDK names of each platform VIPERKit supports.
    private static let platforms: [(platform: String, sdks: Set<String>)] = [
        ("iOS", ["iphoneos", "iphonesimulator"]), ("macOS", ["macosx"]), ("tvOS", ["appletvos", "appletvsimulator"]),
        ("watchOS", ["watchos", "watchsimulator"]), ("visionOS", ["xros", "xrsimulator"]),
    ]

    /// A warning for each target and platform whose deployment target is below VIPERKit's minimum.
    func warnings(for targets: [PBXTarget]) -> [RuntimeLink.Warning] {
        targets.flatMap(warnings(for:))
    }

    private func warnings(for target: PBXTarget) -> [RuntimeLink.Warning] {
        let configurations = target.buildConfigurationList?.buildConfigurations ?? []
        let projectConfigurations = project.buildConfigurationList?.buildConfigurations ?? []
        func setting(_ key: String, in configuration: XCBuildConfiguration) -> BuildSetting? {
            configuration.buildSettings[key] ?? projectConfigurations.first { $0.name == configuration.name }?.buildSettings[key]
        }
        var sdks: Set<String> = []
        for configuration in configurations {
            if let root = setting("SDKROOT", in: configuration)?.stringValue { sdks.insert(root) }
            switch setting("SUPPORTED_PLATFORMS", in: configuration) {
            case .string(let list)?: sdks.formUnion(list.split(separator: " ").map(String.init))
            case .array(let list)?: sdks.formUnion(list)
            case nil: break
            }
        }
        var warnings: [RuntimeLink.Warning] = []
        for (platform, platformSDKs) in Self.platforms where !sdks.isDisjoint(with: platformSDKs) {
            guard let required = VIPERKitPackage.minimumDeployment(of: platform) else { continue }
            let key = RuntimeLink.deploymentSetting(of: platform)
            let values = configurations.compactMap { setting(key, in: $0)?.stringValue }.filter(Self.isNumeric)
            let lowest = values.min { VIPERKitPackage.isVersion($0, below: $1) }
            if let lowest, VIPERKitPackage.isVersion(lowest, below: required) {
                warnings.append(.deploymentTarget(platform: platform, found: lowest, required: required, target: target.name))
            }
        }
        return warnings
    }

    private static func isNumeric(_ value: String) -> Bool {
        !value.isEmpty && value.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
    }
}
