// DeepLinkBenchmark: time per match of `DeepLinkTable` (segment trie) against a
// linear scan over the same compiled patterns, for 10 to 10,000 patterns.
//
//     swift run -c release DeepLinkBenchmark
//
// Both sides match the same pre-parsed URLs and both end by binding the winning
// pattern's parameters, so the difference is the search alone. The linear scan is
// the straightforward alternative: try every pattern, keep the most specific match.
//
// A second table times parsing a link's text: `DeepLinkURL` against Foundation's
// `URLComponents` with its path segments and query items decoded, the work the table
// needs from either.

import Foundation
import ToolTestSupport
import VIPER

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
func makeURL(for index: Int, using generator: inout SplitMix) -> String {
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
func nanosecondsPerCall<Input>(_ urls: [Input], budget: Duration, _ body: (Input) -> Int) -> Double {
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
func bestOf<Input>(
    _ rounds: Int,
    _ urls: [Input],
    _ sides: [(Input) -> Int]
) -> [Double] {
    var best = Array(repeating: Double.infinity, count: sides.count)
    for _ in 0..<rounds {
        for (index, side) in sides.enumerated() {
            best[index] = min(best[index], nanosecondsPerCall(urls, budget: .milliseconds(60), side))
        }
    }
    return best
}

print("DeepLinkBenchmark: most specific match among N patterns, 1,000 distinct URLs, ns per match (best of 7 alternating rounds)")
print("patterns   trie ns   linear ns    linear/trie   trie resolve (parse+match+handler) ns")
for count in [10, 100, 1_000, 10_000] {
    var generator = SplitMix(state: UInt64(count))
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
    let timings = bestOf(
        7, urls,
        [
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

/// What the table needs from `URLComponents` for one link: lowercased scheme and host,
/// decoded path segments and query items; the number of parts found, or 0 if it fails.
func componentsParts(_ text: String) -> Int {
    guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
        let host = components.percentEncodedHost?.removingPercentEncoding?.lowercased()
    else { return 0 }
    var parts = scheme.count + host.count
    for segment in components.percentEncodedPath.split(separator: "/") {
        guard let decoded = String(segment).removingPercentEncoding else { return 0 }
        parts += decoded.count
    }
    parts += components.queryItems?.count ?? 0
    return parts
}

print()
print("Parsing a link's text, ns per URL (best of 7 alternating rounds; 1,000 URLs of the shapes above, with a query)")
print("DeepLinkURL ns   URLComponents ns   URLComponents/DeepLinkURL")
var parseGenerator = SplitMix(state: 7)
let texts = (0..<1_000).map { makeURL(for: $0, using: &parseGenerator) + "?ref=push%20note&q=caf%C3%A9+lisbon" }
let parsing = bestOf(
    7, texts,
    [
        { text in (try? DeepLinkURL(text))?.path.count ?? 0 },
        { text in componentsParts(text) },
    ])
print(
    [
        format1(parsing[0]).leftPadded(to: 13, with: " "),
        format1(parsing[1]).leftPadded(to: 18, with: " "),
        (format1(parsing[1] / parsing[0]) + "x").leftPadded(to: 27, with: " "),
    ].joined(separator: " "))
