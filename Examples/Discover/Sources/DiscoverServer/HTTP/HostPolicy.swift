/// Which `Host` header values the server answers: loopback names, plus configured ones.
///
/// A web page can make a browser send requests to 127.0.0.1 under a name its attacker
/// controls (DNS rebinding); those requests carry that name in `Host`. Refusing every name
/// but the loopback ones (`localhost`, `*.localhost`, `127.x.x.x`, `::1`) and the
/// configured ones makes such requests fail, whatever the name resolves to.
struct HostPolicy: Sendable {
    /// Names accepted besides the loopback ones, lower-cased.
    let allowed: Set<String>

    /// Whether a request with `Host: value` is answered; the port, if any, is ignored.
    func accepts(_ value: String) -> Bool {
        guard let name = Self.hostName(value) else { return false }
        return Self.isLoopback(name) || allowed.contains(name)
    }

    /// The lower-cased name in a `Host` value without its port or a trailing dot; nil if malformed.
    static func hostName(_ value: String) -> String? {
        var text = Substring(value.lowercased())
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            let rest = text[text.index(after: close)...]
            guard rest.isEmpty || (rest.first == ":" && rest.dropFirst().allSatisfy(\.isNumber)) else { return nil }
            return String(text[text.index(after: text.startIndex)..<close])
        }
        if let colon = text.lastIndex(of: ":") {
            guard text[text.index(after: colon)...].allSatisfy(\.isNumber) else { return nil }
            text = text[..<colon]
        }
        if text.hasSuffix(".") { text = text.dropLast() }
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }) else { return nil }
        return String(text)
    }

    private static func isLoopback(_ name: String) -> Bool {
        if name == "localhost" || name.hasSuffix(".localhost") || name == "::1" { return true }
        let octets = name.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets.first == "127" && octets.allSatisfy { UInt8($0) != nil }
    }
}
