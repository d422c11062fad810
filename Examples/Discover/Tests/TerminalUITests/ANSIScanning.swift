/// Every `ESC [ parameters m` sequence in `output`.
func selectGraphicRenditions(in output: String) -> [String] {
    output.split(separator: "\u{1B}", omittingEmptySubsequences: true).compactMap { chunk in
        guard chunk.first == "[" else { return nil }
        let body = chunk.dropFirst().prefix { $0.isNumber || $0 == ";" || $0 == "?" }
        let final = chunk.dropFirst(1 + body.count).first
        return final == "m" ? "\u{1B}[\(body)m" : nil
    }
}
