/// Appends values to a compact byte buffer: the tools' cache format, far faster than JSON.
///
/// Integers are zig-zag varints, strings and collections are length-prefixed, sets and
/// dictionaries are written sorted, so the same values always give the same bytes.
/// ``BinaryReader`` reads them back.
public struct BinaryWriter: Sendable {
    @usableFromInline var storage: [UInt8] = []

    /// What was written so far.
    @inlinable
    public var bytes: [UInt8] { storage }

    /// An empty writer.
    @inlinable
    public init() {}

    /// Reserves room for `count` bytes.
    @inlinable
    public mutating func reserveCapacity(_ count: Int) {
        storage.reserveCapacity(count)
    }

    /// Writes a non-negative or negative integer as a zig-zag varint.
    @inlinable
    public mutating func write(_ value: Int) {
        var encoded = UInt64(bitPattern: Int64((value << 1) ^ (value >> (Int.bitWidth - 1))))
        while encoded >= 0x80 {
            storage.append(UInt8(truncatingIfNeeded: encoded) | 0x80)
            encoded >>= 7
        }
        storage.append(UInt8(encoded))
    }

    /// Writes eight bytes, little-endian.
    @inlinable
    public mutating func write(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { storage.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    /// Writes one byte, 0 or 1.
    @inlinable
    public mutating func write(_ value: Bool) {
        storage.append(value ? 1 : 0)
    }

    /// Writes a length-prefixed UTF-8 string.
    @inlinable
    public mutating func write(_ value: String) {
        var value = value
        value.withUTF8 { buffer in
            write(buffer.count)
            storage.append(contentsOf: buffer)
        }
    }

    /// Writes a presence byte and, when present, the string.
    @inlinable
    public mutating func write(_ value: String?) {
        write(value != nil)
        if let value { write(value) }
    }

    /// Writes a presence byte and, when present, the value.
    @inlinable
    public mutating func write(_ value: (some BinaryCodable)?) {
        write(value != nil)
        value?.write(to: &self)
    }

    /// Writes a count and each string.
    @inlinable
    public mutating func write(_ values: [String]) {
        write(values.count)
        for value in values { write(value) }
    }

    /// Writes a count and each string of a set, sorted: a set's order changes from one
    /// instance to the next, and the same values must give the same bytes.
    @inlinable
    public mutating func write(_ values: Set<String>) {
        write(values.count)
        for value in values.sorted() { write(value) }
    }

    /// Writes a count and each entry, its key then its value, sorted by key: a dictionary's
    /// order changes from one instance to the next, and the same entries must give the same
    /// bytes.
    @inlinable
    public mutating func write<Value>(_ entries: [String: Value], _ writeValue: (inout BinaryWriter, Value) -> Void) {
        write(entries.count)
        for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
            write(key)
            writeValue(&self, value)
        }
    }

    /// Writes a count and each element.
    @inlinable
    public mutating func write<Element: BinaryCodable>(_ values: [Element]) {
        write(values.count)
        for value in values { value.write(to: &self) }
    }

    /// Writes a value that knows its own encoding.
    @inlinable
    public mutating func write(_ value: some BinaryCodable) {
        value.write(to: &self)
    }

    /// Appends bytes written earlier by a writer, as they are.
    @inlinable
    public mutating func append(_ encoded: ArraySlice<UInt8>) {
        storage.append(contentsOf: encoded)
    }

    /// Writes what `body` writes as a block with a four-byte length, which a reader can skip
    /// without decoding it (``BinaryReader/skipBlock()``).
    @inlinable
    public mutating func writeBlock(_ body: (inout BinaryWriter) -> Void) {
        let start = storage.count
        storage.append(contentsOf: [0, 0, 0, 0])
        body(&self)
        let length = storage.count - start - 4
        for shift in 0..<4 { storage[start + shift] = UInt8(truncatingIfNeeded: length >> (shift * 8)) }
    }
}
