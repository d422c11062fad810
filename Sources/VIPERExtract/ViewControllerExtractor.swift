import Foundation
import SwiftSyntax
import VIPERGenerator

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
    /// `module` (or the type's name without `ViewController`), written as `options` say: the
    /// layout and assembly style of `viper new`, and its tests when ``ExtractOptions/testing`` is set.
    ///
    /// - Throws: ``ExtractError``: the file does not parse, holds no (or several) view
    ///   controllers, or the output fails the conservation or lint check.
    public static func extract(
        source text: String, path: String, typeName: String? = nil, module: String? = nil, options: ExtractOptions = ExtractOptions()
    ) throws(ExtractError) -> Extraction {
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
        var refused: [Int: String] = [:]
        while true {
            let candidates = classifier.splitCandidates().filter { pinned[$0] == nil && refused[$0] == nil }
            var placements = classifier.placements(pinned: pinned, splitting: candidates)
            let (splits, refusals) = split(candidates, source: source, placements: placements, memberNames: names)
            guard refusals.isEmpty else {
                refused.merge(refusals) { first, _ in first }
                continue
            }
            placements = placements.enumerated().map { index, placement in
                guard let reason = refused[index], let step = placement.manualStep else { return placement }
                return Placement(
                    member: placement.member, line: placement.line, role: placement.role, reason: placement.reason,
                    manualStep: step + " (not split into a chain: \(reason))")
            }
            let (made, plan) = moduleFiles(
                source: source, module: name, placements: placements, touches: touches, splits: splits, options: options)
            let files = WeakSelfCapture.applied(to: made, viewPath: source.path)
            let generated = Dictionary(LogicFiles(plan: plan).forwarded.map { ($0.title, 1) }, uniquingKeysWith: +)
            let problems = ConservationCheck(original: source, generatedTitles: generated, splits: splits).problems(in: files)
            guard problems.isEmpty else { throw .conservation(problems) }
            let located = MemberLocator(source: source, files: files, splits: splits)
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
            if open.isEmpty {
                let tests = options.testing.map {
                    ModuleTests(plan: plan, contracts: files[1], framework: options.tests, testing: $0).files()
                }
                return Extraction(module: name, typeName: source.typeName, files: files + (tests ?? []), placements: placements)
            }
            guard progress else { throw .lint(open.map { "\($0.path):\($0.line): [\($0.ruleID)] \($0.message)" }) }
        }
    }

    /// The chains the `candidates` split into, and the reasons the others do not.
    private static func split(_ candidates: Set<Int>, source: ViewControllerSource, placements: [Placement], memberNames: Set<String>)
        -> (splits: [Int: MethodSplit], refusals: [Int: String])
    {
        var roles: [String: ExtractRole] = [:]
        for (member, placement) in zip(source.members, placements) where member.kind != .other { roles[member.name] = placement.role }
        var taken = Set(source.members.map(\.name))
        var splits: [Int: MethodSplit] = [:]
        var refusals: [Int: String] = [:]
        for index in candidates.sorted() {
            let member = source.members[index]
            do {
                let split = try MethodSplitter(member: member, roles: roles, memberNames: memberNames, taken: taken).split()
                try reachable(split, source: source, placements: placements)
                taken.formUnion(split.pieces.map(\.name))
                splits[index] = split
            } catch {
                refusals[index] = error.reason
            }
        }
        return (splits, refusals)
    }

    /// Refuses a chain whose parts refer to members their role cannot reach: state shared
    /// across roles.
    private static func reachable(_ split: MethodSplit, source: ViewControllerSource, placements: [Placement]) throws(SplitRefusal) {
        for (role, names) in split.references {
            for target in source.members where names.contains(target.name) && target.index != split.member {
                let to = placements[target.index].role
                guard to != role, !ReferencePolicy.allows(from: role, to: to, target: target) else { continue }
                throw SplitRefusal(reason: "its \(role.word) part needs `\(target.name)`, which stays in the \(to.word)")
            }
        }
    }

    /// The module's files for these placements: the View (replacing the original file) first,
    /// then the contracts; the others in the folders of `options.layout`.
    private static func moduleFiles(
        source: ViewControllerSource, module name: String, placements: [Placement], touches: [Touches], splits: [Int: MethodSplit],
        options: ExtractOptions
    ) -> ([ExtractedFile], ModulePlan) {
        let plan = ModulePlan(
            source: source, module: name, assembly: options.assembly, placements: placements, touches: touches, splits: splits)
        let logic = LogicFiles(plan: plan)
        let folder = (source.path as NSString).deletingLastPathComponent
        func sibling(_ role: String, _ file: String) -> String {
            let relative = options.layout == .roles && !role.isEmpty ? "\(role)/\(file)" : file
            return folder.isEmpty ? relative : (folder as NSString).appendingPathComponent(relative)
        }
        return (
            [
                ExtractedFile(path: source.path, contents: ViewFileRewriter.viewFile(plan), existing: source.text),
                ExtractedFile(path: sibling("", "\(name)Contracts.swift"), contents: logic.contracts(), existing: nil),
                ExtractedFile(path: sibling("Presenter", "\(plan.presenterType).swift"), contents: logic.presenter(), existing: nil),
                ExtractedFile(path: sibling("Interactor", "\(plan.interactorType).swift"), contents: logic.interactor(), existing: nil),
                ExtractedFile(path: sibling("Router", "\(plan.routerType).swift"), contents: logic.router(), existing: nil),
                ExtractedFile(path: sibling("Router", "\(plan.assemblyType).swift"), contents: logic.assembly(), existing: nil),
            ], plan
        )
    }

    /// `ItemsViewController` → `Items`.
    static func defaultModuleName(for typeName: String) -> String {
        for suffix in ["ViewController", "Controller", "VC"] where typeName.hasSuffix(suffix) && typeName.count > suffix.count {
            return String(typeName.dropLast(suffix.count))
        }
        return typeName
    }
}
