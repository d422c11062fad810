/// Describes values the way their types are written in the test that compares them:
/// `ViewState<SettingsContent, String>.loading`, not
/// `VIPER.ViewState<MyApp.SettingsContent, Swift.String>.loading`.
///
/// It starts from `String(reflecting:)`, which qualifies every type with its module, and
/// drops the module of each qualified name. Only names of modules that the value's types
/// actually come from are dropped, so text inside strings (`"discover.app"`) and a type's
/// own nesting (`LoginSpy.Event.failed`) are kept as they are.
enum WrittenTypeNames {
    /// `value` as `String(reflecting:)` prints it, without module qualifiers.
    static func describe(_ value: some Any) -> String {
        unqualified(String(reflecting: value), modules: modules(of: value))
            .replacing(localContext(), with: "")
    }

    /// The path to a type declared in a function (`Tests.(unknown context at $1f2e).Entry`),
    /// which the test that declares it writes as `Entry`.
    private static func localContext() -> Regex<Substring> {
        #/(?:[A-Za-z_][A-Za-z0-9_]*\.)*\(unknown context at \$[0-9a-fA-F]+\)\./#
    }

    /// `text` with every `Module.` prefix of a qualified name removed for the names in
    /// `modules`.
    static func unqualified(_ text: String, modules: Set<Substring>) -> String {
        var result = ""
        var index = text.startIndex
        var previous: Character?
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" {
                let end = endOfString(in: text, from: index)
                result += text[index..<end]
                previous = "\""
                index = end
                continue
            }
            if isIdentifierStart(character), !(previous.map(isIdentifierPart) ?? false), previous != "." {
                let end = text[index...].firstIndex { !isIdentifierPart($0) } ?? text.endIndex
                let name = text[index..<end]
                if end < text.endIndex, text[end] == ".", modules.contains(name) {
                    index = text.index(after: end)
                    previous = "."
                    continue
                }
                result += name
                previous = name.last
                index = end
                continue
            }
            result.append(character)
            previous = character
            index = text.index(after: index)
        }
        return result
    }

    /// The modules of `value`'s type, of its generic arguments and, one level deep at a
    /// time, of the values it holds (an enum's payload, a struct's fields).
    static func modules(of value: Any, depth: Int = 4) -> Set<Substring> {
        var modules: Set<Substring> = ["Swift"]
        collect(from: value, into: &modules, depth: depth)
        return modules
    }

    private static func collect(from value: Any, into modules: inout Set<Substring>, depth: Int) {
        // In a type's reflected name, every qualified name starts with its module.
        modules.formUnion(qualifiedNameHeads(in: String(reflecting: type(of: value))))
        guard depth > 0 else { return }
        for child in Mirror(reflecting: value).children {
            collect(from: child.value, into: &modules, depth: depth - 1)
        }
    }

    /// The first component of every qualified name (`A` of `A.B.c`) in `text`.
    private static func qualifiedNameHeads(in text: String) -> [Substring] {
        var heads: [Substring] = []
        var index = text.startIndex
        var previous: Character?
        while index < text.endIndex {
            let character = text[index]
            if isIdentifierStart(character), !(previous.map(isIdentifierPart) ?? false), previous != "." {
                let end = text[index...].firstIndex { !isIdentifierPart($0) } ?? text.endIndex
                if end < text.endIndex, text[end] == "." {
                    heads.append(text[index..<end])
                }
                previous = text[text.index(before: end)]
                index = end
            } else {
                previous = character
                index = text.index(after: index)
            }
        }
        return heads
    }

    private static func endOfString(in text: String, from quote: String.Index) -> String.Index {
        var index = text.index(after: quote)
        while index < text.endIndex {
            if text[index] == "\\" {
                index = text.index(after: index)
                if index < text.endIndex { index = text.index(after: index) }
                continue
            }
            if text[index] == "\"" { return text.index(after: index) }
            index = text.index(after: index)
        }
        return text.endIndex
    }

    private static func isIdentifierStart(_ character: Character) -> Bool {
        character == "_" || character.isLetter
    }

    private static func isIdentifierPart(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }
}
