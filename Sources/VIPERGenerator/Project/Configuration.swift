import Foundation

/// The project's defaults for `viper new`, kept in `viper.json` at the project root.
///
/// Every key is optional; a command-line option overrides its key. Keys this type
/// does not know (such as `"lint"`, read by `viper lint`) are kept as they are when
/// the file is rewritten.
///
/// ```json
/// {
///   "sourcesPath": "Sources/App/Modules",
///   "testsPath": "Tests/AppTests",
///   "target": "App",
///   "layout": "flat",
///   "ui": "uikit",
///   "tests": "swift-testing",
///   "assembly": "router",
///   "header": "// Copyright © ACME",
///   "template": "acme",
///   "xcodeproj": "App.xcodeproj",
///   "testTarget": "AppTests",
///   "viperKitURL": "https://git.acme.com/mirrors/VIPERKit.git",
///   "viperKitRequirement": "from 0.1.0"
/// }
/// ```
public struct Configuration: Sendable, Equatable {
    /// The folder that receives new modules.
    public var sourcesPath: String?
    /// The folder that receives new modules' tests.
    public var testsPath: String?
    /// The Swift module the tests import with `@testable`; with an Xcode project, the target that
    /// compiles the module's sources (the tests import its Swift module).
    public var target: String?
    /// The default layout.
    public var layout: Layout?
    /// The default kind of view.
    public var ui: UIKind?
    /// The default test framework.
    public var tests: TestFramework?
    /// The default assembly style.
    public var assembly: Assembly?
    /// Comment lines put at the top of every generated file.
    public var header: String?
    /// The template used when `--template` is not given.
    public var template: String?
    /// The Xcode project new modules are added to, relative to the project root.
    public var xcodeproj: String?
    /// The Xcode test target that compiles new modules' tests and spies.
    public var testTarget: String?
    /// Where a project that lacks VIPERKit gets it from: a repository URL, or a local path for a
    /// Swift package (see ``VIPERKitPackage``).
    public var viperKitURL: String?
    /// The version rule for VIPERKit, as ``PackageRequirement/init(parsing:)`` reads it.
    public var viperKitRequirement: String?

    /// A configuration with the given values; `nil` leaves a key unset.
    public init(
        sourcesPath: String? = nil, testsPath: String? = nil, target: String? = nil,
        layout: Layout? = nil, ui: UIKind? = nil, tests: TestFramework? = nil,
        assembly: Assembly? = nil, header: String? = nil, template: String? = nil,
        xcodeproj: String? = nil, testTarget: String? = nil,
        viperKitURL: String? = nil, viperKitRequirement: String? = nil
    ) {
        self.sourcesPath = sourcesPath
        self.testsPath = testsPath
        self.target = target
        self.layout = layout
        self.ui = ui
        self.tests = tests
        self.assembly = assembly
        self.header = header
        self.template = template
        self.xcodeproj = xcodeproj
        self.testTarget = testTarget
        self.viperKitURL = viperKitURL
        self.viperKitRequirement = viperKitRequirement
    }

    /// VIPERKit's location and version rule: these settings over ``VIPERKitPackage/standard``.
    ///
    /// - Throws: ``PackageRequirementError`` for a rule that does not parse.
    public func viperKitPackage() throws(PackageRequirementError) -> VIPERKitPackage {
        try VIPERKitPackage(url: viperKitURL, requirement: viperKitRequirement)
    }

    /// `other`'s values where it has them, this configuration's elsewhere.
    public func overridden(by other: Configuration) -> Configuration {
        Configuration(
            sourcesPath: other.sourcesPath ?? sourcesPath, testsPath: other.testsPath ?? testsPath,
            target: other.target ?? target, layout: other.layout ?? layout, ui: other.ui ?? ui,
            tests: other.tests ?? tests, assembly: other.assembly ?? assembly,
            header: other.header ?? header, template: other.template ?? template,
            xcodeproj: other.xcodeproj ?? xcodeproj, testTarget: other.testTarget ?? testTarget,
            viperKitURL: other.viperKitURL ?? viperKitURL, viperKitRequirement: other.viperKitRequirement ?? viperKitRequirement
        )
    }

    /// The keys as JSON values, unset keys left out.
    var jsonObject: [String: String] {
        let pairs: [(String, String?)] = [
            ("sourcesPath", sourcesPath), ("testsPath", testsPath), ("target", target),
            ("layout", layout?.rawValue), ("ui", ui?.rawValue), ("tests", tests?.rawValue),
            ("assembly", assembly?.rawValue), ("header", header), ("template", template),
            ("xcodeproj", xcodeproj), ("testTarget", testTarget),
            ("viperKitURL", viperKitURL), ("viperKitRequirement", viperKitRequirement),
        ]
        return Dictionary(uniqueKeysWithValues: pairs.compactMap { key, value in value.map { (key, $0) } })
    }

    /// Reads the keys this type knows from a decoded `viper.json` object.
    init(json: [String: Any], path: String) throws(ProjectError) {
        func string(_ key: String) throws(ProjectError) -> String? {
            guard let value = json[key] else { return nil }
            guard let text = value as? String else {
                throw .invalidConfigurationValue(path: path, key: key, found: "\(value)", expected: "a string")
            }
            return text
        }
        func choice<Choice: CaseIterable & RawRepresentable>(_ key: String, _: Choice.Type) throws(ProjectError) -> Choice?
        where Choice.RawValue == String {
            guard let text = try string(key) else { return nil }
            guard let value = Choice(rawValue: text) else {
                let expected = Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                throw .invalidConfigurationValue(path: path, key: key, found: "\"\(text)\"", expected: "one of \(expected)")
            }
            return value
        }
        self.init(
            sourcesPath: try string("sourcesPath"), testsPath: try string("testsPath"),
            target: try string("target"), layout: try choice("layout", Layout.self),
            ui: try choice("ui", UIKind.self), tests: try choice("tests", TestFramework.self),
            assembly: try choice("assembly", Assembly.self), header: try string("header"),
            template: try string("template"), xcodeproj: try string("xcodeproj"),
            testTarget: try string("testTarget"), viperKitURL: try string("viperKitURL"),
            viperKitRequirement: try string("viperKitRequirement")
        )
        if let rule = viperKitRequirement {
            do {
                _ = try PackageRequirement(parsing: rule)
            } catch {
                throw .invalidConfigurationValue(path: path, key: "viperKitRequirement", found: "\"\(rule)\"", expected: error.expected)
            }
        }
    }
}
