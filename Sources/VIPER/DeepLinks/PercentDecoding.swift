/// Percent-decoding of URL components, with invalid escapes and non-UTF-8 results
/// reported as ``DeepLinkError``s.
enum PercentDecoding {
    /// The text of `bytes` with every `%XX` replaced by its byte (and `+` by a space
    /// when `plusAsSpace`, as in query strings).
    ///
    /// `bytes` must be a slice of a UTF-8 string cut at ASCII delimiters; `url` is
    /// only quoted in errors.
    static func decode(
        _ bytes: ArraySlice<UInt8>,
        plusAsSpace: Bool,
        in url: String
    ) throws(DeepLinkError) -> String {
        let needsDecoding = bytes.contains { $0 == .percent || (plusAsSpace && $0 == .plus) }
        guard needsDecoding else { return String(decoding: bytes, as: UTF8.self) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == .percent {
                let escapeEnd = min(index + 3, bytes.endIndex)
                guard escapeEnd - index == 3,
                    let high = Self.hexValue(bytes[index + 1]),
                    let low = Self.hexValue(bytes[index + 2])
                else {
                    throw .invalidPercentEncoding(escape: String(decoding: bytes[index..<escapeEnd], as: UTF8.self), url: url)
                }
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(plusAsSpace && byte == .plus ? .space : byte)
                index += 1
            }
        }
        // Invalid UTF-8 decodes with replacement characters, so it does not encode back to
        // the same bytes. (`String(validating:as:)` says so directly, but needs iOS 18.)
        let text = String(decoding: decoded, as: UTF8.self)
        guard text.utf8.elementsEqual(decoded) else {
            throw .invalidUTF8(component: String(decoding: bytes, as: UTF8.self))
        }
        return text
    }

    /// The value of one hexadecimal digit, if `byte` is one.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
