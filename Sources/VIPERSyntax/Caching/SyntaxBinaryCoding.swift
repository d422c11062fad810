// The cache encoding of the parsing layer's types, field by field in declaration order.

extension SourcePosition: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(line)
        writer.write(column)
    }

    public init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(line: try reader.int(), column: try reader.int())
    }
}

extension SyntaxError: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        writer.write(line)
        writer.write(column)
        writer.write(message)
    }

    public init(from reader: inout BinaryReader) throws(CacheFormatError) {
        self.init(line: try reader.int(), column: try reader.int(), message: try reader.string())
    }
}

extension SourceSkipReason: BinaryCodable {
    public func write(to writer: inout BinaryWriter) {
        switch self {
        case .unreadable(let reason):
            writer.write(0)
            writer.write(reason)
        case .unreadableFolder(let reason):
            writer.write(1)
            writer.write(reason)
        case .brokenSymbolicLink: writer.write(2)
        case .symbolicLinkLoop(let target):
            writer.write(3)
            writer.write(target)
        case .notRegularFile: writer.write(4)
        case .tooLarge(let bytes, let limit):
            writer.write(5)
            writer.write(bytes)
            writer.write(limit)
        case .binary: writer.write(6)
        case .notUTF8(let line, let utf16):
            writer.write(7)
            writer.write(line)
            writer.write(utf16)
        case .nestingTooDeep(let depth, let limit, let line):
            writer.write(8)
            writer.write(depth)
            writer.write(limit)
            writer.write(line)
        case .squareBracketsTooDeep(let depth, let limit, let line):
            writer.write(9)
            writer.write(depth)
            writer.write(limit)
            writer.write(line)
        case .lineTooLong(let length, let limit, let line):
            writer.write(10)
            writer.write(length)
            writer.write(limit)
            writer.write(line)
        case .timedOut(let seconds):
            writer.write(11)
            writer.write(seconds.bitPattern)
        case .symbolicLinkOutside(let target):
            writer.write(12)
            writer.write(target)
        case .recoveryTooLong(let tokens, let limit, let line):
            writer.write(13)
            writer.write(tokens)
            writer.write(limit)
            writer.write(line)
        }
    }

    public init(from reader: inout BinaryReader) throws(CacheFormatError) {
        switch try reader.int() {
        case 0: self = .unreadable(try reader.string())
        case 1: self = .unreadableFolder(try reader.string())
        case 2: self = .brokenSymbolicLink
        case 3: self = .symbolicLinkLoop(target: try reader.string())
        case 4: self = .notRegularFile
        case 5: self = .tooLarge(bytes: try reader.int(), limit: try reader.int())
        case 6: self = .binary
        case 7: self = .notUTF8(line: try reader.int(), utf16: try reader.bool())
        case 8: self = .nestingTooDeep(depth: try reader.int(), limit: try reader.int(), line: try reader.int())
        case 9: self = .squareBracketsTooDeep(depth: try reader.int(), limit: try reader.int(), line: try reader.int())
        case 10: self = .lineTooLong(length: try reader.int(), limit: try reader.int(), line: try reader.int())
        case 11: self = .timedOut(limitSeconds: Double(bitPattern: try reader.uint64()))
        case 12: self = .symbolicLinkOutside(target: try reader.string())
        case 13: self = .recoveryTooLong(tokens: try reader.int(), limit: try reader.int(), line: try reader.int())
        default: throw CacheFormatError(offset: reader.offset)
        }
    }
}
