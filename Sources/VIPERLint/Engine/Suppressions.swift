import VIPERSyntax
import VIPERVocabulary

/// An inline `// viper:` comment that turns rules off.
struct SuppressionFact: Sendable, Hashable {
    /// What the comment does.
    enum Kind: String, Sendable {
        /// `viper:disable:next <rules>`: the next line only.
        case next
        /// `viper:disable <rules>`: from here until a matching `viper:enable`.
        case disable
        /// `viper:enable <rules>`: ends a `viper:disable` block.
        case enable
        /// A near miss of a directive (`viper:disable:this`), which does nothing: `rules` holds
        /// the word as written, so the linter can warn about it.
        case unknown

        /// The directives as written after `viper:`.
        static let directives = ["disable:next", "disable", "enable"]
    }

    var kind: Kind
    /// Rule ids named, or `all`.
    var rules: [String]
    /// The comment's 1-based line.
    var line: Int
}

/// Reads `viper:` comments from source bytes and answers whether a rule is off on a line.
struct Suppressions {
    private let nextLine: [Int: Set<String>]
    private let blocks: [String: [ClosedRange<Int>]]

    /// Builds the lookup from a file's suppression comments.
    init(_ facts: [SuppressionFact]) {
        var nextLine: [Int: Set<String>] = [:]
        var open: [String: Int] = [:]
        var blocks: [String: [ClosedRange<Int>]] = [:]
        for fact in facts.sorted(by: { $0.line < $1.line }) {
            for rule in fact.rules {
                switch fact.kind {
                case .next: nextLine[fact.line + 1, default: []].insert(rule)
                case .disable: open[rule] = open[rule] ?? fact.line
                case .enable:
                    if let start = open.removeValue(forKey: rule) { blocks[rule, default: []].append(start...fact.line) }
                case .unknown: break
                }
            }
        }
        for (rule, start) in open { blocks[rule, default: []].append(start...Int.max) }
        self.nextLine = nextLine
        self.blocks = blocks
    }

    /// Whether `rule` is suppressed on `line`.
    func isSuppressed(_ rule: String, line: Int) -> Bool {
        if let rules = nextLine[line], rules.contains(rule) || rules.contains("all") { return true }
        for key in [rule, "all"] where blocks[key]?.contains(where: { $0.contains(line) }) == true { return true }
        return false
    }

    /// Finds every `// viper:disable…` and `// viper:enable…` comment in a file.
    ///
    /// Most files have none, so the scan looks for the marker's first byte alone and counts
    /// lines only up to where a marker is.
    static func scan(_ bytes: [UInt8]) -> [SuppressionFact] {
        let marker = Array("viper:".utf8)
        var facts: [SuppressionFact] = []
        bytes.withUnsafeBufferPointer { bytes in
            var line = 1
            var lineStart = 0
            var counted = 0
            var from = 0
            while let found = bytes.firstIndex(of: marker[0], from: from) {
                from = found + 1
                guard bytes[found...].starts(with: marker) else { continue }
                for index in counted..<found where bytes[index] == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = index + 1
                }
                counted = found
                guard bytes[lineStart..<found].containsLineComment else { continue }
                let end = bytes.firstIndex(of: UInt8(ascii: "\n"), from: found) ?? bytes.count
                if let fact = parse(String(decoding: bytes[(found + marker.count)..<end], as: UTF8.self), line: line) {
                    facts.append(fact)
                }
                from = end
            }
        }
        return facts
    }

    /// Parses `disable:next rule-a, rule-b — reason` (the text after `viper:`).
    private static func parse(_ text: String, line: Int) -> SuppressionFact? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
        guard let command = words.first else { return nil }
        let kind: SuppressionFact.Kind
        switch command {
        case "disable:next": kind = .next
        case "disable": kind = .disable
        case "enable": kind = .enable
        default:
            // Only a near miss of a directive, written as one (letters and colons), is one; other
            // `viper:` text is prose, such as "`// viper:disable…` comments" in documentation.
            let word = String(command)
            guard word.allSatisfy({ $0.isLetter || $0 == ":" }),
                NameSuggestion.closest(to: word, among: SuppressionFact.Kind.directives) != nil
            else { return nil }
            return SuppressionFact(kind: .unknown, rules: [word], line: line)
        }
        var rules: [String] = []
        for word in words.dropFirst() {
            guard let first = word.first, first.isLetter else { break }
            rules.append(String(word))
        }
        return rules.isEmpty ? nil : SuppressionFact(kind: kind, rules: rules, line: line)
    }
}

extension SuppressionFact {
    /// What is wrong with the comment: an unknown directive, or each rule id it names that no
    /// rule has (`all` names every rule); empty when it is sound.
    func problems(knownRules: [String]) -> [String] {
        guard kind != .unknown else {
            let written = rules.first ?? ""
            let meant = NameSuggestion.closest(to: written, among: Kind.directives).map { "; did you mean 'viper:\($0)'?" } ?? ""
            return [
                "'viper:\(written)' is not a directive, so it silences nothing\(meant) "
                    + "(directives: viper:disable:next, viper:disable, viper:enable)"
            ]
        }
        return rules.filter { $0 != "all" && !knownRules.contains($0) }.map { rule in
            "'viper:\(kind.directive) \(rule)' names no rule, so it silences nothing"
                + NameSuggestion.hint(for: rule, among: knownRules) + " (see 'viper lint --list-rules')"
        }
    }
}

extension SuppressionFact.Kind {
    /// The directive as written after `viper:`.
    var directive: String {
        switch self {
        case .next: "disable:next"
        case .disable: "disable"
        case .enable: "enable"
        case .unknown: "?"
        }
    }
}

extension Slice<UnsafeBufferPointer<UInt8>> {
    /// Whether this line prefix contains `//` outside a string literal (the marker after it is
    /// inside a line comment).
    fileprivate var containsLineComment: Bool {
        var inString = false
        var previous: UInt8 = 0
        for byte in self {
            if byte == UInt8(ascii: "\""), previous != UInt8(ascii: "\\") {
                inString.toggle()
            } else if !inString, byte == UInt8(ascii: "/"), previous == UInt8(ascii: "/") {
                return true
            }
            previous = byte
        }
        return false
    }
}
