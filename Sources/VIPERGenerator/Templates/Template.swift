/// A parsed template: text with `{{variables}}` and `{{#if}}` blocks, ready to render.
///
/// ```swift
/// let template = try Template(file: "View.swift.tpl", text: "final class {{Module}}View {}")
/// try template.render(["Module": "Login"])   // "final class LoginView {}"
/// ```
public struct Template: Sendable {
    /// The template's name in error messages.
    public let file: String
    let nodes: [TemplateNode]

    /// Parses `text`; `file` names the template in errors.
    ///
    /// - Throws: ``TemplateError`` at the line of the first malformed tag or unclosed block.
    public init(file: String, text: String) throws(TemplateError) {
        self.file = file
        self.nodes = try TemplateParser(file: file).parse(text)
    }

    /// The text with every variable replaced and every block resolved.
    ///
    /// - Throws: ``TemplateError`` for a variable missing from `variables`.
    public func render(_ variables: [String: String]) throws(TemplateError) -> String {
        var output = ""
        try render(nodes, variables, into: &output)
        return output
    }

    private func render(_ nodes: [TemplateNode], _ variables: [String: String], into output: inout String) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .variable(let name, let line):
                output += try value(of: name, line: line, in: variables)
            case .conditional(let branches, let otherwise):
                var chosen = otherwise
                for branch in branches {
                    let value = try value(of: branch.condition.variable, line: branch.condition.line, in: variables)
                    if branch.condition.holds(for: value) {
                        chosen = branch.body
                        break
                    }
                }
                try render(chosen, variables, into: &output)
            }
        }
    }

    private func value(of name: String, line: Int, in variables: [String: String]) throws(TemplateError) -> String {
        guard let value = variables[name] else {
            throw TemplateError(file: file, line: line, kind: .unknownVariable(name, known: variables.keys.sorted()))
        }
        return value
    }
}
