import Foundation
import SwiftSyntax
import Testing
import VIPERLock
import VIPERSyntax

@Suite("Bytes parsed at once")
struct ParseBudgetTests {
    @Test("elements run at once only while their costs fit in the budget")
    func costsFit() {
        let running = Locked((now: 0, most: 0))
        let budget = WorkBudget(total: 100) { _ in 60 }
        let results = ParallelWork.map(6, timeLimit: .seconds(60), budget: budget) { index -> Int in
            running.withLock { state in
                state.now += 60
                state.most = max(state.most, state.now)
            }
            usleep(50_000)
            running.withLock { $0.now -= 60 }
            return index
        }
        #expect(results.compactMap { $0 } == Array(0..<6))
        #expect(running.withLock { $0.most } == 60)
    }

    @Test("an element's time limit starts once it has the budget, not while it waits for it")
    func timeLimitStartsWithTheBudget() {
        let budget = WorkBudget(total: 10) { _ in 10 }
        let results = ParallelWork.map(3, timeLimit: .milliseconds(1_500), budget: budget) { index -> Int in
            usleep(600_000)
            return index
        }
        // Run one after another, the last waits 1.2 s for the budget and then runs 0.6 s: past
        // the limit if the wait counted.
        #expect(results == [0, 1, 2])
    }

    @Test("an element costing more than the whole budget runs alone instead of never")
    func largerThanTheBudget() {
        let budget = WorkBudget(total: 10) { $0 == 1 ? 1_000 : 1 }
        let results = ParallelWork.map(4, timeLimit: .seconds(60), budget: budget) { $0 }
        #expect(results == [0, 1, 2, 3])
    }

    @Test("a source above the file size cap is skipped with its size and never parsed")
    func aboveTheCapIsSkipped() {
        var limits = SourceLimits.default
        limits.maxFileBytes = 100
        limits.maxBytesParsedAtOnce = 150
        let small = "struct A {}\n"
        let large = String(repeating: "struct B {}\n", count: 20)
        let parsed = SourceFileParser.parse([small, large, small], limits: limits)
        #expect(parsed.map(\.skipped) == [nil, .tooLarge(bytes: 240, limit: 100), nil])
        #expect(parsed[1].tree.statements.isEmpty)
        #expect(parsed[0].tree.statements.count == 1)
    }
}
