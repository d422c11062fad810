/// Turns the bytes a terminal sends into ``Key`` values.
///
/// The decoder is a pure value: feed it whatever each `read` returned and it keeps any
/// sequence split across reads until the rest arrives. Bytes it does not understand
/// (stray UTF-8 continuation bytes, unknown escape sequences, over-long sequences) are
/// skipped, never reported and never fatal.
///
/// A lone Escape is ambiguous: it may be the first byte of an arrow key. The decoder
/// keeps it pending; call ``flush()`` when no further byte arrived shortly after
/// (the event loop waits about 50 ms) to report it as ``Key/escape``.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode([0x61, 0x1B, 0x5B])   // [.character("a")], "ESC [" kept
/// decoder.decode([0x41])               // [.up]
/// ```
public struct KeyDecoder: Sendable {
    /// The longest control sequence the decoder waits for before discarding it.
    static let maximumSequenceLength = 32

    private var pending: [UInt8] = []
    /// Whether the bytes being read continue a control sequence abandoned as too long.
    private var isDiscardingSequence = false

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Whether some bytes await the rest of their sequence (or a ``flush()``).
    public var hasPendingBytes: Bool { !pending.isEmpty }

    /// How many bytes await the rest of their sequence.
    var pendingCount: Int { pending.count }

    /// Decodes `bytes` after whatever was pending and returns the complete keys.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        parsing: while index < pending.count {
            if isDiscardingSequence {
                let byte = pending[index]
                if (0x20...0x7E).contains(byte) { index += 1 }
                if !(0x20...0x3F).contains(byte) { isDiscardingSequence = false }
                continue
            }
            switch Self.parse(pending, at: index) {
            case .key(let key, let length):
                keys.append(key)
                index += length
            case .skip(let length):
                index += length
            case .abandon(let length):
                index += length
                isDiscardingSequence = true
            case .incomplete:
                break parsing
            }
        }
        pending.removeFirst(index)
        return keys
    }

    /// Gives up waiting for the rest of a sequence: a pending Escape becomes
    /// ``Key/escape``, a truncated character is dropped, and the bytes after either
    /// are decoded again.
    public mutating func flush() -> [Key] {
        var keys: [Key] = []
        while !pending.isEmpty {
            if pending[0] == Byte.escape { keys.append(.escape) }
            pending.removeFirst()
            keys += decode([])
        }
        return keys
    }
}

extension KeyDecoder {
    /// What one step of parsing found at an index.
    enum Step: Equatable {
        /// A key spanning `length` bytes.
        case key(Key, length: Int)
        /// `length` bytes that mean nothing we report.
        case skip(Int)
        /// `length` bytes of a control sequence too long to be a key; the rest of it,
        /// up to its final byte, is skipped too.
        case abandon(Int)
        /// The bytes so far start a sequence that needs more input.
        case incomplete
    }

    /// Byte values with a name in the decoder's grammar.
    enum Byte {
        static let escape: UInt8 = 0x1B
        static let leftBracket: UInt8 = 0x5B
        static let letterO: UInt8 = 0x4F
        static let tilde: UInt8 = 0x7E
    }

    static func parse(_ bytes: [UInt8], at start: Int) -> Step {
        let byte = bytes[start]
        switch byte {
        case Byte.escape: return parseEscape(bytes, at: start)
        case 0x0D, 0x0A: return .key(.enter, length: 1)
        case 0x09: return .key(.tab, length: 1)
        case 0x08, 0x7F: return .key(.backspace, length: 1)
        case 0x01...0x1A: return .key(.control(Character(Unicode.Scalar(byte + 0x60))), length: 1)
        case 0x20...0x7E: return .key(.character(Character(Unicode.Scalar(byte))), length: 1)
        case 0xC2...0xF4: return parseUTF8(bytes, at: start)
        default: return .skip(1)  // NUL, Ctrl-\ ... Ctrl-_, stray or invalid UTF-8 bytes
        }
    }

    private static func parseEscape(_ bytes: [UInt8], at start: Int) -> Step {
        guard start + 1 < bytes.count else { return .incomplete }
        switch bytes[start + 1] {
        case Byte.leftBracket:
            return parseControlSequence(bytes, at: start)
        case Byte.letterO:
            guard start + 2 < bytes.count else { return .incomplete }
            let final = bytes[start + 2]
            guard (0x40...0x7E).contains(final) else { return .key(.escape, length: 1) }
            return step(for: cursorKey(final), length: 3)
        default:
            // Escape followed by anything else (another Escape, Alt-letter): Escape alone.
            return .key(.escape, length: 1)
        }
    }

    /// `ESC [ params intermediates final`, as in ECMA-48.
    private static func parseControlSequence(_ bytes: [UInt8], at start: Int) -> Step {
        var index = start + 2
        while index < bytes.count {
            let length = index - start + 1
            guard length <= maximumSequenceLength else { return .abandon(length - 1) }
            switch bytes[index] {
            case 0x20...0x3F:
                index += 1
            case 0x40...0x7E:
                let parameters = Array(bytes[(start + 2)..<index])
                return step(for: controlSequenceKey(parameters: parameters, final: bytes[index]), length: length)
            default:
                // Not part of any sequence: drop what came before it and decode it afresh.
                return .skip(length - 1)
            }
        }
        return .incomplete
    }

    private static func controlSequenceKey(parameters: [UInt8], final: UInt8) -> Key? {
        guard parameters.allSatisfy({ (0x30...0x3B).contains($0) }) else { return nil }  // private modes
        if final != Byte.tilde { return final == 0x5A ? .shiftTab : cursorKey(final) }
        let first = parameters.prefix { $0 != 0x3B }
        guard !first.isEmpty, first.count <= 3, let number = Int(String(decoding: first, as: UTF8.self)) else {
            return nil
        }
        switch number {
        case 1, 7: return .home
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        default: return nil
        }
    }

    private static func cursorKey(_ final: UInt8) -> Key? {
        switch final {
        case 0x41: .up
        case 0x42: .down
        case 0x43: .right
        case 0x44: .left
        case 0x48: .home
        case 0x46: .end
        default: nil
        }
    }

    private static func step(for key: Key?, length: Int) -> Step {
        key.map { .key($0, length: length) } ?? .skip(length)
    }

    private static func parseUTF8(_ bytes: [UInt8], at start: Int) -> Step {
        let lead = bytes[start]
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        // The second byte's range excludes over-long forms, surrogates and values past U+10FFFF.
        let secondRange: ClosedRange<UInt8> =
            switch lead {
            case 0xE0: 0xA0...0xBF
            case 0xED: 0x80...0x9F
            case 0xF0: 0x90...0xBF
            case 0xF4: 0x80...0x8F
            default: 0x80...0xBF
            }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            guard start + offset < bytes.count else { return .incomplete }
            let byte = bytes[start + offset]
            guard (offset == 1 ? secondRange : 0x80...0xBF).contains(byte) else { return .skip(1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value), value >= 0xA0 else { return .skip(length) }  // C1 controls
        return .key(.character(Character(scalar)), length: length)
    }
}
