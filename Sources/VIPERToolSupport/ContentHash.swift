/// A fast 64-bit FNV-1a hash: the cache key of a file's content, for every tool's cache.
///
/// ```swift
/// let key = ContentHash.of("struct A {}")
/// ```
public enum ContentHash {
    /// Hashes bytes.
    public static func of<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    /// Hashes a string's UTF-8.
    public static func of(_ text: String) -> UInt64 { of(text.utf8) }
}
