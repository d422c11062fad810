/// Compares two secret digests.
public protocol DigestComparing: Sendable {
    /// Whether `lhs` and `rhs` are equal.
    func equal(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool
}
