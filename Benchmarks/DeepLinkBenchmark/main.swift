// DeepLinkBenchmark: time per match of `DeepLinkTable` (segment trie) against a
// linear scan over the same compiled patterns, for 10 to 10,000 patterns.
//
//     swift run -c release DeepLinkBenchmark
//
// Both sides match the same pre-parsed URLs and both end by binding the winning
// pattern's parameters, so the difference is the search alone. The linear scan is
// the straightforward alternative: try every pattern, keep the most specific match.

import VIPER

/// SplitMix64, so every run measures the same patterns and URLs.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// The linear baseline: every compiled pattern tried in turn, the most specific kept.
struct LinearMatcher {
    let patterns: [DeepLinkPattern]

    func match(_ url: DeepLinkURL) -> DeepLinkMatch? {
        var best: DeepLinkPattern?
        for pattern in patterns where pattern.matches(url) {
            if let current = best, !pattern.isMoreSpecific(than: current) { continue }
            best = pattern
        }
        guard let best, let parameters = best.parameters(in: url) else { return nil }
        return DeepLinkMatch(pattern: best, url: url, parameters: parameters)
    }
}

/// `count` patterns of four shapes, each under its own first segment, plus one
/// catch-all family so that some URLs match several patterns.
func makePatterns(_ count: Int) -> [String] {
    (0..<count).map { index in
        switch index % 4 {
        case 0: "bench://app/s\(index)/<int:id>"
        case 1: "bench://app/s\(index)/items/<string:name>"
        case 2: "bench://app/s\(index)/<uuid:key>/detail"
        default: "bench://app/s\(index)/files/<path:rest>"
        }
    } + ["bench://app/<string:section>/<int:id>"]
}

/// A URL that matches the pattern at `index` of ``makePatterns(_:)``.
func makeURL(for index: Int, using generator: inout SeededGenerator) -> String {
    let id = Int.random(in: 1...1_000_000, using: &generator)
    return switch index % 4 {
    case 0: "bench://app/s\(index)/\(id)"
    case 1: "bench://app/s\(index)/items/name\(id)"
    case 2: "bench://app/s\(index)/123e4567-e89b-12d3-a456-4266141\(String(id % 100_000).leftPadded(to: 5))/detail"
    default: "bench://app/s\(index)/files/docs/\(id)/readme.md"
    }
}

extension String {
    /// The string with `pad` added in front up to `width` characters.
    func leftPadded(to width: Int, with pad: Character = "0") -> String {
        String(repeating: pad, count: max(0, width - count)) + self
    }
}

/// Nanoseconds per call of `body` over `urls`, repeating passes for at least `budget`.
func nanosecondsPerMatch(_ urls: [DeepLinkURL], budget: Duration, _ body: (DeepLinkURL) -> Int) -> Double {
    let clock = ContinuousClock()
    var checksum = 0
    var calls = 0
    let start = clock.now
    repeat {
        for url in urls {
            checksum &+= body(url)
        }
        calls += urls.count
    } while clock.now - start < budget
    let elapsed = clock.now - start
    if checksum == 42 { print("", terminator: "") }  // keeps the work observable
    let (seconds, attoseconds) = elapsed.components
    return (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(calls)
}

/// The fastest of `rounds` alternating measurements of each side, so that load
/// from other processes (which only ever slows a round down) affects both alike.
func bestOf(
    _ rounds: Int,
    _ urls: [DeepLinkURL],
    _ sides: [(DeepLinkURL) -> Int]
) -> [Double] {
    var best = Array(repeating: Double.infinity, count: sides.count)
    for _ in 0..<rounds {
        for (index, side) in sides.enumerated() {
            best[index] = min(best[index], nanosecondsPerMatch(urls, budget: .milliseconds(60), side))
        }
    }
    return best
}

print("DeepLinkBenchmark: most specific match among N patterns, 1,000 distinct URLs, ns per match (best of 7 alternating rounds)")
print("patterns   trie ns   linear ns    linear/trie   trie resolve (parse+match+handler) ns")
for count in [10, 100, 1_000, 10_000] {
    var generator = SeededGenerator(state: UInt64(count))
    let texts = makePatterns(count)
    let table: DeepLinkTable<Int>
    do {
        var registering = DeepLinkTable<Int>()
        for text in texts {
            try registering.register(text) { link in [link.pattern.segments.count] }
        }
        table = registering
    } catch {
        print("registration failed: \(error)")
        break
    }
    let linear = LinearMatcher(patterns: table.patterns)
    let rawURLs = (0..<1_000).map { _ in makeURL(for: Int.random(in: 0..<count, using: &generator), using: &generator) }
    let urls = rawURLs.compactMap { try? DeepLinkURL($0) }

    // Both must agree before we time them.
    let disagreements = urls.filter { (try? table.match($0).pattern) != linear.match($0)?.pattern }.count
    guard disagreements == 0, urls.count == rawURLs.count else {
        print("\(count): trie and linear scan disagree on \(disagreements) URLs; not timing")
        continue
    }

    var rawIndex = 0
    let timings = bestOf(7, urls, [
        { url in (try? table.match(url))?.parameters.count ?? 0 },
        { url in linear.match(url)?.parameters.count ?? 0 },
        { _ in
            rawIndex = (rawIndex + 1) % rawURLs.count
            return (try? table.resolve(rawURLs[rawIndex]))?.first ?? 0
        },
    ])
    let (trie, scan, resolve) = (timings[0], timings[1], timings[2])
    let row = [
        String(count).leftPadded(to: 8, with: " "),
        String(format1(trie)).leftPadded(to: 9, with: " "),
        String(format1(scan)).leftPadded(to: 11, with: " "),
        (format1(scan / trie) + "x").leftPadded(to: 14, with: " "),
        format1(resolve).leftPadded(to: 12, with: " "),
    ]
    print(row.joined(separator: " "))
}

/// `value` with one decimal.
func format1(_ value: Double) -> String {
    let tenths = (value * 10).rounded()
    return "\(Int(tenths) / 10).\(abs(Int(tenths)) % 10)"
}
