import SwiftSyntax
import VIPERSyntax

/// The view controller `viper extract` works on: its class, the extensions of it in the same
/// file, and every member of both.
struct ViewControllerSource {
    let path: String
    let text: String
    let tree: SourceFileSyntax
    let classDecl: ClassDeclSyntax
    let extensions: [ExtensionDeclSyntax]
    let members: [Member]
    let converter: SourceLocationConverter

    /// The class's name.
    var typeName: String { classDecl.name.text }

    /// A member's title as the output is matched against it: without the class's name before
    /// its nested types (which a moved member spells out).
    func key(_ title: String) -> String {
        title.replacingOccurrences(of: typeName + ".", with: "")
    }

    /// Reads `text` and finds the view controller named `typeName`, or the only one.
    init(text: String, path: String, typeName: String?) throws(ExtractError) {
        let parsed = SourceFileParser.parse(source: text)
        if let skipped = parsed.skipped { throw .unparsable(path: path, errors: ["\(skipped)"]) }
        guard parsed.diagnostics.isEmpty else { throw .unparsable(path: path, errors: parsed.diagnostics.map(\.description)) }
        let classes = parsed.tree.statements.compactMap { $0.item.as(ClassDeclSyntax.self) }
        let controllers = classes.filter(Self.isViewController)
        let chosen: ClassDeclSyntax
        if let typeName {
            guard let match = classes.first(where: { $0.name.text == typeName }) else {
                throw .noViewController(path: path, asked: typeName, found: controllers.map(\.name.text))
            }
            chosen = match
        } else {
            guard let only = controllers.first else { throw .noViewController(path: path, asked: nil, found: []) }
            guard controllers.count == 1 else { throw .ambiguousViewController(path: path, found: controllers.map(\.name.text)) }
            chosen = only
        }
        self.path = path
        self.text = text
        tree = parsed.tree
        classDecl = chosen
        converter = SourceLocationConverter(fileName: path, tree: parsed.tree)
        extensions = parsed.tree.statements.compactMap { $0.item.as(ExtensionDeclSyntax.self) }
            .filter { $0.extendedType.trimmedDescription == chosen.name.text }
        members = MemberReader(converter: converter).members(of: chosen, extensions: extensions)
    }

    /// Whether a class inherits from something named `…ViewController` or `…Controller`.
    static func isViewController(_ decl: ClassDeclSyntax) -> Bool {
        guard let first = decl.inheritanceClause?.inheritedTypes.first else { return false }
        return first.type.trimmedDescription.hasSuffix("Controller")
    }
}
