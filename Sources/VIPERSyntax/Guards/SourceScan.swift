#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one cheap pass over a file's bytes finds before anything parses it: how deeply brackets
/// nest, the longest line, and whether the bytes are text at all.
///
/// Brackets inside comments and string literals (raw and multi-line ones included) do not
/// count; brackets inside string interpolations do. Regex literals are read as code, which can
/// only over-count.
public struct SourceScan: Sendable, Hashable {
    /// Most brackets open at once.
    public private(set) var nestingDepth = 0
    /// 1-based line where `nestingDepth` was reached.
    public private(set) var nestingLine = 1
    /// Most `[` open in one run of opening brackets (see ``SourceLimits/maxSquareBracketNesting``).
    public private(set) var squareBracketNesting = 0
    /// 1-based line where `squareBracketNesting` was reached.
    public private(set) var squareBracketLine = 1
    /// Longest line in bytes, without its line break.
    public private(set) var longestLine = 0
    /// 1-based line number of the longest line.
    public private(set) var longestLineNumber = 1
    /// Whether the bytes contain a NUL byte: the file is binary, not Swift source.
    public private(set) var containsNUL = false

    /// Scans `bytes`.
    public init<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        let scanned = bytes.withContiguousStorageIfAvailable { Self.scan($0) }
        self = scanned ?? Array(bytes).withUnsafeBufferPointer { Self.scan($0) }
    }

    private init() {}

    /// The first limit the file is past, or nil when it is within all of them (file size is
    /// checked by the reader, before the bytes are loaded).
    public func firstExceeded(_ limits: SourceLimits) -> SourceSkipReason? {
        if containsNUL { return .binary }
        if nestingDepth > limits.maxNestingDepth {
            return .nestingTooDeep(depth: nestingDepth, limit: limits.maxNestingDepth, line: nestingLine)
        }
        if squareBracketNesting > limits.maxSquareBracketNesting {
            return .squareBracketsTooDeep(depth: squareBracketNesting, limit: limits.maxSquareBracketNesting,
                                          line: squareBracketLine)
        }
        if longestLine > limits.maxLineLength {
            return .lineTooLong(length: longestLine, limit: limits.maxLineLength, line: longestLineNumber)
        }
        return nil
    }

    // MARK: Scanning

    /// An open string literal: its `#` count and whether it is multi-line (`"""`).
    private struct StringLiteral {
        var hashes: Int
        var isMultiline: Bool
        /// The bracket depth inside the interpolation that left this literal, when one did.
        var interpolationDepth = 0
    }

    private static let newline = UInt8(ascii: "\n")
    private static let quote = UInt8(ascii: "\"")
    private static let hash = UInt8(ascii: "#")
    private static let backslash = UInt8(ascii: "\\")
    private static let slash = UInt8(ascii: "/")
    private static let star = UInt8(ascii: "*")

    /// One pass over the bytes; nothing is allocated but the stack of open literals.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> SourceScan {
        var result = SourceScan()
        if let base = bytes.baseAddress, memchr(base, 0, bytes.count) != nil { result.containsNUL = true }
        var depth = 0
        var squareRun = 0
        var line = 1
        var lineStart = 0
        var index = 0
        let count = bytes.count
        /// Open string literals, innermost last; code inside an interpolation has the literal on
        /// the stack with `interpolationDepth` set to the depth its `\(` opened.
        var literals: [StringLiteral] = []
        var inLiteral = false

        @inline(__always) func endLine(at position: Int) {
            let length = position - lineStart
            if length > result.longestLine {
                result.longestLine = length
                result.longestLineNumber = line
            }
            line += 1
            lineStart = position + 1
        }

        @inline(__always) func hashes(from position: Int) -> Int {
            var end = position
            while end < count, bytes[end] == hash { end += 1 }
            return end - position
        }

        while index < count {
            let byte = bytes[index]
            if byte == newline {
                endLine(at: index)
                index += 1
                if inLiteral, let literal = literals.last, !literal.isMultiline { inLiteral = false; literals.removeLast() }
                continue
            }
            if inLiteral {
                let literal = literals[literals.count - 1]
                if byte == backslash, hashes(from: index + 1) == literal.hashes {
                    let next = index + 1 + literal.hashes
                    if next < count, bytes[next] == UInt8(ascii: "(") {
                        depth += 1
                        literals[literals.count - 1].interpolationDepth = depth
                        inLiteral = false
                        index = next + 1
                        if depth > result.nestingDepth { result.nestingDepth = depth; result.nestingLine = line }
                    } else {
                        index = next + 1
                    }
                    continue
                }
                if byte == quote {
                    let quotes = literal.isMultiline ? 3 : 1
                    var end = index
                    while end < count, end - index < quotes, bytes[end] == quote { end += 1 }
                    if end - index == quotes, hashes(from: end) >= literal.hashes {
                        literals.removeLast()
                        inLiteral = false
                        index = end + literal.hashes
                        continue
                    }
                }
                index += 1
                continue
            }
            switch byte {
            case slash where index + 1 < count && bytes[index + 1] == slash:
                while index < count, bytes[index] != newline { index += 1 }
            case slash where index + 1 < count && bytes[index + 1] == star:
                var level = 1
                index += 2
                while index < count, level > 0 {
                    let current = bytes[index]
                    if current == newline {
                        endLine(at: index)
                    } else if current == slash, index + 1 < count, bytes[index + 1] == star {
                        level += 1
                        index += 1
                    } else if current == star, index + 1 < count, bytes[index + 1] == slash {
                        level -= 1
                        index += 1
                    }
                    index += 1
                }
            case hash, quote:
                let hashCount = byte == hash ? hashes(from: index) : 0
                let start = index + hashCount
                guard start < count, bytes[start] == quote else {
                    index += max(1, hashCount)
                    squareRun = 0
                    continue
                }
                let isMultiline = start + 2 < count && bytes[start + 1] == quote && bytes[start + 2] == quote
                literals.append(StringLiteral(hashes: hashCount, isMultiline: isMultiline))
                inLiteral = true
                squareRun = 0
                index = start + (isMultiline ? 3 : 1)
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > result.nestingDepth { result.nestingDepth = depth; result.nestingLine = line }
                if byte == UInt8(ascii: "[") {
                    squareRun += 1
                    if squareRun > result.squareBracketNesting {
                        result.squareBracketNesting = squareRun
                        result.squareBracketLine = line
                    }
                } else if byte == UInt8(ascii: "{") {
                    squareRun = 0
                }
                index += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let literal = literals.last, literal.interpolationDepth == depth, depth > 0 {
                    literals[literals.count - 1].interpolationDepth = 0
                    inLiteral = true
                }
                depth = max(0, depth - 1)
                squareRun = 0
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            default:
                squareRun = 0
                index += 1
            }
        }
        endLine(at: count)
        return result
    }
}
