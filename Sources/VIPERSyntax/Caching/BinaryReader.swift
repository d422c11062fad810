/// Reads values written by ``BinaryWriter``; any inconsistency throws instead of trapping.
///
/// Every read checks what is left: a truncated, corrupt or foreign buffer throws
/// ``CacheFormatError``, never reads past the end.
public struct BinaryReader: Sendable {
    @usableFromInline let bytes: ArraySlice<UInt8>
    @usableFromInline var position: Int

    /// The index of the next byte to read, in the indices of the bytes given.
    @inlinable
    public var offset: Int { position }

    /// Reads from `bytes`, starting at their first byte.
    @inlinable
    public init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        position = bytes.startIndex
    }

    /// Whether every byte was read.
    @inlinable
    public var isAtEnd: Bool { offset == bytes.endIndex }

    @inlinable @inline(__always)
    mutating func byte() throws(CacheFormatError) -> UInt8 {
        guard offset < bytes.endIndex else { throw CacheFormatError(offset: offset) }
        defer { position += 1 }
        return bytes[offset]
    }

    /// Reads a zig-zag varint.
    @inlinable
    public mutating func int() throws(CacheFormatError) -> Int {
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
    @inlinable
    public mutating func count() throws(CacheFormatError) -> Int {
        let value = try int()
        guard value >= 0, value <= bytes.endIndex - offset else { throw CacheFormatError(offset: offset) }
        return value
    }

    /// Reads eight bytes, little-endian.
    @inlinable
    public mutating func uint64() throws(CacheFormatError) -> UInt64 {
        guard bytes.endIndex - offset >= 8 else { throw CacheFormatError(offset: offset) }
        var value: UInt64 = 0
        for shift in 0..<8 { value |= UInt64(bytes[offset + shift]) << UInt64(shift * 8) }
        position += 8
        return value
    }

    /// Reads a byte written as a Bool.
    @inlinable
    public mutating func bool() throws(CacheFormatError) -> Bool {
        try byte() != 0
    }

    /// Reads a length-prefixed UTF-8 string.
    @inlinable
    public mutating func string() throws(CacheFormatError) -> String {
        let length = try count()
        defer { position += length }
        return String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
    }

    /// Reads a presence byte and, when present, a string.
    @inlinable
    public mutating func optionalString() throws(CacheFormatError) -> String? {
        try bool() ? try string() : nil
    }

    /// Reads a presence byte and, when present, a value.
    @inlinable
    public mutating func optional<Value: BinaryCodable>(of type: Value.Type = Value.self) throws(CacheFormatError) -> Value? {
        try bool() ? try Value(from: &self) : nil
    }

    /// Reads a count and that many strings.
    @inlinable
    public mutating func strings() throws(CacheFormatError) -> [String] {
        let count = try count()
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try string()) }
        return values
    }

    /// Reads a set written as a count and that many strings.
    @inlinable
    public mutating func stringSet() throws(CacheFormatError) -> Set<String> {
        let count = try count()
        var values: Set<String> = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.insert(try string()) }
        return values
    }

    /// Reads entries written as a count and that many keys, each followed by its value.
    @inlinable
    public mutating func dictionary<Value>(_ readValue: (inout BinaryReader) throws(CacheFormatError) -> Value)
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
    @inlinable
    public mutating func array<Element: BinaryCodable>(of type: Element.Type = Element.self) throws(CacheFormatError) -> [Element] {
        let count = try count()
        var values: [Element] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try Element(from: &self)) }
        return values
    }

    /// Reads a raw-value enum.
    @inlinable
    public mutating func enumeration<Value: RawRepresentable>(_ type: Value.Type) throws(CacheFormatError) -> Value
    where Value.RawValue == String {
        let raw = try string()
        guard let value = Value(rawValue: raw) else { throw CacheFormatError(offset: offset) }
        return value
    }

    /// Skips a block written by ``BinaryWriter/writeBlock(_:)`` and returns the range of its bytes.
    @inlinable
    public mutating func skipBlock() throws(CacheFormatError) -> Range<Int> {
        guard bytes.endIndex - offset >= 4 else { throw CacheFormatError(offset: offset) }
        var length = 0
        for shift in 0..<4 { length |= Int(bytes[offset + shift]) << (shift * 8) }
        position += 4
        guard length <= bytes.endIndex - offset else { throw CacheFormatError(offset: offset) }
        defer { position += length }
        return offset..<(offset + length)
    }
}
