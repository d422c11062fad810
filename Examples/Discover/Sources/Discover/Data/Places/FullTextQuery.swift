/// Turns what the user typed into an FTS5 MATCH expression: every word a quoted prefix.
///
/// "sao pau" becomes `"sao"* "pau"*` (both words, each as a prefix); quoting makes FTS5
/// operators and punctuation in the input plain text. Case and diacritics are handled by
/// the index's tokenizer (`unicode61 remove_diacritics 2`), so they need no work here.
/// A query is bounded (``maximumCharacters``, ``maximumWords``): each word is one more
/// prefix list to merge, so an unbounded query would be unbounded work.
enum FullTextQuery {
    /// The longest query text accepted.
    static let maximumCharacters = 200
    /// The most words a query may have.
    static let maximumWords = 8

    /// The MATCH expression for `text`, or nil when it has no letters or digits (list everything).
    ///
    /// - Throws: ``PlacesError/invalidRequest(_:)`` when the text is longer than ``maximumCharacters``
    ///   or has more than ``maximumWords`` words.
    static func matchExpression(for text: String) throws(PlacesError) -> String? {
        guard text.count <= maximumCharacters else {
            throw .invalidRequest("expected a search of at most \(maximumCharacters) characters, found \(text.count)")
        }
        let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber) })
        guard words.count <= maximumWords else {
            throw .invalidRequest("expected a search of at most \(maximumWords) words, found \(words.count)")
        }
        guard !words.isEmpty else { return nil }
        return words.map { "\"\($0.replacingOccurrences(of: "\"", with: "\"\""))\"*" }.joined(separator: " ")
    }
}
