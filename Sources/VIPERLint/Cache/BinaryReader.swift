/// The cache file is truncated or was written by another format; it is discarded.
struct CacheFormatError: Error, CustomStringConvertible {
    /// Where reading stopped.
    let offset: Int

    /// What went wrong, for debugging.
    var description: String { "cache data ends or is malformed at byte \(offset); expected data written by this version" }
}

/// Reads values written by ``BinaryWriter``; any inconsistency throws instead of trapping.
struct BinaryReader {
    private let bytes: ArraySlice<UInt8>
    /// The index of the next byte to read, in the indices of the bytes given.
    private(set) var offset: Int

    /// Reads from `bytes`, starting at their first byte.
    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        offset = bytes.startIndex
    }

    /// Whether every byte was read.
    var isAtEnd: Bool { offset == bytes.endIndex }

    private mutating func byte() throws(CacheFormatError) -> UInt8 {
        guard offset < bytes.endIndex else { throw CacheFormatError(offset: offset) }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// Reads a zig-zag varint.
    mutating func int() throws(CacheFormatError) -> Int {
        var encoded: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            guard shift < 64 else { throw CacheFormatError(offset: offset) }
            encoded |= UInt64(next & 0x7F) << shift
            if next < 0x80 { break }
            shift += 7
        }
        return Int(truncatingIfNeeded: Int64(bitPattern: encoded >> 1) ^ -Int64(bitPattern: encoded & 1))
    }

    /// Reads a count, rejecting one larger than the bytes left could hold.
    mutating func count() throws(CacheFormatError) -> Int {
        let value = try int()
        guard value >= 0, value <= bytes.endIndex - offset else { throw CacheFormatError(offset: offset) }
        return value
    }

    /// Reads eight bytes, little-endian.
    mutating func uint64() throws(CacheFormatError) -> UInt64 {
        guard bytes.endIndex - offset >= 8 else { throw CacheFormatError(offset: offset) }
        var value: UInt64 = 0
        for shift in 0..<8 { value |= UInt64(bytes[offset + shift]) << UInt64(shift * 8) }
        offset += 8
        return value
    }

    /// Reads a byte written as a Bool.
    mutating func bool() throws(CacheFormatError) -> Bool {
        try byte() != 0
    }

    /// Reads a length-prefixed UTF-8 string.
    mutating func string() throws(CacheFormatError) -> String {
        let length = try count()
        defer { offset += length }
        return String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
    }

    /// Reads a presence byte and, when present, a string.
    mutating func optionalString() throws(CacheFormatError) -> String? {
        try bool() ? try string() : nil
    }

    /// Reads a count and that many strings.
    mutating func strings() throws(CacheFormatError) -> [String] {
        let count = try count()
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try string()) }
        return values
    }

    /// Reads a set written as a count and that many strings.
    mutating func stringSet() throws(CacheFormatError) -> Set<String> {
        let count = try count()
        var values: Set<String> = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.insert(try string()) }
        return values
    }

    /// Reads entries written as a count and that many keys, each followed by its value.
    mutating func dictionary<Value>(_ readValue: (inout BinaryReader) throws(CacheFormatError) -> Value)
        throws(CacheFormatError) -> [String: Value]
    {
        let count = try count()
        var entries: [String: Value] = [:]
        entries.reserveCapacity(count)
        for _ in 0..<count {
            let key = try string()
            entries[key] = try readValue(&self)
        }
        return entries
    }

    /// Reads a count and that many elements.
    mutating func array<Element: BinaryCodable>(of type: Element.Type = Element.self) throws(CacheFormatError) -> [Element] {
        let count = try count()
        var values: [Element] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try Element(from: &self)) }
        return values
    }

    /// Reads a raw-value enum.
    mutating func enumeration<Value: RawRepresentable>(_ type: Value.Type) throws(CacheFormatError) -> Value
    where Value.RawValue == String {
        let raw = try string()
        guard let value = Value(rawValue: raw) else { throw CacheFormatError(offset: offset) }
        return value
    }

    /// Skips a block written by ``BinaryWriter/writeBlock(_:)`` and returns the range of its bytes.
    mutating func skipBlock() throws(CacheFormatError) -> Range<Int> {
        guard bytes.endIndex - offset >= 4 else { throw CacheFormatError(offset: offset) }
        var length = 0
        for shift in 0..<4 { length |= Int(bytes[offset + shift]) << (shift * 8) }
        offset += 4
        guard length <= bytes.endIndex - offset else { throw CacheFormatError(offset: offset) }
        defer { offset += length }
        return offset..<(offset + length)
    }
}
