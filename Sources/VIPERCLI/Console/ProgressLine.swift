import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `Linting 1200/5000 files` on standard error, redrawn in place, only on a terminal.
final class ProgressLine: @unchecked Sendable {
    private let console: any Console
    // NSLock, not Synchronization.Mutex: ThreadSanitizer on Linux cannot see Mutex.
    private let lock = NSLock()
    private var lastPercent = -1

    private init(console: any Console) {
        self.console = console
    }

    /// A progress line when standard error is a terminal, else nil.
    static func forTerminal(console: any Console) -> ProgressLine? {
        guard console is StandardConsole, isatty(STDERR_FILENO) == 1 else { return nil }
        return ProgressLine(console: console)
    }

    /// Redraws the line when the percentage changes (runs of fewer than 200 files stay silent).
    @Sendable func update(done: Int, total: Int) {
        guard total >= 200 else { return }
        let percent = done * 100 / total
        let changed = lock.withLock {
            guard percent != lastPercent else { return false }
            lastPercent = percent
            return true
        }
        if changed { console.writeError("\rLinting \(done)/\(total) files (\(percent)%)") }
    }

    /// Clears the line.
    func finish() {
        if lock.withLock({ lastPercent }) >= 0 { console.writeError("\r\u{1B}[K") }
    }
}
