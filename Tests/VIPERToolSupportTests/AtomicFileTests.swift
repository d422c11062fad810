import Foundation
import Testing
import ToolTestSupport
import VIPERLock
import VIPERToolSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("AtomicFile: the one way the tools write a file")
struct AtomicFileTests {
    let project: TemporaryDirectory
    let outside: TemporaryDirectory
    let root: ConfinedRoot

    init() throws {
        project = try TemporaryDirectory()
        outside = try TemporaryDirectory()
        root = ConfinedRoot(project.url)
    }

    private func url(_ path: String) -> URL { project.url.appending(path: path) }

    private func write(_ text: String, to path: String) throws(FileWriteError) {
        try AtomicFile.write(Array(text.utf8), to: url(path), confinedTo: root)
    }

    @Test("a new file is written with its folders, an existing one replaced with its permissions kept, nothing left beside it")
    func writesAndReplaces() throws {
        try write("one\n", to: "Out/Deep/report.txt")
        #expect(project.read("Out/Deep/report.txt") == "one\n")
        #expect(chmod(url("Out/Deep/report.txt").path, 0o640) == 0)
        try write("two\n", to: "Out/Deep/report.txt")
        #expect(project.read("Out/Deep/report.txt") == "two\n")
        #expect(AtomicFile.permissions(of: url("Out/Deep/report.txt").path) == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: url("Out/Deep").path) == ["report.txt"])
    }

    @Test("a link inside the project is kept and its target written; a link out is refused, a dangling one out too")
    func links() throws {
        try project.write("old\n", to: "Real/target.txt")
        try FileManager.default.createSymbolicLink(atPath: url("link.txt").path, withDestinationPath: "Real/target.txt")
        try write("new\n", to: "link.txt")
        #expect(project.read("Real/target.txt") == "new\n")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: url("link.txt").path)) == "Real/target.txt")
        try outside.write("precious\n", to: "victim.txt")
        try FileManager.default.createSymbolicLink(
            atPath: url("out.txt").path, withDestinationPath: outside.url.appending(path: "victim.txt").path)
        try FileManager.default.createSymbolicLink(
            atPath: url("dangling.txt").path, withDestinationPath: outside.url.appending(path: "new.txt").path)
        for path in ["out.txt", "dangling.txt"] {
            #expect(throws: FileWriteError.self) { try write("x", to: path) }
        }
        #expect(outside.read("victim.txt") == "precious\n")
        #expect(!outside.exists("new.txt"))
    }

    @Test("a pipe or a folder is refused and left as it is")
    func notRegular() throws {
        #expect(mkfifo(url("pipe").path, 0o644) == 0)
        try FileManager.default.createDirectory(at: url("folder"), withIntermediateDirectories: true)
        #expect(
            throws: FileWriteError(
                path: url("pipe").path, reason: "it is not a regular file (a device, pipe or socket), so it is left as it is")
        ) {
            try write("x", to: "pipe")
        }
        #expect(throws: FileWriteError(path: url("folder").path, reason: "it is a folder")) { try write("x", to: "folder") }
        var status = stat()
        #expect(lstat(url("pipe").path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test("a write that fails leaves nothing behind: no temporary file, no folder it created")
    func failureLeavesNothing() throws {
        // A name that fits the file system but not with the temporary file's prefix and suffix.
        let name = String(repeating: "n", count: 250)
        #expect(throws: FileWriteError.self) { try write("x", to: "New/Sub/" + name) }
        #expect(!project.exists("New"))
    }

    @Test("writers on many threads that all create the same missing folders at once all succeed")
    func concurrentWritersShareNewFolders() throws {
        let failures = Locked<[String]>([])
        let (folder, root) = (project.url, root)
        for round in 0..<20 {
            DispatchQueue.concurrentPerform(iterations: 8) { writer in
                let file = folder.appending(path: "Race\(round)/Cache/Deep/file\(writer).txt")
                do {
                    try AtomicFile.write(Array("\(writer)\n".utf8), to: file, confinedTo: root)
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
            for writer in 0..<8 { #expect(project.read("Race\(round)/Cache/Deep/file\(writer).txt") == "\(writer)\n") }
        }
        #expect(failures.withLock { $0 } == [])
    }

    @Test("writeAll reports a full device or a closed descriptor instead of trapping")
    func writeAllFailures() {
        let full = open("/dev/full", O_WRONLY)
        defer { close(full) }
        #expect(AtomicFile.writeAll(Array("x".utf8), to: full) != nil)
        #expect(AtomicFile.writeAll(Array("x".utf8), to: -1) != nil)
        #expect(AtomicFile.writeAll([], to: -1) == nil)
    }
}
