import CSQLite
import DiscoverTestSupport
import Foundation
import Testing
@testable import Discover

@Suite("Database reset and open: only a Discover database is deleted or used, never while it is open")
struct DatabaseResetTests {
    /// A fresh folder, removed when the value is released.
    final class Folder: Sendable {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("discover-reset-\(UUID().uuidString)")
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        func file(_ name: String) -> URL { url.appendingPathComponent(name) }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    /// A database file with `statements` run in it, made with SQLite directly.
    private func sqliteFile(_ url: URL, _ statements: String) throws {
        let connection = try SQLiteConnection(path: url.path)
        try connection.execute(statements)
    }

    @Test("reset refuses a folder and leaves it and its files in place")
    func resetRefusesFolder() throws {
        let folder = try Folder()
        try Data("keep me".utf8).write(to: folder.file("notes.txt"))
        #expect(throws: DatabaseError.isFolder(path: folder.url.path)) { try DiscoverDatabase.delete(at: folder.url) }
        #expect(try String(contentsOf: folder.file("notes.txt"), encoding: .utf8) == "keep me")
    }

    @Test("reset refuses a text file and leaves it unchanged")
    func resetRefusesTextFile() throws {
        let folder = try Folder()
        let notes = folder.file("notes.txt")
        try Data("a list of things".utf8).write(to: notes)
        #expect { try DiscoverDatabase.delete(at: notes) } throws: { error in
            if case .notDiscoverDatabase(_, let reason)? = error as? DatabaseError { reason.contains("SQLite header") } else { false }
        }
        #expect(try String(contentsOf: notes, encoding: .utf8) == "a list of things")
    }

    @Test("reset refuses another program's SQLite database, marked or not")
    func resetRefusesForeignDatabase() throws {
        let folder = try Folder()
        let unmarked = folder.file("other.sqlite")
        try sqliteFile(unmarked, "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('keep');")
        let marked = folder.file("marked.sqlite")
        try sqliteFile(marked, "PRAGMA application_id = 1234; CREATE TABLE t (x);")
        for url in [unmarked, marked] {
            #expect(throws: DatabaseError.self) { try DiscoverDatabase.delete(at: url) }
            #expect(FileManager.default.fileExists(atPath: url.path))
        }
    }

    @Test("open refuses a text file, a folder and another program's database, and changes none of them")
    func openRefusesForeignFiles() async throws {
        let folder = try Folder()
        let notes = folder.file("notes.txt")
        try Data("a list of things".utf8).write(to: notes)
        let other = folder.file("other.sqlite")
        try sqliteFile(other, "CREATE TABLE notes (text TEXT);")
        let before = try Data(contentsOf: other)
        for url in [notes, folder.url, other] {
            await #expect(throws: DatabaseError.self) { _ = try await DiscoverDatabase.open(at: url) }
        }
        #expect(try String(contentsOf: notes, encoding: .utf8) == "a list of things")
        #expect(try Data(contentsOf: other) == before)
    }

    @Test("reset deletes a closed Discover database with its WAL files; the next open starts over")
    func resetDeletesDiscoverDatabase() async throws {
        let temporary = TemporaryDatabase()
        _ = try await temporary.createAccount(email: "ada@example.com")
        try await onceReleased { try DiscoverDatabase.delete(at: temporary.url) }
        for suffix in ["", "-wal", "-shm"] {
            #expect(!FileManager.default.fileExists(atPath: temporary.url.path + suffix))
        }
        try DiscoverDatabase.delete(at: temporary.url)
    }

    @Test("reset refuses a database this process has open, naming the process, and deletes nothing")
    func resetRefusedWhileOpen() async throws {
        let temporary = TemporaryDatabase()
        let database = try await temporary.openImported()
        #expect { try DiscoverDatabase.delete(at: temporary.url) } throws: { error in
            guard case .inUse(_, let holders)? = error as? DatabaseError else { return false }
            return holders.map(\.pid) == [getpid()] && (error as? DatabaseError)?.description.contains("pid \(getpid())") == true
        }
        #expect(try await database.placeCount() > 30_000)
    }

    @Test("reset refuses a database another process has open, naming its pid and command")
    func resetRefusedWhileOtherProcessHolds() async throws {
        let temporary = TemporaryDatabase()
        let userID = try await temporary.createAccount(email: "holder@example.com")
        let holder = Process()
        holder.executableURL = try ProcessTools.executable("discover-db-stress")
        holder.arguments = [temporary.url.path, userID]
        let output = Pipe()
        holder.standardOutput = output
        try holder.run()
        defer {
            holder.terminate()
            holder.waitUntilExit()
        }
        _ = output.fileHandleForReading.availableData  // the first id: the database is open
        #expect { try DiscoverDatabase.delete(at: temporary.url) } throws: { error in
            guard case .inUse(_, let holders)? = error as? DatabaseError else { return false }
            return holders.contains { $0.pid == holder.processIdentifier && $0.command.contains("discover-db-stress") }
        }
        #expect(FileManager.default.fileExists(atPath: temporary.url.path))
    }

    @Test("a database made before the Discover marker is adopted on open, and reset accepts it afterwards")
    func legacyDatabaseAdopted() async throws {
        let temporary = TemporaryDatabase()
        do {
            _ = try await temporary.openImported()
        }
        try sqliteFile(
            temporary.url, "PRAGMA application_id = 0; PRAGMA user_version = 1; DROP TABLE sessions; PRAGMA wal_checkpoint(TRUNCATE);")
        #expect { try DiscoverDatabase.delete(at: temporary.url) } throws: { error in
            if case .notDiscoverDatabase? = error as? DatabaseError { true } else { false }
        }
        do {
            let adopted = try await temporary.openImported()
            #expect(try await adopted.placeCount() > 30_000)
        }
        try await onceReleased { try DiscoverDatabase.delete(at: temporary.url) }
        #expect(!FileManager.default.fileExists(atPath: temporary.url.path))
    }

    @Test("a truncated database is refused at open as damaged, with a hint to reset it")
    func truncatedDatabase() async throws {
        let temporary = TemporaryDatabase()
        do {
            _ = try await temporary.openImported()
        }
        let size = try #require(try FileManager.default.attributesOfItem(atPath: temporary.url.path)[.size] as? Int)
        let handle = try FileHandle(forWritingTo: temporary.url)
        try handle.truncate(atOffset: UInt64(size / 2))
        try handle.close()
        await #expect { _ = try await temporary.openImported() } throws: { error in
            guard let error = error as? DatabaseError, case .damaged = error else { return false }
            return error.description.contains("--reset") && !error.description.contains("full")
        }
        try await onceReleased { try DiscoverDatabase.delete(at: temporary.url) }
    }

    @Test("a database whose pages were overwritten is refused at open as damaged")
    func overwrittenPages() async throws {
        let temporary = TemporaryDatabase()
        do {
            _ = try await temporary.openImported()
        }
        let handle = try FileHandle(forUpdating: temporary.url)
        try handle.seek(toOffset: 64 * 4_096)
        handle.write(Data(repeating: 0xA5, count: 64 * 4_096))
        try handle.close()
        await #expect { _ = try await temporary.openImported() } throws: { error in
            if case .damaged? = error as? DatabaseError { true } else { false }
        }
    }

    @Test(
        "SQLite errors name their cause: a lock is not a full disk",
        arguments: [
            (SQLITE_BUSY, "locked"), (SQLITE_LOCKED, "locked"), (SQLITE_FULL, "disk is full"), (SQLITE_CORRUPT, "--reset"),
            (SQLITE_READONLY, "may write"), (SQLITE_IOERR | (1 << 8), "I/O error"),
        ])
    func hintsNameCause(code: Int32, hint: String) {
        let description = PlacesError.storage(SQLiteError(code: code, message: "m", context: "c").description).description
        #expect(description.contains(hint))
        if code & 0xFF != SQLITE_FULL {
            #expect(!description.contains("full"))
        }
    }
}
