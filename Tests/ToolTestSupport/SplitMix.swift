/// A deterministic random source (SplitMix64), so a test that draws random cases replays the
/// same cases on every run and a failure reproduces.
public struct SplitMix: RandomNumberGenerator {
    /// The generator's state; the seed is its first value.
    public var state: UInt64

    /// A generator seeded with `state`.
    public init(state: UInt64) {
        self.state = state
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0), by remainder: cheaper than `Int.random(in:using:)`
    /// and as stable, which is all a generated test app needs.
    public mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
