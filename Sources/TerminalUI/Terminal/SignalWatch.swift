import VIPERLock
import Dispatch
import Synchronization

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
        var readEnd: Int32 = -1
    }

    /// The pipe's write end, read by the signal handler (an atomic load is signal-safe).
    static let writeEnd = Atomic<Int32>(-1)
    private static let state = Locked(State())

    static func add(_ id: ObjectIdentifier, signals: [Int32], handler: @escaping Handler) {
        state.withLock { state in
            if state.readEnd < 0 { state.readEnd = openPipe() }
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

    /// Creates the pipe and starts the thread that reads it; returns the read end.
    private static func openPipe() -> Int32 {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return -1 }
        let (readEnd, writeEnd) = (descriptors[0], descriptors[1])
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) | O_NONBLOCK)  // a full pipe never blocks a handler
        self.writeEnd.store(writeEnd, ordering: .releasing)
        DispatchQueue(label: "TerminalUI.SignalRelay").async { readSignals(from: readEnd) }
        return readEnd
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
    _ = write(SignalRelay.writeEnd.load(ordering: .acquiring), &byte, 1)
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
