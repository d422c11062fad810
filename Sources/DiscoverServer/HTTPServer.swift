import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server on POSIX sockets: one request per connection, answered by an async handler.
///
/// An accept loop runs on its own thread and hands each connection to a new thread, which
/// reads the request (with a receive timeout), waits for the handler's answer and writes it
/// back. Blocking socket calls therefore never occupy Swift's cooperative thread pool, where
/// the handler runs. Meant for loopback use: `discover serve` and tests.
public final class HTTPServer: Sendable {
    /// Answers one request.
    public typealias Handler = @Sendable (HTTPRequest) async -> HTTPResponse

    /// Largest accepted request head (request line and headers).
    static let maximumHeadBytes = 16 * 1024
    /// Largest accepted body.
    static let maximumBodyBytes = 1024 * 1024

    private struct State {
        var listener: Int32?
        var stopping = false
    }

    private let handler: Handler
    private let state = Mutex(State())
    private let loopEnded = DispatchSemaphore(value: 0)

    /// A server answering with `handler`; call ``start(host:port:)`` to listen.
    public init(handler: @escaping Handler) {
        self.handler = handler
    }

    /// Listens on `host` (an IPv4 address) and `port` (0 picks a free one); returns the port.
    @discardableResult
    public func start(host: String = "127.0.0.1", port: UInt16 = 0) throws(HTTPServerError) -> UInt16 {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw HTTPServerError(call: "socket", code: errno) }
        var reuse: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
            close(listener)
            throw HTTPServerError(call: "inet_pton(\(host))", code: EINVAL)
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 64) == 0 else {
            let code = errno
            close(listener)
            throw HTTPServerError(call: bound == 0 ? "listen" : "bind", code: code)
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        state.withLock { $0.listener = listener }
        let thread = Thread { [self] in acceptLoop(listener) }
        thread.name = "HTTPServer.accept"
        thread.start()
        return UInt16(bigEndian: actual.sin_port)
    }

    /// Stops accepting connections and waits until the accept loop has ended; requests
    /// already being answered still get their answer. The server runs until this is called.
    public func stop() {
        let stopped = state.withLock { state -> Bool in
            guard !state.stopping, let listener = state.listener else { return false }
            state.stopping = true
            // Under the lock: the accept loop cannot close (and the system reuse) the descriptor meanwhile.
            shutdown(listener, Int32(SHUT_RDWR))
            return true
        }
        if stopped { loopEnded.wait() }
    }

    private func acceptLoop(_ listener: Int32) {
        defer {
            // Forget the descriptor before closing it, so stop() never touches a reused number.
            state.withLock { $0.listener = nil }
            close(listener)
            loopEnded.signal()
        }
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR, !state.withLock({ $0.stopping }) { continue }
                return
            }
            let handler = handler
            Thread.detachNewThread { HTTPServer.serve(connection, handler: handler) }
        }
    }

    /// Reads one request from `connection`, answers it and closes the connection.
    private static func serve(_ connection: Int32, handler: @escaping Handler) {
        defer { close(connection) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let response: HTTPResponse
        switch readRequest(connection) {
        case .success(let request): response = answer(request, handler: handler)
        case .failure(let refusal): response = refusal
        }
        write(response.serialized, to: connection)
    }

    /// Runs the async handler from this (non-pool) thread and waits for its answer.
    private static func answer(_ request: HTTPRequest, handler: @escaping Handler) -> HTTPResponse {
        let answer = Mutex<HTTPResponse?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            let response = await handler(request)
            answer.withLock { $0 = response }
            done.signal()
        }
        done.wait()
        return answer.withLock { $0 } ?? HTTPResponse(status: 500)
    }

    /// A request, or the error response to send when the bytes are not one.
    private enum ReadOutcome {
        case success(HTTPRequest)
        case failure(HTTPResponse)
    }

    private static func readRequest(_ connection: Int32) -> ReadOutcome {
        var buffer = Data()
        var chunk = [UInt8](repeating: 0, count: 8 * 1024)
        let separator = Data("\r\n\r\n".utf8)
        var headEnd: Range<Data.Index>?
        while headEnd == nil {
            guard buffer.count <= maximumHeadBytes else { return .failure(refusal(413, "the request head exceeds \(maximumHeadBytes) bytes")) }
            let count = recv(connection, &chunk, chunk.count, 0)
            guard count > 0 else { return .failure(refusal(400, "the connection closed before a complete request head")) }
            buffer.append(contentsOf: chunk[0..<count])
            headEnd = buffer.range(of: separator)
        }
        guard let headEnd, let head = String(data: buffer[..<headEnd.lowerBound], encoding: .utf8),
              let parsed = HTTPRequest.parseHead(head)
        else { return .failure(refusal(400, "expected an HTTP/1.1 request line and headers")) }
        let length = parsed.headers["content-length"].flatMap { Int($0) } ?? 0
        guard (0...maximumBodyBytes).contains(length) else {
            return .failure(refusal(413, "expected a Content-Length of at most \(maximumBodyBytes), found \(length)"))
        }
        var body = Data(buffer[headEnd.upperBound...])
        while body.count < length {
            let count = recv(connection, &chunk, chunk.count, 0)
            guard count > 0 else { return .failure(refusal(400, "the body ended before its Content-Length of \(length) bytes")) }
            body.append(contentsOf: chunk[0..<count])
        }
        return .success(HTTPRequest(
            method: parsed.method, path: parsed.path, query: parsed.query, headers: parsed.headers, body: body.prefix(length)))
    }

    private static func refusal(_ status: Int, _ message: String) -> HTTPResponse {
        .json(["code": "invalid_request", "message": message], status: status)
    }

    private static func write(_ data: Data, to connection: Int32) {
        data.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                // MSG_NOSIGNAL: a client that hung up (e.g. timed out) must not SIGPIPE the server.
                let sent = send(connection, base + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                guard sent > 0 else { return }
                offset += sent
            }
        }
    }
}
