import Dispatch
import TerminalUI
import VIPERLock

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pipe whose ends close when the value goes, for feeding readers in tests.
final class TestPipe: Sendable {
    let readEnd: Int32
    let writeEnd: Int32
    private let writeEndOpen = Locked(true)

    init() {
        var descriptors: [Int32] = [-1, -1]
        _ = pipe(&descriptors)
        readEnd = descriptors[0]
        writeEnd = descriptors[1]
    }

    /// Writes `text` in one `write` call (atomic up to PIPE_BUF bytes).
    func write(_ text: String) {
        FileDescriptorWriter(fileDescriptor: writeEnd).write(text)
    }

    /// Writes raw bytes, valid UTF-8 or not.
    func write(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { systemWrite(writeEnd, $0.baseAddress, $0.count) }
    }

    /// Closes the write end, so the reader sees the end of input; later calls do nothing.
    func closeWriteEnd() {
        let wasOpen = writeEndOpen.withLock { isOpen in
            defer { isOpen = false }
            return isOpen
        }
        if wasOpen { close(writeEnd) }
    }

    deinit {
        closeWriteEnd()
        // A stopped reader may still be in its last 100 ms poll; closing the read end only
        // later keeps its descriptor number from being reused under it by another test.
        let readEnd = readEnd
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(500)) { close(readEnd) }
    }
}

/// A pseudo-terminal pair: the test holds the master side, the code under test the
/// terminal side.
final class PseudoTerminal: Sendable {
    let master: Int32
    let terminal: Int32

    init?() {
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard master >= 0, let name = Self.unlockTerminalName(master: master) else { return nil }
        let terminal = open(name, O_RDWR | O_NOCTTY)
        guard terminal >= 0 else {
            close(master)
            return nil
        }
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        self.master = master
        self.terminal = terminal
    }

    /// Unlocks the terminal side of `master` and returns its path.
    private static func unlockTerminalName(master: Int32) -> String? {
        #if os(Linux)
        // TIOCSPTLCK and TIOCGPTN are function-like macros Swift does not import.
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(master, UInt(0x4004_5431), &unlock) == 0, ioctl(master, UInt(0x8004_5430), &number) == 0 else {
            return nil
        }
        return "/dev/pts/\(number)"
        #else
        guard grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else { return nil }
        return String(cString: name)
        #endif
    }

    /// Everything the code under test wrote to the terminal since the last call.
    func drainOutput() -> String {
        var collected: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            collected += buffer[0..<count]
        }
        return String(decoding: collected, as: UTF8.self)
    }

    /// Sets the size the terminal side reports.
    func setSize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// The terminal side's current settings.
    func settings() -> termios {
        var settings = termios()
        _ = tcgetattr(terminal, &settings)
        return settings
    }

    deinit {
        // Closed later for the same reason as `TestPipe`'s read end.
        let (terminal, master) = (terminal, master)
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(500)) {
            close(terminal)
            close(master)
        }
    }
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
    #else
    Darwin.write(descriptor, buffer, count)
    #endif
}
