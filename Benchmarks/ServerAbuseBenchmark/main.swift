// ServerAbuseBenchmark: latency of `GET /places?limit=1` on the Discover API server while it
// is abused, side by side with the same request on the idle server, in one process.
//
//   swift run -c release ServerAbuseBenchmark
//
// The real server stack (HTTPServer on swift-nio, DiscoverAPI, the SQLite store, PBKDF2 at
// the production 210,000 rounds) listens on 127.0.0.1; a probe thread sends the request on
// a new connection, one after another, and records each round trip. Phases:
//   idle          nothing else runs;
//   log-in flood  200 connections at once, without pause, each `POST /login` with an
//                 unknown email (every admitted one costs a full password hash);
//   search burst  20 connections at once, without pause, each the costliest search the API
//                 accepts (8 one-letter prefix words, the most expensive to merge);
//   word flood    20 connections at once, without pause, each a 7,000-word search;
//   chunk flood   4 connections at once, without pause, each `POST /login` with a chunked
//                 body of 400,000 one-byte chunks (about 2.3 MB on the wire).
// The load threads run at nice 10, as an attacker on another machine would: the figures
// then show what the server's own work on the abuse costs the probe, not the load
// generator's share of the same two cores. Every phase runs in each of 3 rounds; the table
// shows the median p50 / p99 over the rounds and each p99 over the idle p99 (target ≤ 10×).
import Discover
import DiscoverServer
import Foundation
#if canImport(Glibc)
import Glibc
#endif

let probeSamples = 600
let rounds = 3
let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "server-abuse-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
defer { try? FileManager.default.removeItem(at: folder) }

/// Threads that send a request in a loop until stopped, `connections` at a time; counts answers by status.
final class Load: @unchecked Sendable {
    private let lock = NSLock()
    private var statuses: [Int: Int] = [:]
    private var stopping = false
    private let done = DispatchGroup()

    init(connections: Int, port: UInt16, request: @escaping @Sendable (Int) -> String) {
        for worker in 0..<connections {
            done.enter()
            let thread = Thread { [self] in
                #if os(Linux)
                _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
                #endif
                var round = 0
                while !lock.withLock({ stopping }) {
                    let status = LoopbackClient.exchange(request(worker * 1_000_000 + round), port: port)
                    lock.withLock { statuses[status, default: 0] += 1 }
                    round += 1
                }
                done.leave()
            }
            thread.stackSize = 256 * 1024
            thread.start()
        }
    }

    /// Stops the load, waits for its threads, and returns the answers by status.
    func stop() -> [Int: Int] {
        lock.withLock { stopping = true }
        done.wait()
        return lock.withLock { statuses }
    }
}

/// Round trips of the probe request, in microseconds, sorted.
func probe(port: UInt16) -> [Double] {
    let request = LoopbackClient.request("GET", "/places?limit=1")
    var samples: [Double] = []
    var failures = 0
    for _ in 0..<probeSamples {
        let start = DispatchTime.now().uptimeNanoseconds
        let status = LoopbackClient.exchange(request, port: port)
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000)
        if status != 200 { failures += 1 }
    }
    if failures > 0 { print("  warning: \(failures) probe requests did not answer 200") }
    return samples.sorted()
}

func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    sorted[min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)]
}

func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
}

func loadAverage() -> String {
    ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").prefix(3).joined(separator: " ")
}

struct Phase {
    let name: String
    let connections: Int
    let request: (@Sendable (Int) -> String)?
}

/// A sign-in whose body comes in 400,000 chunks of one byte each.
let chunkFlood =
    "POST /login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
    + String(repeating: "1\r\na\r\n", count: 400_000) + "0\r\n\r\n"

do {
    let database = try await DiscoverDatabase.open(at: folder.appendingPathComponent("discover.sqlite"))
    let auth = LocalAuthService(database: database)
    try await auth.ensureAccount(.standard)
    let server = HTTPServer(handler: DiscoverAPI(database: database, auth: auth).handle)
    let port = try server.start()

    let phases = [
        Phase(name: "idle", connections: 0, request: nil),
        Phase(name: "log-in flood (200 connections)", connections: 200) { round in
            LoopbackClient.request("POST", "/login", body: #"{"email":"flood\#(round)@example.com","password":"guess"}"#)
        },
        Phase(name: "search burst (20 x 8-word searches)", connections: 20) { _ in
            LoopbackClient.request("GET", "/places?q=a+e+i+o+u+s+n+r&limit=200")
        },
        Phase(name: "word flood (20 x 7,000-word searches)", connections: 20) { _ in
            LoopbackClient.request("GET", "/places?q=" + Array(repeating: "a", count: 7_000).joined(separator: "+"))
        },
        Phase(name: "chunk flood (4 x 400k 1-byte chunks)", connections: 4) { _ in chunkFlood },
    ]
    print("load average before: \(loadAverage())")
    var p50s = Array(repeating: [Double](), count: phases.count)
    var p99s = Array(repeating: [Double](), count: phases.count)
    var answers = Array(repeating: [Int: Int](), count: phases.count)
    for _ in 0..<rounds {
        for (index, phase) in phases.enumerated() {
            let load = phase.request.map { Load(connections: phase.connections, port: port, request: $0) }
            if load != nil { try await Task.sleep(for: .seconds(1)) }
            let samples = probe(port: port)
            answers[index].merge(load?.stop() ?? [:]) { $0 + $1 }
            p50s[index].append(percentile(samples, 0.5))
            p99s[index].append(percentile(samples, 0.99))
        }
    }
    print("load average after: \(loadAverage())")
    print("")
    print("phase                                    p50 µs     p99 µs   p99 / idle p99   p99 per round (µs)        load answers")
    let idleP99 = median(p99s[0])
    for (index, phase) in phases.enumerated() {
        let answerText = answers[index].sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        let perRound = p99s[index].map { String(format: "%.0f", $0) }.joined(separator: " / ")
        print(
            phase.name.padding(toLength: 38, withPad: " ", startingAt: 0)
                + String(format: " %9.0f  %9.0f  %14.1fx   ", median(p50s[index]), median(p99s[index]), median(p99s[index]) / idleP99)
                + perRound.padding(toLength: 26, withPad: " ", startingAt: 0) + answerText)
    }
    server.stop()
} catch {
    print("ServerAbuseBenchmark failed: \(error)")
    exit(1)
}
