import COpenSSL

/// Compares digests in time independent of where they differ (OpenSSL's `CRYPTO_memcmp`),
/// so response timing does not reveal how much of a guessed hash was right.
public struct ConstantTimeComparator: DigestComparing {
    /// A comparator.
    public init() {}

    /// Whether the digests are equal; digests of different lengths differ (their length is not secret).
    public func equal(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard !lhs.isEmpty else { return true }
        return lhs.withUnsafeBytes { left in
            rhs.withUnsafeBytes { right in
                CRYPTO_memcmp(left.baseAddress, right.baseAddress, left.count) == 0
            }
        }
    }
}
