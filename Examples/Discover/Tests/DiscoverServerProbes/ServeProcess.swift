import Discover
import DiscoverTestSupport
import Foundation

/// The real `discover serve` binary on a copy of the imported database, started through
/// `/bin/sh` (for `ulimit`) with standard output and error redirected to files, the way a
/// user would run it in the background. Swift's backtracer writes a crash's backtrace to a file in
/// its folder, not to standard error, which a probe may point at a full device: ``ending`` says
/// where a crash was.
final class ServeProcess: @unchecked Sendable {
    let folder: URL
    let database: URL
    let output: URL
    let errors: URL
    let process = Process()
    private(set) var port: UInt16 = 0
    /// Where the Swift runtime's backtracer writes a crash's backtrace (`SWIFT_BACKTRACE`'s `output-to`).
    let backtraceFile: URL

    /// Starts the server on a fresh copy of the places database under an open-file limit of
    /// `fileLimit` (when given) with extra `arguments`, its standard error to `errorsPath` (a file
    /// of the probe's when nil); returns once it printed its address.
    init(
        fileLimit: Int? = nil, arguments: [String] = [], errorsPath: String? = nil,
        prepare: (DiscoverDatabase) async throws -> Void = { _ in }
    ) async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("discover-probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        database = folder.appendingPathComponent("discover.sqlite")
        output = folder.appendingPathComponent("out.txt")
        errors = folder.appendingPathComponent("err.txt")
        try await PlacesDatabaseTemplate.copy(to: database)
        do {
            try await prepare(try await DiscoverDatabase.open(at: database))
        }
        backtraceFile = folder.appendingPathComponent("backtrace.txt")
        let binary = try ProcessTools.executable("discover").path
        let command =
            (fileLimit.map { "ulimit -n \($0) && " } ?? "")
            + "exec \(Self.quoted(binary)) serve --db \(Self.quoted(database.path)) --port 0 "
            + arguments.map(Self.quoted).joined(separator: " ")
            + " > \(Self.quoted(output.path)) 2> \(Self.quoted(errorsPath ?? errors.path))"
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no,output-to=\(backtraceFile.path)"]) { $1 }
        try process.run()
        // The output is read once more after the deadline: a task woken late on a loaded
        // machine must not give up on a line it never looked for.
        let deadline = ContinuousClock.now + .seconds(60)
        while true {
            let pastDeadline = ContinuousClock.now >= deadline
            let running = process.isRunning
            if let line = servingLine, let port = UInt16(line.split(separator: ":").last ?? "") {
                self.port = port
                return
            }
            if pastDeadline || !running { throw ServeProcessError(log: log) }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// The "Serving on http://127.0.0.1:PORT" line, once it is in the output file.
    var servingLine: String? {
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").first { $0.hasPrefix("Serving on http://127.0.0.1:") }.map(String.init)
    }

    /// What the server wrote to standard error so far.
    var log: String {
        (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    }

    /// File descriptors the server has open now (Linux `/proc`), or nil where that is unknown.
    var openDescriptors: Int? {
        try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.processIdentifier)/fd").count
    }

    /// CPU time the server has used so far, user and system, in seconds (Linux `/proc`), or nil where that is unknown.
    var cpuSeconds: Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
            let afterName = stat.range(of: ") ")
        else { return nil }
        // Fields after the command name: state is the first; utime and stime are the 12th and 13th.
        let fields = stat[afterName.upperBound...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Sends `method path` with `headers` (Host: localhost unless given) and a `body`, and returns the answer.
    func request(_ method: String, _ path: String, headers: [String: String] = [:], body: String? = nil) async throws -> RawConnection
        .Response?
    {
        var fields = ["Host": "localhost"].merging(headers) { $1 }
        if let body { fields["Content-Length"] = String(body.utf8.count) }
        let head = fields.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)\r\n" }.joined()
        return try await RawConnection.exchange("\(method) \(path) HTTP/1.1\r\n\(head)\r\n\(body ?? "")", port: port)
    }

    /// `POST /login` with JSON credentials; the session's token and user id on success.
    func login(_ email: String, _ password: String) async throws -> (status: Int, token: String?, userID: String?) {
        let body = String(decoding: try JSONEncoder().encode(CredentialsDTO(email: email, password: password)), as: UTF8.self)
        let response = try await request("POST", "/login", headers: ["Content-Type": "application/json"], body: body)
        let session = try? JSONDecoder().decode(SessionDTO.self, from: Data((response?.body ?? "").utf8))
        return (response?.status ?? 0, session?.token, session?.user.id)
    }

    /// The server's `GET /health` answer.
    func health() async throws -> HealthAnswer? {
        let body = try await request("GET", "/health")?.body ?? ""
        return try? JSONDecoder().decode(HealthAnswer.self, from: Data(body.utf8))
    }

    /// How the server ended, for a failure message: its exit status, or the signal that ended it
    /// with the crashing thread's backtrace when the backtracer wrote one.
    var ending: String {
        guard !process.isRunning else { return "still running" }
        guard process.terminationReason == .uncaughtSignal else { return "exit status \(process.terminationStatus)" }
        return "signal \(process.terminationStatus); " + (crashedThread ?? "no backtrace in \(backtraceFile.path)")
    }

    /// The backtracer's first lines for a crash: what happened and the crashing thread's frames.
    var crashedThread: String? {
        guard let text = try? String(contentsOf: backtraceFile, encoding: .utf8), !text.isEmpty else { return nil }
        var lines: [Substring] = []
        var threads = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("Thread ") { threads += 1 }
            if threads > 1 || lines.count == 40 { break }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// Stops the server (SIGTERM) and waits for it.
    func stop() {
        if process.isRunning {
            process.terminate()
        }
        process.waitUntilExit()
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// The server did not print its address.
struct ServeProcessError: Error, CustomStringConvertible {
    let log: String
    var description: String { "discover serve did not start: \(log)" }
}

/// The fields of `GET /health` the probes read (the probes see the server only from outside).
struct HealthAnswer: Decodable {
    let status: String
    let unwrittenLogLines: Int
}
