/// The cache data is truncated or was written by another format; it is discarded.
public struct CacheFormatError: Error, CustomStringConvertible {
    /// Where reading stopped.
    public let offset: Int

    /// An error at byte `offset` of the data read.
    public init(offset: Int) {
        self.offset = offset
    }

    /// What went wrong, for debugging.
    public var description: String { "cache data ends or is malformed at byte \(offset); expected data written by this version" }
}
