import SwiftSyntax
import VIPERSyntax

/// Finds which member of the original view controller sits at a line of an output file, so a
/// lint finding there can send that member back to the View.
struct MemberLocator {
    private var ranges: [String: [(lines: ClosedRange<Int>, member: Int)]] = [:]
    /// The lines of the View file that belong to the view controller (its class and extensions).
    private var viewLines: [ClosedRange<Int>] = []
    private let viewPath: String

    /// A locator over `files`; the pieces of split methods count as the member split.
    init(source: ViewControllerSource, files: [ExtractedFile], splits: [Int: MethodSplit] = [:]) {
        var byTitle = Dictionary(source.members.map { (source.key($0.title), $0.index) }, uniquingKeysWith: { first, _ in first })
        for (index, split) in splits {
            for piece in split.pieces { byTitle[piece.requirement] = index }
        }
        let titles = MemberReader(converter: SourceLocationConverter(fileName: "", tree: SourceFileSyntax(statements: [])))
        viewPath = source.path
        for file in files {
            let parsed = SourceFileParser.parse(source: file.contents)
            let converter = SourceLocationConverter(fileName: file.path, tree: parsed.tree)
            for statement in parsed.tree.statements {
                let owner =
                    statement.item.as(ClassDeclSyntax.self)?.name.text
                    ?? statement.item.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
                if file.path == source.path, owner == source.typeName {
                    let start = statement.startLocation(converter: converter, afterLeadingTrivia: true).line
                    viewLines.append(start...max(start, statement.endLocation(converter: converter).line))
                }
                let block = statement.item.as(ClassDeclSyntax.self)?.memberBlock ?? statement.item.as(ExtensionDeclSyntax.self)?.memberBlock
                for item in block?.members ?? [] {
                    guard let member = byTitle[source.key(titles.titleOnly(item.decl))] else { continue }
                    let start = item.decl.startLocation(converter: converter, afterLeadingTrivia: true).line
                    let end = item.decl.endLocation(converter: converter).line
                    ranges[file.path, default: []].append((start...max(start, end), member))
                }
            }
        }
    }

    /// Whether a finding at `line` of `path` is about code the extraction made or moved: not
    /// about another type the original file declares, which it leaves as it was.
    func concernsModule(line: Int, in path: String) -> Bool {
        path != viewPath || viewLines.contains { $0.contains(line) }
    }

    /// The index of the original member at `line` of `path`, or nil.
    func member(at line: Int, in path: String) -> Int? {
        ranges[path]?.first { $0.lines.contains(line) }?.member
    }
}
