import Foundation
import Testing
import VIPERLock
@testable import Discover

@Suite("First-run import of the bundled places")
struct ImportTests {
    @Test("the first open imports every place of the bundled dataset")
    func importsDataset() async throws {
        let temporary = TemporaryDatabase()
        let database = try await temporary.open()
        let expected = try PlaceDataset.bundled().records.count
        #expect(expected > 30_000)
        #expect(try await database.placeCount() == expected)
    }

    @Test("import reports progress from zero to the total, never going back")
    func reportsProgress() async throws {
        let temporary = TemporaryDatabase()
        let reports = Reports<ImportProgress>()
        _ = try await temporary.open { progress in reports.append(progress) }
        let seen = reports.all
        #expect(seen.first?.imported == 0)
        #expect(seen.last.map { $0.imported == $0.total } == true)
        #expect(zip(seen, seen.dropFirst()).allSatisfy { $0.imported <= $1.imported })
        #expect(seen.count > 10)
    }

    @Test("reopening an imported database does not import again")
    func reopenSkipsImport() async throws {
        let temporary = TemporaryDatabase()
        _ = try await temporary.open()
        let reports = Reports<ImportProgress>()
        let reopened = try await temporary.open { reports.append($0) }
        #expect(reports.all.isEmpty)
        #expect(try await reopened.integrityCheck() == "ok")
    }

    @Test("two connections opening a new file at once import the places exactly once")
    func concurrentFirstOpen() async throws {
        let temporary = TemporaryDatabase()
        async let first = temporary.open()
        async let second = temporary.open()
        let (a, b) = try await (first, second)
        let expected = try PlaceDataset.bundled().records.count
        #expect(try await a.placeCount() == expected)
        #expect(try await b.placeCount() == expected)
    }
}

/// Values reported from another thread, collected under a lock.
final class Reports<Value: Sendable>: Sendable {
    private let values = Locked<[Value]>([])

    func append(_ value: Value) {
        values.withLock { $0.append(value) }
    }

    var all: [Value] { values.withLock { $0 } }
}
