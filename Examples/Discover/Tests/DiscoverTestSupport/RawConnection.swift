import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A plain TCP connection to 127.0.0.1, for speaking (and mis-speaking) HTTP by hand.
///
/// Reads block, so they run on a thread of their own and are awaited: a test blocking
/// Swift's few cooperative threads would starve a server running in the same process.
public final class RawConnection: @unchecked Sendable {
    /// An answer as read off the wire.
    public struct Response: Equatable, Sendable {
        /// The status code.
        public let status: Int
        /// Header names lower-cased.
        public let headers: [String: String]
        /// The body as text.
        public let body: String
    }

    /// The socket.
    public let descriptor: Int32

    /// Connects to 127.0.0.1:`port`; a read waits at most `timeout` for the next bytes. The
    /// default is long: it only ends a test whose server never answers, and the whole test
    /// process may stall for over a minute on a loaded machine (every suite shares its
    /// threads), which must not read as a missing answer.
    public init(port: UInt16, timeout: Duration = .seconds(600)) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw RawConnectionError(what: "socket", code: errno) }
        let (seconds, attoseconds) = timeout.components
        var interval = timeval(tv_sec: Int(seconds), tv_usec: Int(attoseconds / 1_000_000_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let code = errno
            close(descriptor)
            throw RawConnectionError(what: "connect", code: code)
        }
    }

    deinit {
        close(descriptor)
    }

    /// Sends `text` as UTF-8; false when the server has closed the connection.
    @discardableResult
    public func send(_ text: String) -> Bool {
        send(Array(text.utf8))
    }

    /// Sends `bytes`; false when the server has closed the connection.
    @discardableResult
    public func send(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } == bytes.count
    }

    /// Everything the server sends until it closes the connection (or a read times out).
    public func readToEnd() async -> String {
        await Self.onThread { [self] in receiveAll() }
    }

    /// ``readToEnd()`` on the calling thread, which it blocks: for threads of one's own only,
    /// never a Swift task.
    public func receiveAll() -> String {
        var answer = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = recv(descriptor, &chunk, chunk.count, 0)
            guard count > 0 else { break }
            answer += chunk[0..<count]
        }
        return String(decoding: answer, as: UTF8.self)
    }

    /// Whether the server has answered or closed the connection within `timeout` (its answer,
    /// if any, stays to be read: the server always closes after answering).
    public func isEndedByServer(within timeout: Duration) async -> Bool {
        await Self.onThread { [self] in
            var pollDescriptor = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(timeout.components.seconds * 1_000 + timeout.components.attoseconds / 1_000_000_000_000_000)
            return poll(&pollDescriptor, 1, milliseconds) == 1
        }
    }

    /// The parsed answer to everything sent so far.
    public func response() async -> Response? {
        Self.parse(await readToEnd())
    }

    /// Sends `request` on a new connection to `port` and returns the parsed answer.
    public static func exchange(_ request: String, port: UInt16) async throws -> Response? {
        let connection = try RawConnection(port: port)
        connection.send(request)
        return await connection.response()
    }

    /// A status line, headers and body; nil for anything else.
    public static func parse(_ text: String) -> Response? {
        guard let headEnd = text.range(of: "\r\n\r\n") else { return nil }
        var lines = text[..<headEnd.lowerBound].components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/1."), let status = Int(statusLine[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: String(text[headEnd.upperBound...]))
    }

    /// Runs blocking `work` on a new thread and returns its result.
    public static func onThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: work()) }
            thread.stackSize = 256 * 1024
            thread.start()
        }
    }
}

/// A socket call of the test client failed.
public struct RawConnectionError: Error, CustomStringConvertible {
    let what: String
    let code: Int32
    public var description: String { "\(what) failed: \(String(cString: strerror(code)))" }
}

/// A raw request and the status a server must answer it with, for parameterized tests.
public struct RawCase: CustomStringConvertible, Sendable {
    /// What the request tries.
    public let name: String
    /// The bytes sent, as text.
    public let request: String
    /// The status expected.
    public let status: Int

    /// A case named `name` sending `request`, expecting `status`.
    public init(name: String, request: String, status: Int) {
        self.name = name
        self.request = request
        self.status = status
    }

    public var description: String { "\(name) → \(status)" }
}
