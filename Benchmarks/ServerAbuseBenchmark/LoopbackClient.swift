import DiscoverTestSupport
import Foundation

/// Blocking HTTP/1.1 exchanges over new loopback connections, for the load threads and the probe alike.
enum LoopbackClient {
    /// Sends `request` to 127.0.0.1:`port` on a new connection and returns the status (0 on a
    /// failure). A server may answer before the whole request is sent (a refusal), so the answer
    /// is read even when sending stopped.
    static func exchange(_ request: String, port: UInt16) -> Int {
        guard let connection = try? RawConnection(port: port, timeout: .seconds(30)) else { return 0 }
        _ = connection.send(request)
        return RawConnection.parse(connection.receiveAll())?.status ?? 0
    }

    /// A request with `method`, `target`, Host: localhost and, for a `body`, a JSON content type.
    static func request(_ method: String, _ target: String, body: String? = nil) -> String {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: localhost\r\n"
        if let body {
            head += "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
        }
        return head + "\r\n" + (body ?? "")
    }
}
