import DiscoverTestSupport
import Foundation
import Testing
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
}
