import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Calls a handler on a background queue whenever one of some signals arrives, until
/// cancelled.
///
/// Watched signals are set to "ignore" at the process level, so a signal whose default
/// action ends the process only reaches the handler, which decides what happens;
/// cancelling puts the previous dispositions back.
final class SignalWatch: Sendable {
    private struct Watched {
        var sources: [any DispatchSourceSignal]
        var previousHandlers: [Int32: SignalHandlerPointer]
    }

    private let watched: Mutex<Watched?>

    init(signals: [Int32], label: String, handler: @escaping @Sendable (Int32) -> Void) {
        let queue = DispatchQueue(label: label)
        var previousHandlers: [Int32: SignalHandlerPointer] = [:]
        var sources: [any DispatchSourceSignal] = []
        for signalNumber in signals {
            previousHandlers[signalNumber] = SignalHandlerPointer(installing: SIG_IGN, for: signalNumber)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler { handler(signalNumber) }
            source.resume()
            sources.append(source)
        }
        watched = Mutex(Watched(sources: sources, previousHandlers: previousHandlers))
    }

    /// Stops watching and restores the previous dispositions; later calls do nothing.
    func cancel() {
        watched.withLock { watched in
            guard let current = watched else { return }
            for source in current.sources { source.cancel() }
            for (signalNumber, previous) in current.previousHandlers {
                _ = SignalHandlerPointer(installing: previous.handler, for: signalNumber)
            }
            watched = nil
        }
    }

    deinit {
        cancel()
    }
}

/// A process-wide signal handler as `signal(2)` returns it.
private struct SignalHandlerPointer {
    let handler: (@convention(c) (Int32) -> Void)?

    /// Installs `handler` for `signalNumber` and keeps the one it replaced.
    init(installing handler: (@convention(c) (Int32) -> Void)?, for signalNumber: Int32) {
        self.handler = signal(signalNumber, handler)
    }
}
