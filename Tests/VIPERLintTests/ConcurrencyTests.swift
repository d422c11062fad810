import Foundation
import Testing
import VIPERLint
import VIPERLock

@Suite("Concurrent linting")
struct ConcurrencyTests {
    private static let sources = (0..<40).map { index in
        SourceInput(
            path: "Module\(index)/Module\(index)Presenter.swift",
            text: """
                final class Module\(index)Presenter {
                    var view: Module\(index)View?
                    func load() { DispatchQueue.main.async { self.view = nil } }
                }
                """)
    }

    @Test("linters running on 8 threads at once produce identical reports")
    func eightThreads() {
        let expected = Linter().lint(sources: Self.sources).violations
        let mismatches = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            if Linter().lint(sources: Self.sources).violations != expected {
                mismatches.withLock { $0 += 1 }
            }
        }
        #expect(expected.count == 80)
        #expect(mismatches.withLock { $0 } == 0)
    }

    @Test("8 threads sharing one cache folder leave a usable cache")
    func sharedCache() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(
            Dictionary(uniqueKeysWithValues: Self.sources.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) }),
            under: folder)
        let cache = folder.appendingPathComponent(".cache")
        let root = folder.path
        let failures = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            if (try? Linter(cacheDirectory: cache).lint(paths: [root]))?.violations.count != 80 {
                failures.withLock { $0 += 1 }
            }
        }
        #expect(failures.withLock { $0 } == 0)
        #expect(try Linter(cacheDirectory: cache).lint(paths: [root]).parsedFileCount == 0)
    }
}
