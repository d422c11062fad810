/// A fast 64-bit FNV-1a hash: the cache key of a file's content.
enum ContentHash {
    /// Hashes bytes.
    static func of<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    /// Hashes a string's UTF-8.
    static func of(_ text: String) -> UInt64 { of(text.utf8) }
}
