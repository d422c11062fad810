import Foundation
import VIPERLock

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `Linting 1200/5000 files` on standard error, redrawn in place, only on a terminal.
final class ProgressLine: Sendable {
    private let console: any Console
    private let lastPercent = Locked(-1)

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
        let changed = lastPercent.withLock { last in
            guard percent != last else { return false }
            last = percent
            return true
        }
        if changed { console.writeError("\rLinting \(done)/\(total) files (\(percent)%)") }
    }

    /// Clears the line.
    func finish() {
        if lastPercent.withLock({ $0 }) >= 0 { console.writeError("\r\u{1B}[K") }
    }
}
