import Foundation
import SwiftSyntax

/// Turns a massive view controller into a VIPER module: `viper extract`'s engine.
///
/// ```swift
/// let extraction = try ViewControllerExtractor.extract(source: text, path: "ItemsViewController.swift")
/// print(extraction.table)
/// ```
///
/// Every member is placed by what it touches (``RoleClassifier``); the original file becomes the
/// View and the other roles get files of their own beside it. Before anything is returned the
/// output is re-read: every file must parse, every declaration of the original must appear
/// exactly once, and `viper lint` must find no violation outside the manual steps.
public enum ViewControllerExtractor {
    /// The extraction of the view controller `typeName` (or the only one) in `source`, named
    /// `module` (or the type's name without `ViewController`).
    ///
    /// - Throws: ``ExtractError``: the file does not parse, holds no (or several) view
    ///   controllers, or the output fails the conservation or lint check.
    public static func extract(source text: String, path: String, typeName: String? = nil, module: String? = nil) throws(ExtractError) -> Extraction {
        let source = try ViewControllerSource(text: text, path: path, typeName: typeName)
        let name = module ?? defaultModuleName(for: source.typeName)
        guard let first = name.first, first.isUppercase, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw .invalidModuleName(name)
        }
        // UIKit callbacks are called by UIKit, not by name: `tableView` in a body is the table view.
        let callbacks = Set(source.members.filter { $0.kind == .function && $0.isUIKitEntry }.map(\.name))
        let names = Set(source.members.filter { $0.kind != .other && !($0.kind == .function && callbacks.contains($0.name)) }.map(\.name))
        let touches = source.members.map { TouchScanner.touches(of: $0.decl, memberNames: names) }
        let placements = RoleClassifier(members: source.members, touches: touches).placements()
        let plan = ModulePlan(source: source, module: name, placements: placements, touches: touches)
        let logic = LogicFiles(plan: plan)
        let folder = (path as NSString).deletingLastPathComponent
        func sibling(_ file: String) -> String { folder.isEmpty ? file : (folder as NSString).appendingPathComponent(file) }
        let files = [
            ExtractedFile(path: path, contents: ViewFileRewriter.viewFile(plan), existing: text),
            ExtractedFile(path: sibling("\(name)Contracts.swift"), contents: logic.contracts(), existing: nil),
            ExtractedFile(path: sibling("\(plan.presenterType).swift"), contents: logic.presenter(), existing: nil),
            ExtractedFile(path: sibling("\(plan.interactorType).swift"), contents: logic.interactor(), existing: nil),
            ExtractedFile(path: sibling("\(plan.routerType).swift"), contents: logic.router(), existing: nil),
            ExtractedFile(path: sibling("\(plan.assemblyType).swift"), contents: logic.assembly(), existing: nil),
        ]
        let generated = Dictionary(logic.forwarded.map { ($0.title, 1) }, uniquingKeysWith: +)
        let problems = ConservationCheck(original: source, generatedTitles: generated).problems(in: files)
        guard problems.isEmpty else { throw .conservation(problems) }
        let manual = manualLines(in: files[0], placements: placements, source: source)
        let violations = ModuleLintCheck.violations(in: files, viewPath: path, manualLines: manual)
        guard violations.isEmpty else { throw .lint(violations) }
        return Extraction(module: name, typeName: source.typeName, files: files, placements: placements)
    }

    /// `ItemsViewController` → `Items`.
    static func defaultModuleName(for typeName: String) -> String {
        for suffix in ["ViewController", "Controller", "VC"] where typeName.hasSuffix(suffix) && typeName.count > suffix.count {
            return String(typeName.dropLast(suffix.count))
        }
        return typeName
    }

    /// The lines, in the new View file, of the members left there as manual steps.
    private static func manualLines(in view: ExtractedFile, placements: [Placement], source: ViewControllerSource) -> [ClosedRange<Int>] {
        let manualTitles = Set(placements.filter { $0.manualStep != nil }.map(\.member))
        guard !manualTitles.isEmpty, let rewritten = try? ViewControllerSource(text: view.contents, path: view.path, typeName: source.typeName) else { return [] }
        return rewritten.members.filter { manualTitles.contains($0.title) }.map { member in
            let end = member.decl.endLocation(converter: rewritten.converter).line
            return member.line...max(member.line, end)
        }
    }
}
