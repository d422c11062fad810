/// Counting and listing in English, for the messages `viper` prints.
enum English {
    /// `1 file`, `2 files`; `plural` for nouns that do not just add "s" (`1 spy`, `2 spies`).
    static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        "\(number) \(number == 1 ? noun : plural ?? noun + "s")"
    }

    /// `a`, `a and b`, `a, b and c` (or with `conjunction` "or").
    static func list(_ items: [String], conjunction: String = "and") -> String {
        guard let last = items.last else { return "nothing" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`: choices, quoted.
    static func quotedChoices(_ words: [String]) -> String {
        list(words.map { "'\($0)'" }, conjunction: "or")
    }
}
