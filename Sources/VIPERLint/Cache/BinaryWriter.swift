/// Appends values to a compact byte buffer: the cache's format, far faster than JSON.
struct BinaryWriter {
    private(set) var bytes: [UInt8] = []

    /// Reserves room for `count` bytes.
    mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    /// Writes a non-negative or negative integer as a zig-zag varint.
    mutating func write(_ value: Int) {
        var encoded = UInt64(bitPattern: Int64((value << 1) ^ (value >> (Int.bitWidth - 1))))
        while encoded >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: encoded) | 0x80)
            encoded >>= 7
        }
        bytes.append(UInt8(encoded))
    }

    /// Writes eight bytes, little-endian.
    mutating func write(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    /// Writes one byte, 0 or 1.
    mutating func write(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    /// Writes a length-prefixed UTF-8 string.
    mutating func write(_ value: String) {
        var value = value
        value.withUTF8 { buffer in
            write(buffer.count)
            bytes.append(contentsOf: buffer)
        }
    }

    /// Writes a presence byte and, when present, the string.
    mutating func write(_ value: String?) {
        write(value != nil)
        if let value { write(value) }
    }

    /// Writes a count and each string.
    mutating func write(_ values: [String]) {
        write(values.count)
        for value in values { write(value) }
    }

    /// Writes a count and each string of a set, sorted: a set's order changes from one
    /// instance to the next, and the same values must give the same bytes.
    mutating func write(_ values: Set<String>) {
        write(values.count)
        for value in values.sorted() { write(value) }
    }

    /// Writes a count and each entry, its key then its value, sorted by key: a dictionary's
    /// order changes from one instance to the next, and the same entries must give the same
    /// bytes.
    mutating func write<Value>(_ entries: [String: Value], _ writeValue: (inout BinaryWriter, Value) -> Void) {
        write(entries.count)
        for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
            write(key)
            writeValue(&self, value)
        }
    }

    /// Writes a count and each element.
    mutating func write<Element: BinaryCodable>(_ values: [Element]) {
        write(values.count)
        for value in values { value.write(to: &self) }
    }

    /// Writes a value that knows its own encoding.
    mutating func write(_ value: some BinaryCodable) {
        value.write(to: &self)
    }

    /// Appends bytes written earlier by a writer, as they are.
    mutating func append(_ encoded: ArraySlice<UInt8>) {
        bytes.append(contentsOf: encoded)
    }

    /// Writes what `body` writes as a block with a four-byte length, which a reader can skip
    /// without decoding it (``BinaryReader/skipBlock()``).
    mutating func writeBlock(_ body: (inout BinaryWriter) -> Void) {
        let start = bytes.count
        bytes.append(contentsOf: [0, 0, 0, 0])
        body(&self)
        let length = bytes.count - start - 4
        for shift in 0..<4 { bytes[start + shift] = UInt8(truncatingIfNeeded: length >> (shift * 8)) }
    }
}

/// A value with a compact binary encoding for the cache.
protocol BinaryCodable {
    /// Appends the value.
    func write(to writer: inout BinaryWriter)
    /// Reads the value back.
    init(from reader: inout BinaryReader) throws(CacheFormatError)
}
