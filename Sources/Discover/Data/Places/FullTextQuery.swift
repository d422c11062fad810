/// Turns what the user typed into an FTS5 MATCH expression: every word a quoted prefix.
///
/// "sao pau" becomes `"sao"* "pau"*` (both words, each as a prefix); quoting makes FTS5
/// operators and punctuation in the input plain text. Case and diacritics are handled by
/// the index's tokenizer (`unicode61 remove_diacritics 2`), so they need no work here.
enum FullTextQuery {
    /// The MATCH expression for `text`, or nil when it has no letters or digits (list everything).
    static func matchExpression(for text: String) -> String? {
        let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber) })
        guard !words.isEmpty else { return nil }
        return words.map { "\"\($0.replacingOccurrences(of: "\"", with: "\"\""))\"*" }.joined(separator: " ")
    }
}
