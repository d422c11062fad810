#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Receives what a ``DescriptorReading`` loop reads.
protocol ByteConsumer: Sendable {
    /// Whether the consumer holds bytes that mean something different if nothing follows
    /// soon (a lone Escape); the loop then wakes after the short delay and calls ``idle()``.
    var awaitsMoreBytes: Bool { get }
    /// Bytes just read.
    mutating func consume(_ bytes: ArraySlice<UInt8>)
    /// Nothing arrived within the short delay.
    mutating func idle()
    /// The descriptor reached its end or failed; no more calls follow.
    mutating func end()
}

/// The blocking poll-and-read loop behind ``KeyEventLoop`` and ``LineReader``.
enum DescriptorReading {
    /// How often a waiting loop checks whether it was stopped.
    static let stopCheckInterval: Duration = .milliseconds(100)

    /// Reads `fileDescriptor` into `consumer` until it ends or `isStopped` says so.
    static func run(
        fileDescriptor: Int32,
        shortDelay: Duration,
        isStopped: () -> Bool,
        consumer: inout some ByteConsumer
    ) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !isStopped() {
            let timeout = consumer.awaitsMoreBytes ? shortDelay : stopCheckInterval
            var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, milliseconds(timeout))
            if ready == 0 {
                if consumer.awaitsMoreBytes { consumer.idle() }
                continue
            }
            if ready < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                break
            }
            if isStopped() { break }
            let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                consumer.consume(buffer[0..<count])
            } else if count < 0 && (errno == EINTR || errno == EAGAIN) {
                continue
            } else {
                break
            }
        }
        consumer.end()
    }

    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    }
}
