import VIPERLock
import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Calls a handler on a background thread whenever one of some signals arrives, until
/// cancelled.
///
/// While a signal is watched its process-wide handler only relays it, so a signal whose
/// default action ends the process reaches the handler instead, which decides what
/// happens. When its last watch is cancelled the previous disposition comes back.
final class SignalWatch: Sendable {
    private let signals: [Int32]

    init(signals: [Int32], handler: @escaping @Sendable (Int32) -> Void) {
        self.signals = signals
        SignalRelay.add(ObjectIdentifier(self), signals: signals, handler: handler)
    }

    /// Stops watching; later calls do nothing.
    func cancel() {
        SignalRelay.remove(ObjectIdentifier(self), signals: signals)
    }

    deinit {
        cancel()
    }
}

/// The process-wide part of ``SignalWatch``: an async-signal-safe handler writes the
/// signal number to a pipe, and one reader thread calls the watchers.
///
/// Dispatch signal sources are not used: on Linux, libdispatch installs its own
/// handler only the first time a signal is watched, so restoring the previous
/// disposition afterwards would silently break every later source.
private enum SignalRelay {
    typealias Handler = @Sendable (Int32) -> Void

    private struct State {
        var watchers: [Int32: [ObjectIdentifier: Handler]] = [:]
        var previousHandlers: [Int32: SignalHandlerPointer] = [:]
    }

    /// The pipe's write end (-1 if the pipe could not be made), which the signal handler
    /// writes to. A `static let` is initialized exactly once, here before the first
    /// handler is installed, so the handler only reads a value that no longer changes:
    /// no lock, which a signal handler must not take.
    static let writeEnd: Int32 = openPipe()
    private static let state = Locked(State())

    static func add(_ id: ObjectIdentifier, signals: [Int32], handler: @escaping Handler) {
        _ = writeEnd  // the pipe and its reader exist before any handler can write to them
        state.withLock { state in
            for signalNumber in signals {
                if state.watchers[signalNumber, default: [:]].isEmpty {
                    state.previousHandlers[signalNumber] = SignalHandlerPointer(
                        installing: relaySignal, for: signalNumber)
                }
                state.watchers[signalNumber, default: [:]][id] = handler
            }
        }
    }

    static func remove(_ id: ObjectIdentifier, signals: [Int32]) {
        state.withLock { state in
            for signalNumber in signals where state.watchers[signalNumber]?.removeValue(forKey: id) != nil {
                if state.watchers[signalNumber]?.isEmpty == true,
                    let previous = state.previousHandlers.removeValue(forKey: signalNumber)
                {
                    _ = SignalHandlerPointer(installing: previous.handler, for: signalNumber)
                }
            }
        }
    }

    /// Creates the pipe and starts the thread that reads it; returns the write end.
    private static func openPipe() -> Int32 {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return -1 }
        let (readEnd, writeEnd) = (descriptors[0], descriptors[1])
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) | O_NONBLOCK)  // a full pipe never blocks a handler
        DispatchQueue(label: "TerminalUI.SignalRelay").async { readSignals(from: readEnd) }
        return writeEnd
    }

    private static func readSignals(from readEnd: Int32) {
        var byte: UInt8 = 0
        while true {
            let count = read(readEnd, &byte, 1)
            if count == 1 {
                let signalNumber = Int32(byte)
                let handlers = state.withLock { Array(($0.watchers[signalNumber] ?? [:]).values) }
                for handler in handlers { handler(signalNumber) }
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}

/// The installed signal handler: writes the signal number to the relay pipe and
/// nothing else, which is async-signal-safe.
private func relaySignal(_ signalNumber: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: signalNumber)
    _ = write(SignalRelay.writeEnd, &byte, 1)
    errno = savedErrno
}

/// A process-wide signal handler as `signal(2)` returns it.
private struct SignalHandlerPointer {
    let handler: (@convention(c) (Int32) -> Void)?

    /// Installs `handler` for `signalNumber` and keeps the one it replaced.
    init(installing handler: (@convention(c) (Int32) -> Void)?, for signalNumber: Int32) {
        self.handler = signal(signalNumber, handler)
    }
}
