import DiscoverTestSupport
import Foundation
import Testing
@testable import Discover

@Suite("Kill safety: a writer killed mid-transaction loses nothing committed")
struct KillSafetyTests {
    /// Reads complete lines from `pipe` until at least `count` arrived (or the pipe closed).
    private func readLines(_ pipe: Pipe, atLeast count: Int, into buffer: inout Data) -> [String] {
        while true {
            let lines = completeLines(buffer)
            if lines.count >= count { return lines }
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { return lines }
            buffer.append(chunk)
        }
    }

    private func completeLines(_ data: Data) -> [String] {
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test("SIGKILL while writing favorites keeps every printed favorite and an intact database")
    func killWhileWriting() async throws {
        let temporary = TemporaryDatabase()
        let userID = try await temporary.createAccount(email: "stress@example.com")
        let process = Process()
        process.executableURL = try ProcessTools.executable("discover-db-stress")
        process.arguments = [temporary.url.path, userID]
        let output = Pipe()
        process.standardOutput = output
        try process.run()

        var buffer = Data()
        let beforeKill = readLines(output, atLeast: 200, into: &buffer)
        #expect(beforeKill.count >= 200, "the stress tool printed only \(beforeKill.count) ids before exiting")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        buffer.append(output.fileHandleForReading.readDataToEndOfFile())
        let printed = completeLines(buffer).compactMap(Int64.init)
        #expect(process.terminationReason == .uncaughtSignal)

        let reopened = try await temporary.openImported()
        #expect(try await reopened.integrityCheck() == "ok")
        let stored = Set(try await LocalFavoritesRepository(database: reopened).favorites(userID: userID).map(\.id))
        #expect(Set(printed).isSubset(of: stored), "lost committed favorites: \(Set(printed).subtracting(stored).sorted().prefix(10))")
        #expect(stored.count - printed.count <= 1, "at most the one in flight may be stored without having been printed")
    }
}
