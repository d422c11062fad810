import SwiftSyntax

/// A target of a manifest, as written: its name, kind, folder and dependencies.
struct ManifestTarget {
    /// The target's name.
    let name: String
    /// `target`, `testTarget`, `executableTarget`, `macro`, `plugin`, …
    let kind: String
    /// Its `path:`, `nil` when it has none; ``folders`` when the path is computed is empty.
    let path: String?
    /// Whether a `path:` is given but not as a literal.
    let hasComputedPath: Bool
    /// Each dependency's name: a string (`"App"`), `.product(name:…)`, `.target(name:)` or
    /// `.byName(name:)`; `nil` when `dependencies:` is not an array literal.
    let dependencies: [String]?
    /// The `package:` of each `.product(name:package:)` dependency, by product name.
    let productPackages: [String: String]
    /// Each dependency element's text, for checking an edit.
    let dependencyTexts: [String]

    init?(_ expression: ExprSyntax) {
        guard let call = expression.as(FunctionCallExprSyntax.self), let kind = call.calledMemberName,
            let name = call.argument("name")?.expression.stringLiteral
        else { return nil }
        self.name = name
        self.kind = kind
        let pathArgument = call.argument("path")
        path = pathArgument?.expression.stringLiteral
        hasComputedPath = pathArgument != nil && path == nil
        guard let argument = call.argument("dependencies") else {
            dependencies = []
            productPackages = [:]
            dependencyTexts = []
            return
        }
        guard let array = argument.expression.as(ArrayExprSyntax.self) else {
            dependencies = nil
            productPackages = [:]
            dependencyTexts = []
            return
        }
        var names: [String] = []
        var packages: [String: String] = [:]
        for element in array.elements {
            if let literal = element.expression.stringLiteral {
                names.append(literal)
            } else if let dependency = element.expression.as(FunctionCallExprSyntax.self),
                let named = dependency.argument("name")?.expression.stringLiteral
            {
                names.append(named)
                if let package = dependency.argument("package")?.expression.stringLiteral { packages[named] = package }
            }
        }
        dependencies = names
        productPackages = packages
        dependencyTexts = array.elements.map { $0.expression.trimmedDescription }
    }

    /// The folders the target's sources may be in: its `path:`, else where SwiftPM looks by default.
    var folders: [String] {
        if let path { return [Self.normalized(path)] }
        if hasComputedPath { return [] }
        switch kind {
        case "testTarget": return ["Tests/\(name)"]
        case "plugin": return ["Plugins/\(name)"]
        default: return ["Sources", "Source", "src", "srcs"].map { "\($0)/\(name)" }
        }
    }

    /// Whether `folder` (relative to the package) is the target's folder or inside it.
    func builds(_ folder: String) -> Bool {
        let path = Self.normalized(folder)
        return folders.contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    /// `path` without `./`, empty components and a trailing `/`.
    static func normalized(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != "." && !$0.isEmpty }.joined(separator: "/")
    }
}
