import VIPERLock

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The saved settings of every terminal in raw mode, restored at process exit.
enum TerminalRestoration {
    /// What it takes to put one terminal back.
    struct Record: Sendable {
        let input: Int32
        let original: termios
        let output: Int32
        let trailer: String

        func apply() {
            var settings = original
            _ = tcsetattr(input, TCSANOW, &settings)
            FileDescriptorWriter(fileDescriptor: output).write(trailer)
        }
    }

    private static let records = Locked<[ObjectIdentifier: Record]>([:])

    /// Registers the exit-time restoration once, the first time a terminal goes raw.
    private static let exitHook: Void = {
        _ = atexit { TerminalRestoration.restoreAll() }
    }()

    static func register(_ id: ObjectIdentifier, _ record: Record) {
        exitHook
        records.withLock { $0[id] = record }
    }

    static func isRegistered(_ id: ObjectIdentifier) -> Bool {
        records.withLock { $0[id] != nil }
    }

    /// Restores one terminal; only the first of several concurrent callers does the work.
    static func restore(_ id: ObjectIdentifier) {
        records.withLock { $0.removeValue(forKey: id) }?.apply()
    }

    static func restoreAll() {
        let all = records.withLock { records in
            defer { records = [:] }
            return Array(records.values)
        }
        for record in all { record.apply() }
    }
}
