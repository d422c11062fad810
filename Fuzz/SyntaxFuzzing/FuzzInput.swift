/// The inputs a fuzz run tries: real Swift files mutated, and productions generated deep, wide
/// and long.
public struct FuzzInputs {
    /// The real files mutations start from.
    public let corpus: [[UInt8]]
    /// Largest input generated, in bytes: small enough for a debug build to run the three
    /// readers on it in about a second when nothing nests, so a run tries many.
    public let maxBytes: Int
    private var random: SeededGenerator

    /// Inputs drawn from `corpus` (and generated) in the order `seed` fixes.
    public init(corpus: [[UInt8]], seed: UInt64, maxBytes: Int = 32 << 10) {
        self.corpus = corpus.filter { !$0.isEmpty }
        self.maxBytes = maxBytes
        random = SeededGenerator(seed: seed)
    }

    /// The next input and what it is, e.g. `generic arguments ×300`.
    public mutating func next() -> (label: String, bytes: [UInt8]) {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: deep()
        case 1: wide()
        default: corpus.isEmpty ? deep() : mutated()
        }
    }

    /// A production nested about as deep as the guard allows, just past it, or far past it.
    private mutating func deep() -> (label: String, bytes: [UInt8]) {
        let production = DeepProduction.all.randomElement(using: &random)!
        let depth = [
            Int.random(in: 1...300, using: &random), Int.random(in: 200...260, using: &random),
            Int.random(in: 1_000...50_000, using: &random),
        ].randomElement(using: &random)!
        let text = production.source(repeating: depth)
        return ("\(production) ×\(depth)", Array(text.utf8.prefix(maxBytes)))
    }

    /// A production repeated side by side, or a long flat expression, across many lines.
    private mutating func wide() -> (label: String, bytes: [UInt8]) {
        let production = DeepProduction.all.randomElement(using: &random)!
        let copies = Int.random(in: 10...300, using: &random)
        let depth = Int.random(in: 1...40, using: &random)
        let flat = ["1 +", "a is A is", "a ??", "x = ", "a,", "@escaping", "a:"].randomElement(using: &random)!
        let text =
            Bool.random(using: &random)
            ? String(repeating: production.source(repeating: depth), count: copies)
            : "let x = [" + String(repeating: flat + "\n", count: copies * 2) + "1]\n"
        return (
            Bool.random(using: &random) ? "\(production) ×\(depth), \(copies) times" : "flat '\(flat)' ×\(copies * 2)",
            Array(text.utf8.prefix(maxBytes))
        )
    }

    /// A real file with a few random edits: bytes deleted, repeated, swapped in from another
    /// file, or a production spliced in.
    private mutating func mutated() -> (label: String, bytes: [UInt8]) {
        var bytes = corpus.randomElement(using: &random)!
        let edits = Int.random(in: 1...8, using: &random)
        for _ in 0..<edits where !bytes.isEmpty {
            let start = Int.random(in: 0..<bytes.count, using: &random)
            let end = min(bytes.count, start + Int.random(in: 1...256, using: &random))
            switch Int.random(in: 0..<5, using: &random) {
            case 0: bytes.removeSubrange(start..<end)
            case 1:
                let times = Int.random(in: 2...400, using: &random)
                bytes.insert(contentsOf: Array([[UInt8]](repeating: Array(bytes[start..<end]), count: times).joined()), at: start)
            case 2:
                let other = corpus.randomElement(using: &random)!
                let from = Int.random(in: 0..<other.count, using: &random)
                bytes.insert(contentsOf: other[from..<min(other.count, from + 512)], at: start)
            case 3:
                let production = DeepProduction.all.randomElement(using: &random)!
                bytes.insert(contentsOf: Array(production.source(repeating: Int.random(in: 1...300, using: &random)).utf8), at: start)
            default:
                bytes[start] = Self.swiftBytes.randomElement(using: &random)!
            }
            if bytes.count > maxBytes { bytes.removeLast(bytes.count - maxBytes) }
        }
        return ("a real file with \(edits) edits", bytes)
    }

    /// The bytes that change how Swift parses.
    private static let swiftBytes = Array("()[]{}<>-?!.:;,=&|\"#\\/*@`$_ \n\ta0".utf8)
}
