/// A template that cannot be read or rendered, located at its file and line:
/// `LoginView.swift.tpl:12: unclosed {{#if}} opened here`.
public struct TemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: Equatable, Sendable {
        /// `{{#if}}` without its `{{/if}}`; the line is where it opened.
        case unclosedIf
        /// `{{else}}`, `{{else if}}` or `{{/if}}` with no `{{#if}}` open.
        case unexpected(tag: String)
        /// A second `{{else}}`, or an `{{else if}}` after `{{else}}`, in one `{{#if}}`.
        case branchAfterElse
        /// `{{` with no `}}` after it on the same line.
        case unterminatedTag
        /// A tag that is neither a variable nor a block tag.
        case malformedTag(String)
        /// An `{{#if}}` condition that is not `name`, `name == "value"` or `name != "value"`.
        case malformedCondition(String)
        /// A variable the generator does not provide.
        case unknownVariable(String, known: [String])
        /// A template file whose path does not start with `sources/` or `tests/`, or holds a
        /// `.` or `..` folder.
        case outsideOutputFolders
        /// A file name that renders to something other than one file name: empty, `.`, `..`, or
        /// holding `/`, a line break or another control character (the values substituted in it
        /// are shown, e.g. a `header` with `/..`).
        case fileNameNotOneComponent(String)
    }

    /// The template file, as the user names it (`sources/View/{{Module}}View.swift.tpl`).
    public let file: String
    /// The 1-based line of the problem.
    public let line: Int
    /// What is wrong.
    public let kind: Kind

    /// An error in `file` at `line`.
    public init(file: String, line: Int, kind: Kind) {
        self.file = file
        self.line = line
        self.kind = kind
    }

    /// `file:line: message`, as compilers print it.
    public var description: String {
        "\(file):\(line): \(message)"
    }

    /// `name` in quotes, with control characters escaped so the message stays on one line.
    private static func quoted(_ name: String) -> String {
        "'" + name.unicodeScalars.map { $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0) }.joined() + "'"
    }

    private var message: String {
        switch kind {
        case .unclosedIf:
            "unclosed {{#if}} opened here; close it with {{/if}}"
        case .unexpected(let tag):
            "{{\(tag)}} without an open {{#if}}"
        case .branchAfterElse:
            "no branch may follow {{else}} in the same {{#if}}; close it with {{/if}} first"
        case .unterminatedTag:
            "'{{' is not closed by '}}' on this line"
        case .malformedTag(let text):
            "cannot read '{{\(text)}}': expected a variable such as {{Module}}, or {{#if ...}}, {{else}}, {{else if ...}}, {{/if}}, {{! comment}}"
        case .malformedCondition(let text):
            "cannot read the condition '\(text)': expected name, name == \"value\" or name != \"value\""
        case .unknownVariable(let name, let known):
            "unknown variable '\(name)'; the generator provides \(known.joined(separator: ", "))"
        case .outsideOutputFolders:
            "a template file belongs under sources/ or tests/ in its template folder, with no '.' or '..' folder; move it there"
        case .fileNameNotOneComponent(let name):
            "the file name renders to \(Self.quoted(name)), which is not one file name (it is empty, '.' or '..', or holds '/' "
                + "or a control character); use variables such as {{Module}} in file names, not {{header}}"
        }
    }
}
