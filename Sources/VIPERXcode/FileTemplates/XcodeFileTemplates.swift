import Foundation
import VIPERGenerator
import VIPERToolSupport

/// Xcode file templates (`.xctemplate` bundles) made from a `viper` template set, so that
/// File ▸ New ▸ File… in Xcode writes the same module `viper new` writes.
///
/// There is one bundle per kind of view (`Module (UIKit)`, …) holding the module's sources, and
/// one holding its tests and spies (`Module Tests`), which belong to the test target. Xcode
/// creates all of a bundle's files in one folder, so the files are laid out flat. In the files,
/// the module's name becomes `___VARIABLE_productName___` and the module the tests import
/// `___VARIABLE_testedModule___`, the two fields Xcode asks for; in file names the module's name
/// becomes `___FILEBASENAME___`, which Xcode replaces with the name typed.
public enum XcodeFileTemplates {
    /// Where Xcode looks for a user's file templates; the bundles appear under "VIPER".
    public static var defaultFolder: URL {
        FileManager.default.homeDirectoryForCurrentUser
            .appending(path: "Library/Developer/Xcode/Templates/File Templates/VIPER")
    }

    /// The name Xcode substitutes for `___VARIABLE_productName___`: the module's name.
    public static let productNameMacro = "___VARIABLE_productName___"
    /// The name Xcode substitutes for `___VARIABLE_testedModule___`: the module the tests import.
    public static let testedModuleMacro = "___VARIABLE_testedModule___"
    /// What Xcode replaces in a template's file names with the name typed.
    public static let fileBaseNameMacro = "___FILEBASENAME___"

    /// Stand-ins rendered in place of the name and target, then replaced by Xcode's macros.
    private static let nameStandIn = "VIPERTemplateProductName"
    private static let targetStandIn = "VIPERTemplateTestedModule"

    /// Every file of every bundle, with paths relative to the folder the bundles go in
    /// (`Module (UIKit).xctemplate/___FILEBASENAME___View.swift`, `…/TemplateInfo.plist`).
    ///
    /// - Parameters:
    ///   - templateSet: the templates to render, normally the built-in one.
    ///   - tests: the test framework of the tests bundle.
    ///   - assembly: the assembly style of the modules.
    ///   - header: the comment put at the top of every file.
    /// - Throws: ``XcodeFileTemplateError`` when a template uses the module's name in a form
    ///   Xcode cannot produce (`{{module}}`, `{{module_snake}}`, `{{MODULE}}`), or
    ///   ``TemplateError`` for a broken template.
    public static func files(
        templateSet: TemplateSet, tests: TestFramework = .swiftTesting, assembly: Assembly = .router, header: String = ""
    ) throws -> [GeneratedFile] {
        let generator = try ModuleGenerator(templateSet: templateSet)
        let name = try ModuleName(validating: nameStandIn)
        var sourceBundles: [(UIKind, [GeneratedFile])] = []
        var testBundles: [(UIKind, [GeneratedFile])] = []
        for ui in UIKind.allCases {
            let request = ModuleRequest(
                name: name, layout: .flat, ui: ui, tests: tests, assembly: assembly,
                sourcesPath: "sources", testsPath: "tests", target: targetStandIn, header: header
            )
            let files = try generator.files(for: request)
            try checkNameForms(files, name: name)
            sourceBundles.append((ui, files.filter { $0.path.hasPrefix("sources/") }))
            testBundles.append((ui, files.filter { $0.path.hasPrefix("tests/") }))
        }
        var output: [GeneratedFile] = []
        for (ui, files) in sourceBundles {
            output += bundle(
                named: "Module (\(title(of: ui)))",
                summary: "A VIPER module with \(description(of: ui)), as 'viper new --ui \(ui.rawValue)' writes it.", files: files)
        }
        let sameTests = testBundles.allSatisfy { $0.1.map(\.contents) == testBundles[0].1.map(\.contents) }
        for (ui, files) in sameTests ? Array(testBundles.prefix(1)) : testBundles {
            let name = sameTests ? "Module Tests" : "Module Tests (\(title(of: ui)))"
            output += bundle(
                named: name, summary: "The tests and spies of a VIPER module, as 'viper new' writes them; add them to the test target.",
                files: files)
        }
        return output
    }

    /// The bundle's files: each template file with Xcode's macros, and its `TemplateInfo.plist`.
    private static func bundle(named name: String, summary: String, files: [GeneratedFile]) -> [GeneratedFile] {
        let folder = "\(name).xctemplate"
        var output: [GeneratedFile] = []
        var usesTarget = false
        for file in files {
            let fileName = (file.path.split(separator: "/").last.map(String.init) ?? file.path)
                .replacingOccurrences(of: nameStandIn, with: fileBaseNameMacro)
            usesTarget = usesTarget || file.contents.contains(targetStandIn)
            let contents = file.contents
                .replacingOccurrences(of: nameStandIn, with: productNameMacro)
                .replacingOccurrences(of: targetStandIn, with: testedModuleMacro)
            output.append(GeneratedFile(path: "\(folder)/\(fileName)", contents: contents))
        }
        output.append(
            GeneratedFile(path: "\(folder)/TemplateInfo.plist", contents: templateInfo(summary: summary, asksForTarget: usesTarget)))
        return output
    }

    /// `TemplateInfo.plist`: a text-substitution file template asking for the module's name
    /// (and the module its tests import, when the files need it).
    static func templateInfo(summary: String, asksForTarget: Bool) -> String {
        var options: [[String: Any]] = [
            [
                "Identifier": "productName", "Type": "text", "Required": true, "NotPersisted": true,
                "Name": "Module:", "Description": "The module's name, an UpperCamelCase Swift identifier (e.g. Profile).",
            ]
        ]
        if asksForTarget {
            options.append([
                "Identifier": "testedModule", "Type": "text", "Required": true,
                "Name": "Module under test:",
                "Description": "The Swift module the tests import with @testable (usually the app target's name).",
            ])
        }
        let info: [String: Any] = [
            "Kind": "Xcode.IDEFoundation.TextSubstitutionFileTemplateKind",
            "Summary": summary, "Description": summary,
            "SortOrder": "1", "DefaultCompletionName": "Module",
            "AllowedTypes": ["public.swift-source"],
            "Options": options,
        ]
        // An in-memory dictionary of strings, booleans and arrays always serializes.
        let data = (try? PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// Refuses templates that spell the module's name in a form Xcode's macros cannot produce.
    private static func checkNameForms(_ files: [GeneratedFile], name: ModuleName) throws(XcodeFileTemplateError) {
        let forms = [("{{module}}", name.lowerCamelCase), ("{{module_snake}}", name.snakeCase), ("{{MODULE}}", name.screamingSnakeCase)]
        for file in files {
            for (variable, rendered) in forms where file.contents.contains(rendered) || file.path.contains(rendered) {
                throw .unsupportedVariable(variable, file: file.path.split(separator: "/").last.map(String.init) ?? file.path)
            }
        }
    }

    private static func title(of ui: UIKind) -> String {
        switch ui {
        case .none: "Headless"
        case .terminal: "Terminal"
        case .uikit: "UIKit"
        case .swiftui: "SwiftUI"
        }
    }

    private static func description(of ui: UIKind) -> String {
        switch ui {
        case .none: "a headless view that keeps the last state"
        case .terminal: "a terminal view"
        case .uikit: "a UIKit view controller"
        case .swiftui: "a SwiftUI view and view model"
        }
    }

    /// Writes `files` below `folder`, each atomically (Foundation writes a temporary file and
    /// renames it), creating folders on the way.
    ///
    /// - Throws: ``ProjectError/filesExist(_:)`` when a file exists with other text and `force`
    ///   is off (nothing is written then); ``ProjectError/unreadable(path:reason:)`` and
    ///   ``ProjectError/unwritable(path:reason:)``.
    /// - Returns: what happened to each file.
    @discardableResult
    public static func install(_ files: [GeneratedFile], into folder: URL, force: Bool) throws(ProjectError) -> [FileChange] {
        var changes: [FileChange] = []
        for file in files {
            let url = folder.appending(path: file.path)
            var existing: String?
            if FileManager.default.fileExists(atPath: url.path) {
                do {
                    existing = try String(contentsOf: url, encoding: .utf8)
                } catch {
                    throw .unreadable(path: url.path, reason: error.localizedDescription)
                }
            }
            changes.append(FileChange(file: file, existing: existing))
        }
        let clobbered = changes.filter { $0.kind == .overwrite }.map(\.file.path)
        guard force || clobbered.isEmpty else { throw .filesExist(clobbered) }
        for change in changes where change.kind != .unchanged {
            let url = folder.appending(path: change.file.path)
            do {
                try AtomicFile.write(Array(change.file.contents.utf8), to: url, confinedTo: ConfinedRoot(folder))
            } catch {
                throw .unwritable(path: url.path, reason: error.reason)
            }
        }
        return changes
    }
}

/// Why a template set cannot become an Xcode file template.
public enum XcodeFileTemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A template uses a form of the module's name that Xcode's macros cannot produce.
    case unsupportedVariable(String, file: String)

    /// What is wrong and what to do.
    public var description: String {
        switch self {
        case .unsupportedVariable(let variable, let file):
            "\(file) uses \(variable), a form of the module's name Xcode file templates cannot produce; use {{Module}} in templates meant for Xcode"
        }
    }
}
