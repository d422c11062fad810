import Foundation
import SwiftSyntax
import VIPERSyntax
import VIPERVocabulary

/// Computes the fixes `viper lint --fix` applies: the ones that cannot change what the code does
/// beyond releasing a module that is gone.
///
/// - A strong back-reference to a View or view controller (`presenter-weak-view`,
///   `router-weak-view`, `interactor-weak-output`) is declared `weak`, and its View protocol
///   gets `: AnyObject` when it needs it (see ``WeakBackReferenceFix``).
/// - An escaping closure that captures `self` strongly (`weak-self-in-escaping-closures`) and
///   only calls through `self` captures `[weak self]` and calls through `self?.`
///   (see ``WeakSelfCaptureFix``).
///
/// Violations a fix cannot handle safely are left for a person. Nothing is written: each
/// ``FileFix`` carries the fixed text, its diff, and ``FileFix/write(confinedTo:)``.
///
/// ```swift
/// let fixes = try LintFixer(configuration: configuration).fixes(paths: ["Sources"])
/// for fix in fixes { print(fix.diff, terminator: "") }   // --fix --dry-run
/// for fix in fixes { try fix.write(confinedTo: root) }    // --fix
/// ```
public struct LintFixer: Sendable {
    /// The rules some of whose violations have a safe fix.
    public static let fixableRules: Set<String> = [
        "presenter-weak-view", "router-weak-view", "interactor-weak-output", "weak-self-in-escaping-closures",
    ]

    /// The configuration the violations are found with.
    public let configuration: LintConfiguration

    /// Creates a fixer.
    public init(configuration: LintConfiguration = .default) {
        self.configuration = configuration
    }

    /// The fixes for the Swift files in `paths` (files or folders), found as `viper lint` finds them.
    ///
    /// - Parameter directory: the working directory, where relative paths start and the project
    ///   that symbolic links may lead into (see ``SourceDiscovery``); nil for the process's.
    public func fixes(paths: [String], relativeTo directory: String? = nil) throws(LintError) -> [FileFix] {
        let inventory: SourceInventory
        do {
            inventory = try SourceDiscovery.swiftFiles(
                in: paths, relativeTo: directory, settings: configuration.files, include: configuration.include,
                exclude: configuration.exclude)
        } catch {
            throw LintError.missingPath(error.path)
        }
        let limits = configuration.files.limits
        return fixes(
            for: inventory.files.compactMap { file in
                (try? SourceReader.bytes(atPath: file.diskPath, limits: limits).get()).map { SourceInput(path: file.path, bytes: $0) }
            })
    }

    /// The fixes for sources held in memory; files with nothing to fix are left out.
    public func fixes(for sources: [SourceInput]) -> [FileFix] {
        let report = Linter(configuration: configuration).lint(sources: sources)
        let fixable = report.violations.filter { Self.fixableRules.contains($0.ruleID) }
        guard !fixable.isEmpty else { return [] }
        var workspace = Workspace(sources: sources, configuration: configuration)
        for violation in fixable { workspace.fix(violation) }
        return workspace.fileFixes()
    }
}

/// The files being fixed: their text, trees, and the edits and changes gathered so far.
private struct Workspace {
    private struct File {
        let text: String
        let lines: LineTable
        let tree: SourceFileSyntax
    }

    private var files: [String: File] = [:]
    private let classes: ClassKnowledge
    private var edits: [String: [TextEdit]] = [:]
    private var changes: [String: [FixChange]] = [:]
    private var fixedClosures: [String: [Range<Int>]] = [:]
    private var protocolFiles: [String: String] = [:]

    init(sources: [SourceInput], configuration: LintConfiguration) {
        var facts: [FileFacts] = []
        for source in sources {
            guard
                let analysed = try? FileAnalyzer.analyze(
                    path: source.path, bytes: source.bytes,
                    limits: configuration.files.limits
                ).get()
            else { continue }
            facts.append(analysed)
            guard analysed.syntaxErrors.isEmpty, let text = String(validating: source.bytes, as: UTF8.self) else { continue }
            files[source.path] = File(
                text: text, lines: LineTable(source.bytes),
                tree: SourceFileParser.parse(source: text, limits: configuration.files.limits).tree)
            for type in analysed.types where type.kind == .protocol { protocolFiles[type.name] = source.path }
        }
        classes = ClassKnowledge(files: facts, project: ProjectFacts(files: facts, resolver: RoleVocabulary(configuration.roles)))
    }

    /// Adds the edits that fix `violation`, when a safe fix exists.
    mutating func fix(_ violation: Violation) {
        guard let file = files[violation.path],
            let offset = file.lines.offset(of: SourcePosition(line: violation.line, column: violation.column)),
            let token = file.tree.token(at: AbsolutePosition(utf8Offset: offset))
        else { return }
        if violation.ruleID == "weak-self-in-escaping-closures" {
            fixClosure(at: token, violation, in: file)
        } else {
            fixBackReference(at: token, violation)
        }
    }

    private mutating func fixClosure(at token: TokenSyntax, _ violation: Violation, in file: File) {
        guard let closure = token.parent?.as(ClosureExprSyntax.self) else { return }
        let range = closure.position.utf8Offset..<closure.endPosition.utf8Offset
        guard !(fixedClosures[violation.path] ?? []).contains(where: { $0.contains(range.lowerBound) }),
            let closureEdits = WeakSelfCaptureFix.edits(for: closure)
        else { return }
        fixedClosures[violation.path, default: []].append(range)
        edits[violation.path, default: []] += closureEdits
        changes[violation.path, default: []].append(
            FixChange(
                ruleID: violation.ruleID, line: violation.line, summary: "captured [weak self] and called through self?."))
    }

    private mutating func fixBackReference(at token: TokenSyntax, _ violation: Violation) {
        guard let result = WeakBackReferenceFix(classes: classes).fix(at: token) else { return }
        var summaries = result.edits.isEmpty ? [] : ["declared '\(result.property)' weak"]
        if let name = result.protocolNeedingAnyObject {
            guard let path = protocolFiles[name], let file = files[path],
                let edit = WeakBackReferenceFix.anyObjectEdit(forProtocol: name, in: file.tree)
            else { return }
            edits[path, default: []].append(edit)
            summaries.append("made \(name) class-bound (: AnyObject)")
        }
        let summary = summaries.joined(separator: " and ")
        edits[violation.path, default: []] += result.edits
        changes[violation.path, default: []].append(FixChange(ruleID: violation.ruleID, line: violation.line, summary: summary))
    }

    /// One fix per file that has edits, in path order.
    func fileFixes() -> [FileFix] {
        edits.keys.sorted().compactMap { path in
            guard let file = files[path], let fileEdits = edits[path] else { return nil }
            let fixed = fileEdits.applied(to: file.text)
            guard fixed != file.text else { return nil }
            return FileFix(
                path: path, original: file.text, fixed: fixed,
                changes: (changes[path] ?? []).sorted { $0.line < $1.line })
        }
    }
}
