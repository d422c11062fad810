/// The largest deep link a ``DeepLinkTable`` accepts; anything bigger is rejected
/// with ``DeepLinkError/tooLong(length:limit:)`` or
/// ``DeepLinkError/tooManySegments(count:limit:)`` before any other work.
public struct DeepLinkLimits: Sendable, Hashable {
    /// The most UTF-8 bytes a URL may have.
    public var maxLength: Int
    /// The most path segments a URL may have.
    public var maxSegments: Int

    /// Limits of `maxLength` bytes and `maxSegments` path segments.
    public init(maxLength: Int, maxSegments: Int) {
        self.maxLength = maxLength
        self.maxSegments = maxSegments
    }

    /// 2,048 bytes (the longest URL every browser and OS accepts) and 32 segments.
    public static let `default` = DeepLinkLimits(maxLength: 2048, maxSegments: 32)
}
