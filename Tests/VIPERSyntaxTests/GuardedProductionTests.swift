import SyntaxFuzzing
import Testing
import VIPERSyntax

/// Every production the parser recurses into, nested as deep as the guard lets through and one
/// level more: the first parses (on a tools' worker thread, within the time limit), the second
/// is skipped with the nesting reason and never parsed.
@Suite("The pre-parse guard covers every recursive production", .serialized)
struct GuardedProductionTests {
    /// The deepest nesting of `production` the default limits let through, searched up to 4,096
    /// levels; nil when the guard lets every depth through.
    private func deepestAllowed(_ production: DeepProduction) -> Int? {
        var low = 0
        var high = 4_096
        guard SourceScan(Array(production.source(repeating: high).utf8)).firstExceeded(.default) != nil else { return nil }
        while high - low > 1 {
            let middle = (low + high) / 2
            if SourceScan(Array(production.source(repeating: middle).utf8)).firstExceeded(.default) == nil {
                low = middle
            } else {
                high = middle
            }
        }
        return low
    }

    @Test("at the limit the file parses within the time limit; one level more, it is skipped", arguments: DeepProduction.all)
    func limit(_ production: DeepProduction) throws {
        let deepest = try #require(deepestAllowed(production), "the guard does not bound \(production)")
        #expect(deepest >= 1)
        let atLimit = SourceFileParser.parse([production.source(repeating: deepest)], limits: .default)[0]
        #expect(atLimit.skipped == nil, "\(production) ×\(deepest): \(atLimit.diagnostics.first?.message ?? "")")
        let past = SourceFileParser.parse([production.source(repeating: deepest + 1)], limits: .default)[0]
        switch past.skipped {
        case .nestingTooDeep?, .squareBracketsTooDeep?: break
        default: Issue.record("\(production) ×\(deepest + 1) is not skipped for its nesting: \(String(describing: past.skipped))")
        }
    }

    @Test("far past the limit the file is skipped by the guard, on any thread", arguments: DeepProduction.all)
    func farPast(_ production: DeepProduction) {
        let parsed = SourceFileParser.parse(source: production.source(repeating: 50_000))
        #expect(parsed.skipped != nil)
    }
}
