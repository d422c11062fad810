import DiscoverTestSupport
import Foundation
import Testing
import VIPERLock
@testable import Discover

@Suite("First runs racing on one new database path")
struct FirstRunRaceTests {
    @Test("three discover processes started at once on a new path all succeed and import the places once")
    func processesRaceOnNewPath() async throws {
        let temporary = TemporaryDatabase()
        try FileManager.default.createDirectory(at: temporary.folder, withIntermediateDirectories: true)
        let script = temporary.folder.appendingPathComponent("empty.txt")
        try Data().write(to: script)
        let processes = try (0..<3).map { _ in
            let process = Process()
            process.executableURL = try ProcessTools.executable("discover")
            process.arguments = ["--db", temporary.url.path, "--script", script.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = Pipe()
            return process
        }
        for process in processes { try process.run() }
        for process in processes {
            process.waitUntilExit()
            let errors = (process.standardError as? Pipe)?.fileHandleForReading.readDataToEndOfFile() ?? Data()
            #expect(process.terminationStatus == 0, "discover failed: \(String(decoding: errors, as: UTF8.self))")
        }
        let database = try await temporary.open()
        #expect(try await database.placeCount() == PlaceDataset.bundled().records.count)
        let accounts = try await database.read { connection throws(SQLiteError) in
            try connection.query("SELECT count(*) FROM users") { Int($0.int64(0)) }.first ?? 0
        }
        #expect(accounts == 1)
    }

    /// A new file with a table, one connection inside a write transaction on it, and a second
    /// connection that has read it (so it holds the file open, as a racing first open does).
    /// The file lives as long as `temporary`.
    private func heldDatabase(in temporary: TemporaryDatabase) throws -> (holder: Locked<SQLiteConnection>, switcher: SQLiteConnection) {
        try FileManager.default.createDirectory(at: temporary.folder, withIntermediateDirectories: true)
        let holder = try SQLiteConnection(path: temporary.url.path)
        try holder.execute("CREATE TABLE t (a INTEGER)")
        let switcher = try SQLiteConnection(path: temporary.url.path, busyTimeoutMilliseconds: 60_000)
        _ = try switcher.query("SELECT count(*) FROM t") { _ in () }
        try holder.execute("BEGIN IMMEDIATE; INSERT INTO t VALUES (1)")
        return (Locked(holder), switcher)
    }

    @Test("switching to WAL waits for another connection's write transaction, which SQLite's busy timeout does not")
    func walSwitchWaitsForWriter() throws {
        let temporary = TemporaryDatabase()
        let (holder, switcher) = try heldDatabase(in: temporary)
        let refused = #expect(throws: SQLiteError.self) { try switcher.execute("PRAGMA journal_mode = WAL") }
        #expect(refused?.primaryCode == 5, "SQLite refuses the switch at once with SQLITE_BUSY")
        let committer = Thread {
            usleep(200_000)
            holder.withLock { try? $0.execute("COMMIT") }
        }
        committer.start()
        try switcher.enableWriteAheadLog(waitingAtMost: 30_000)
        #expect(try switcher.query("PRAGMA journal_mode") { $0.text(0) } == ["wal"])
        withExtendedLifetime(temporary) {}
    }

    @Test("switching to WAL gives up with SQLITE_BUSY once its wait is over")
    func walSwitchGivesUp() throws {
        let temporary = TemporaryDatabase()
        let (holder, switcher) = try heldDatabase(in: temporary)
        let start = ContinuousClock.now
        let error = #expect(throws: SQLiteError.self) { try switcher.enableWriteAheadLog(waitingAtMost: 100) }
        #expect(error?.primaryCode == 5)
        #expect(start.duration(to: .now) >= .milliseconds(100))
        try holder.withLock { try $0.execute("COMMIT") }
        withExtendedLifetime(temporary) {}
    }
}
