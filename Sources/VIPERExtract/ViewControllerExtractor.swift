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
    public static func extract(source text: String, path: String, typeName: String? = nil, module: String? = nil) throws(ExtractError)
        -> Extraction
    {
        let source = try ViewControllerSource(text: text, path: path, typeName: typeName)
        let name = module ?? defaultModuleName(for: source.typeName)
        guard let first = name.first, first.isUppercase, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw .invalidModuleName(name)
        }
        // UIKit callbacks are called by UIKit, not by name: `tableView` in a body is the table view.
        let callbacks = Set(source.members.filter { $0.kind == .function && $0.isUIKitEntry }.map(\.name))
        let names = Set(source.members.filter { $0.kind != .other && !($0.kind == .function && callbacks.contains($0.name)) }.map(\.name))
        let touches = source.members.map { TouchScanner.touches(of: $0.decl, memberNames: names) }
        let classifier = RoleClassifier(members: source.members, touches: touches)
        var pinned: [Int: String] = [:]
        while true {
            let placements = classifier.placements(pinned: pinned)
            let (made, plan) = moduleFiles(source: source, module: name, placements: placements, touches: touches)
            let files = WeakSelfCapture.applied(to: made, viewPath: source.path)
            let generated = Dictionary(LogicFiles(plan: plan).forwarded.map { ($0.title, 1) }, uniquingKeysWith: +)
            let problems = ConservationCheck(original: source, generatedTitles: generated).problems(in: files)
            guard problems.isEmpty else { throw .conservation(problems) }
            let located = MemberLocator(source: source, files: files)
            let violations = ModuleLintCheck.violations(in: files).filter { located.concernsModule(line: $0.line, in: $0.path) }
            var progress = false
            for violation in violations {
                guard let index = located.member(at: violation.line, in: violation.path), pinned[index] == nil,
                    placements[index].manualStep == nil || placements[index].role != .view
                else { continue }
                pinned[index] = "viper lint would report [\(violation.ruleID)] here: \(violation.message)"
                progress = true
            }
            let open = violations.filter { violation in
                guard let index = located.member(at: violation.line, in: violation.path) else { return true }
                return placements[index].manualStep == nil || placements[index].role != .view
            }
            if open.isEmpty { return Extraction(module: name, typeName: source.typeName, files: files, placements: placements) }
            guard progress else { throw .lint(open.map { "\($0.path):\($0.line): [\($0.ruleID)] \($0.message)" }) }
        }
    }

    /// The module's files for these placements: the View (replacing the original file) first.
    private static func moduleFiles(source: ViewControllerSource, module name: String, placements: [Placement], touches: [Touches]) -> (
        [ExtractedFile], ModulePlan
    ) {
        let plan = ModulePlan(source: source, module: name, placements: placements, touches: touches)
        let logic = LogicFiles(plan: plan)
        let folder = (source.path as NSString).deletingLastPathComponent
        func sibling(_ file: String) -> String { folder.isEmpty ? file : (folder as NSString).appendingPathComponent(file) }
        let files = [
            ExtractedFile(path: source.path, contents: ViewFileRewriter.viewFile(plan), existing: source.text),
            ExtractedFile(path: sibling("\(name)Contracts.swift"), contents: logic.contracts(), existing: nil),
            ExtractedFile(path: sibling("\(plan.presenterType).swift"), contents: logic.presenter(), existing: nil),
            ExtractedFile(path: sibling("\(plan.interactorType).swift"), contents: logic.interactor(), existing: nil),
            ExtractedFile(path: sibling("\(plan.routerType).swift"), contents: logic.router(), existing: nil),
            ExtractedFile(path: sibling("\(plan.assemblyType).swift"), contents: logic.assembly(), existing: nil),
        ]
        return (files, plan)
    }

    /// `ItemsViewController` → `Items`.
    static func defaultModuleName(for typeName: String) -> String {
        for suffix in ["ViewController", "Controller", "VC"] where typeName.hasSuffix(suffix) && typeName.count > suffix.count {
            return String(typeName.dropLast(suffix.count))
        }
        return typeName
    }
}
