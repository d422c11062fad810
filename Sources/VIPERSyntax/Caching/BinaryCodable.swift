/// A value with a compact binary encoding for a cache, written field by field with
/// ``BinaryWriter`` and read back in the same order with ``BinaryReader``.
public protocol BinaryCodable {
    /// Appends the value.
    func write(to writer: inout BinaryWriter)
    /// Reads the value back; throws when the bytes are not a value of this type.
    init(from reader: inout BinaryReader) throws(CacheFormatError)
}
