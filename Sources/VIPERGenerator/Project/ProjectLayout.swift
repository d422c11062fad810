import Foundation

/// How a project's folders are laid out, read from the folder itself: where new modules,
/// their tests, and the module the tests import should be by default.
///
/// - A **SwiftPM package** (`Package.swift` or `Sources/`): modules go to
///   `Sources/<Target>/Modules`, tests to `Tests/<Target>Tests`.
/// - An **Xcode project** (`<Name>.xcodeproj`), with **CocoaPods** when a `Podfile` sits beside
///   it: the app's sources are the folder holding its Swift files (preferably the one named like
///   the project), modules go to its `Modules` (or an existing `Features`, `Scenes` or `Screens`)
///   folder, tests to `<Folder>Tests`, and the tests import the folder's name as Xcode makes a
///   module name of it (`My App` → `My_App`). `Pods/` is never a candidate.
///
/// When it cannot choose (several targets, no sources), it says so and suggests nothing, so
/// `viper new` asks for `--target` instead of writing where no target lives.
public struct ProjectLayout: Sendable, Equatable {
    /// The kind of project found.
    public enum Kind: Sendable, Equatable {
        /// A Swift package.
        case swiftPackage
        /// An Xcode project, named by its `.xcodeproj`.
        case xcodeProject(String)
        /// An Xcode project whose dependencies CocoaPods manages, named by its `.xcodeproj`.
        case cocoaPods(String)
        /// Nothing recognisable.
        case unknown
    }

    /// The kind of project.
    public let kind: Kind
    /// The settings the layout suggests: `sourcesPath`, `testsPath` and `target`, each nil
    /// when the layout does not tell.
    public let defaults: Configuration
    /// What was found and chosen, in words, for `viper init` to print.
    public let summary: String

    /// Folder names that are never an app's sources.
    static let ignoredFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "build", "Build", "fastlane", "node_modules", "Packages"]
    /// Existing module folders used before creating `Modules`.
    static let moduleFolderNames = ["Modules", "Features", "Scenes", "Screens"]

    /// The layout of the project at `root`; `target`, when the user named one, picks among
    /// several candidates.
    static func detect(at root: URL, target: String?) -> ProjectLayout {
        let folder = ProjectFolder(root)
        if let project = folder.entries.filter({ $0.hasSuffix(".xcodeproj") }).sorted().first,
            !folder.hasFile("Package.swift")
        {
            return xcode(folder, project: String(project.dropLast(".xcodeproj".count)), target: target)
        }
        if folder.hasFile("Package.swift") || folder.isDirectory("Sources") {
            return package(folder, target: target)
        }
        return ProjectLayout(
            kind: .unknown, defaults: Configuration(),
            summary: "Found no Package.swift, Sources/ folder or .xcodeproj here, so no folder is chosen: "
                + "pass --sources-path, --tests-path and --target, or run viper at the project's root."
        )
    }

    private static func package(_ folder: ProjectFolder, target: String?) -> ProjectLayout {
        let targets = folder.subfolders(of: "Sources")
        let chosen = target.flatMap { targets.contains($0) ? $0 : nil } ?? (targets.count == 1 ? targets.first : nil)
        guard let chosen else {
            let found = targets.isEmpty ? "no target in Sources/" : "targets \(targets.joined(separator: ", ")) in Sources/"
            return ProjectLayout(
                kind: .swiftPackage, defaults: Configuration(),
                summary: "Found a Swift package with \(found), so no folder is chosen: pass --target <name> to pick one."
            )
        }
        let tests = "Tests/\(chosen)Tests"
        return ProjectLayout(
            kind: .swiftPackage,
            defaults: Configuration(sourcesPath: "Sources/\(chosen)/Modules", testsPath: tests, target: chosen),
            summary: "Found a Swift package: modules go to Sources/\(chosen)/Modules, their tests to \(tests), "
                + "which import \(chosen)." + missingTestsNote(folder, tests, where: "Package.swift")
        )
    }

    private static func xcode(_ folder: ProjectFolder, project: String, target: String?) -> ProjectLayout {
        let usesPods = folder.hasFile("Podfile")
        let kind: Kind = usesPods ? .cocoaPods(project) : .xcodeProject(project)
        let found = "Found \(project).xcodeproj" + (usesPods ? " with a Podfile (CocoaPods; Pods/ is left alone)" : "")
        let candidates = folder.subfolders(of: nil).filter { name in
            !ignoredFolders.contains(name) && !name.hasSuffix("Tests") && !name.contains(".") && folder.holdsSwift(name)
        }
        let preferred = [target, project].compactMap { $0 }
        guard let sources = preferred.first(where: candidates.contains) ?? (candidates.count == 1 ? candidates.first : nil) else {
            let listed = candidates.isEmpty ? "no folder of Swift files" : "Swift files in \(candidates.joined(separator: ", "))"
            return ProjectLayout(
                kind: kind, defaults: Configuration(),
                summary: "\(found) and \(listed), so no folder is chosen: pass --sources-path, --tests-path and --target."
            )
        }
        let modules = moduleFolderNames.first { folder.isDirectory("\(sources)/\($0)") } ?? moduleFolderNames[0]
        let testFolders = folder.subfolders(of: nil).filter { $0.hasSuffix("Tests") && !$0.hasSuffix("UITests") }
        let tests =
            testFolders.contains("\(sources)Tests") ? "\(sources)Tests" : (testFolders.count == 1 ? testFolders[0] : "\(sources)Tests")
        let module = moduleName(sources)
        return ProjectLayout(
            kind: kind,
            defaults: Configuration(sourcesPath: "\(sources)/\(modules)", testsPath: tests, target: module),
            summary: "\(found): modules go to \(sources)/\(modules), their tests to \(tests), which import \(module)."
                + missingTestsNote(folder, tests, where: "the Xcode project")
                + " Add the generated files to the app and test targets in Xcode."
        )
    }

    private static func missingTestsNote(_ folder: ProjectFolder, _ tests: String, where place: String) -> String {
        folder.isDirectory(tests) ? "" : " \(tests)/ does not exist yet: add a test target for it to \(place)."
    }

    /// The module name Xcode makes of a target name: every character that cannot be in an
    /// identifier becomes `_`, and a leading digit gets a `_` before it.
    static func moduleName(_ name: String) -> String {
        let characters = name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" }
        let identifier = String(characters)
        return identifier.first?.isNumber == true ? "_" + identifier : identifier
    }
}

/// The entries of a project's root folder, read once.
private struct ProjectFolder {
    let root: URL
    let entries: [String]

    init(_ root: URL) {
        self.root = root
        entries = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    func hasFile(_ name: String) -> Bool {
        entries.contains(name) && !isDirectory(name)
    }

    func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: root.appending(path: path).path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The visible subfolders of `path` (of the root for nil), sorted.
    func subfolders(of path: String?) -> [String] {
        let names =
            path.map { path in
                ((try? FileManager.default.contentsOfDirectory(atPath: root.appending(path: path).path)) ?? []).filter {
                    !$0.hasPrefix(".")
                }
            } ?? entries
        return names.filter { isDirectory((path.map { "\($0)/" } ?? "") + $0) }.sorted()
    }

    /// Whether a `.swift` file lies anywhere below the root's subfolder `name`.
    func holdsSwift(_ name: String) -> Bool {
        let walker = FileManager.default.enumerator(
            at: root.appending(path: name), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        while let url = walker?.nextObject() as? URL {
            if url.pathExtension == "swift" { return true }
        }
        return false
    }
}

extension Project {
    /// The project's layout, as ``ProjectLayout`` reads it; `target` picks among several candidates.
    public func detectLayout(target: String? = nil) -> ProjectLayout {
        ProjectLayout.detect(at: root, target: target)
    }

    /// The settings `viper new` and `viper init` use: `explicit` (the command line) over
    /// `viper.json` over the detected layout over the built-in defaults. A target set nowhere
    /// is read from the chosen sources path (the folder after `Sources/`), else taken from the layout.
    public func resolvedSettings(_ explicit: Configuration) throws(ProjectError) -> Configuration {
        let file = try loadConfiguration()
        var detected = detectLayout(target: explicit.target ?? file.target).defaults
        let detectedTarget = detected.target
        detected.target = nil
        let builtIn = Configuration(layout: .flat, ui: UIKind.none, tests: .swiftTesting, assembly: .router, header: "")
        var resolved = builtIn.overridden(by: detected).overridden(by: file).overridden(by: explicit)
        if resolved.target == nil {
            resolved.target = resolved.sourcesPath.flatMap(Project.target(forSourcesPath:)) ?? detectedTarget
        }
        return resolved
    }
}
