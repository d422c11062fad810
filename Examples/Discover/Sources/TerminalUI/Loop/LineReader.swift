#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines from a file descriptor or a script file on a background queue and
/// delivers them, in order, to the main actor: the input of the non-interactive mode.
///
/// Lines end with `\n` or `\r\n`; the terminator is removed. Invalid UTF-8 is replaced
/// with U+FFFD. A last line without terminator is still delivered, then
/// ``LineEvent/endOfInput``.
///
/// ```swift
/// let reader = try LineReader(scriptPath: "login.script")
/// await reader.run { event in
///     guard case .line(let command) = event else { return .stop }
///     screen.perform(command)
///     return .continue
/// }
/// ```
public final class LineReader: Sendable {
    /// The descriptor lines are read from.
    public let fileDescriptor: Int32
    private let ownsDescriptor: Bool
    private let pump: DescriptorPump<LineEvent>

    /// Creates a reader for `fileDescriptor` (standard input by default); it does not
    /// close the descriptor.
    public init(fileDescriptor: Int32 = STDIN_FILENO) {
        self.fileDescriptor = fileDescriptor
        self.ownsDescriptor = false
        self.pump = Self.pump(reading: fileDescriptor)
    }

    /// Creates a reader for the script file at `scriptPath`, closed when the reader goes.
    public init(scriptPath: String) throws(TerminalError) {
        let descriptor = open(scriptPath, O_RDONLY)
        guard descriptor >= 0 else { throw .cannotOpenScript(path: scriptPath, errno: errno) }
        self.fileDescriptor = descriptor
        self.ownsDescriptor = true
        self.pump = Self.pump(reading: descriptor)
    }

    private static func pump(reading descriptor: Int32) -> DescriptorPump<LineEvent> {
        DescriptorPump(
            fileDescriptor: descriptor, shortDelay: DescriptorReading.stopCheckInterval, label: "TerminalUI.LineReader")
    }

    deinit {
        if ownsDescriptor { close(fileDescriptor) }
    }

    /// Starts reading and returns the lines; the stream finishes after
    /// ``LineEvent/endOfInput`` or ``stop()``. Call it once per reader.
    public func lines() -> AsyncStream<LineEvent> {
        pump.start(onTermination: { [weak self] in self?.stop() }) { LineConsumer(continuation: $0) }.stream
    }

    /// Delivers lines to `handle` on the main actor until it returns
    /// ``LoopDecision/stop`` or the input ends, then stops reading.
    ///
    /// - Returns: The event `handle` stopped on, or `nil` if the stream ended first.
    @MainActor
    @discardableResult
    public func run(_ handle: @MainActor (LineEvent) async -> LoopDecision) async -> LineEvent? {
        defer { stop() }
        return await pump.deliver(lines(), to: handle)
    }

    /// Stops reading and finishes the stream; safe from any thread and idempotent.
    public func stop() {
        pump.stop()
    }
}

/// Splits bytes into lines for the stream.
private struct LineConsumer: ByteConsumer {
    let continuation: AsyncStream<LineEvent>.Continuation
    var partial: [UInt8] = []

    var awaitsMoreBytes: Bool { false }

    mutating func consume(_ bytes: ArraySlice<UInt8>) {
        for byte in bytes {
            if byte == 0x0A {
                deliverPartial()
            } else {
                partial.append(byte)
            }
        }
    }

    mutating func idle() {}

    mutating func end() {
        if !partial.isEmpty { deliverPartial() }
        continuation.yield(.endOfInput)
        continuation.finish()
    }

    private mutating func deliverPartial() {
        if partial.last == 0x0D { partial.removeLast() }
        continuation.yield(.line(String(decoding: partial, as: UTF8.self)))
        partial.removeAll(keepingCapacity: true)
    }
}
