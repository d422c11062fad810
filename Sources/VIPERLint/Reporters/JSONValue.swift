/// A JSON document the reporters build and print themselves: the same bytes on every platform,
/// keys sorted, two spaces per level, and a cost linear in the output (Foundation's
/// `JSONSerialization` bridges every value through `NSDictionary`/`NSString`, which made a SARIF
/// report of 1,300 findings cost twenty times the text report).
enum JSONValue {
    case string(String)
    case integer(Int)
    case bool(Bool)
    case array([JSONValue])
    /// An object; its keys are printed sorted, whatever their order here.
    case object([(key: String, value: JSONValue)])

    /// The document pretty-printed, with a final newline.
    var prettyPrinted: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4096)
        write(into: &bytes, depth: 0)
        bytes.append(UInt8(ascii: "\n"))
        return String(decoding: bytes, as: UTF8.self)
    }

    private func write(into bytes: inout [UInt8], depth: Int) {
        switch self {
        case .string(let text):
            Self.writeString(text, into: &bytes)
        case .integer(let number):
            bytes.append(contentsOf: String(number).utf8)
        case .bool(let flag):
            bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        case .array(let elements):
            Self.writeContainer(elements, open: "[", close: "]", into: &bytes, depth: depth) { element, bytes in
                element.write(into: &bytes, depth: depth + 1)
            }
        case .object(let members):
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            Self.writeContainer(sorted, open: "{", close: "}", into: &bytes, depth: depth) { member, bytes in
                Self.writeString(member.key, into: &bytes)
                bytes.append(contentsOf: " : ".utf8)
                member.value.write(into: &bytes, depth: depth + 1)
            }
        }
    }

    /// `open`, each element on its own line one level deeper, `close` on the container's level;
    /// an empty container is `[]` or `{}` on one line.
    private static func writeContainer<Element>(
        _ elements: [Element], open: Unicode.Scalar, close: Unicode.Scalar,
        into bytes: inout [UInt8], depth: Int,
        writeElement: (Element, inout [UInt8]) -> Void
    ) {
        bytes.append(UInt8(ascii: open))
        guard !elements.isEmpty else {
            bytes.append(UInt8(ascii: close))
            return
        }
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            writeNewline(indentedTo: depth + 1, into: &bytes)
            writeElement(element, &bytes)
        }
        writeNewline(indentedTo: depth, into: &bytes)
        bytes.append(UInt8(ascii: close))
    }

    private static func writeNewline(indentedTo depth: Int, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped, everything
    /// else (slashes and non-ASCII text included) as it is.
    private static func writeString(_ text: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "\n"): bytes.append(contentsOf: #"\n"#.utf8)
            case UInt8(ascii: "\r"): bytes.append(contentsOf: #"\r"#.utf8)
            case UInt8(ascii: "\t"): bytes.append(contentsOf: #"\t"#.utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: #"\u00"#.utf8)
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
