import Testing

@testable import TerminalUI

@Suite("KeyDecoder")
struct KeyDecoderTests {
    /// Decodes `bytes` in one read and flushes, as if the user then paused.
    private func decodeAll(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(bytes) + decoder.flush()
    }

    private static let table: [(name: String, bytes: [UInt8], keys: [Key])] = [
        ("ASCII letter", [0x61], [.character("a")]),
        ("space and punctuation", [0x20, 0x21, 0x7E], [.character(" "), .character("!"), .character("~")]),
        ("two-byte UTF-8", Array("é".utf8), [.character("é")]),
        ("three-byte UTF-8", Array("漢".utf8), [.character("漢")]),
        ("four-byte UTF-8", Array("😀".utf8), [.character("😀")]),
        ("carriage return is Enter", [0x0D], [.enter]),
        ("line feed is Enter", [0x0A], [.enter]),
        ("DEL is Backspace", [0x7F], [.backspace]),
        ("BS is Backspace", [0x08], [.backspace]),
        ("Tab", [0x09], [.tab]),
        ("Shift-Tab", [0x1B, 0x5B, 0x5A], [.shiftTab]),
        ("Ctrl-C", [0x03], [.interrupt]),
        ("Ctrl-D", [0x04], [.control("d")]),
        ("Ctrl-L", [0x0C], [.control("l")]),
        ("Ctrl-A", [0x01], [.control("a")]),
        ("Ctrl-Z", [0x1A], [.control("z")]),
        ("arrow up", Array("\u{1B}[A".utf8), [.up]),
        ("arrow down", Array("\u{1B}[B".utf8), [.down]),
        ("arrow right", Array("\u{1B}[C".utf8), [.right]),
        ("arrow left", Array("\u{1B}[D".utf8), [.left]),
        ("application-mode arrow", Array("\u{1B}OA".utf8), [.up]),
        ("Home as CSI H", Array("\u{1B}[H".utf8), [.home]),
        ("End as CSI F", Array("\u{1B}[F".utf8), [.end]),
        ("Home as SS3 H", Array("\u{1B}OH".utf8), [.home]),
        ("End as SS3 F", Array("\u{1B}OF".utf8), [.end]),
        ("Home as 1~", Array("\u{1B}[1~".utf8), [.home]),
        ("Home as 7~", Array("\u{1B}[7~".utf8), [.home]),
        ("End as 4~", Array("\u{1B}[4~".utf8), [.end]),
        ("End as 8~", Array("\u{1B}[8~".utf8), [.end]),
        ("Delete", Array("\u{1B}[3~".utf8), [.delete]),
        ("Page Up", Array("\u{1B}[5~".utf8), [.pageUp]),
        ("Page Down", Array("\u{1B}[6~".utf8), [.pageDown]),
        ("Ctrl-Up with modifier parameter", Array("\u{1B}[1;5A".utf8), [.up]),
        ("Escape alone", [0x1B], [.escape]),
        ("Escape twice", [0x1B, 0x1B], [.escape, .escape]),
        ("Escape then letter", [0x1B, 0x78], [.escape, .character("x")]),
        ("unknown CSI final is ignored", Array("\u{1B}[99z".utf8) + [0x61], [.character("a")]),
        ("unknown tilde code is ignored", Array("\u{1B}[2~".utf8), []),
        ("private-mode report is ignored", Array("\u{1B}[?1;2c".utf8), []),
        ("keys in one read", Array("ab\u{1B}[Bc\r".utf8), [.character("a"), .character("b"), .down, .character("c"), .enter]),
        ("stray continuation byte is skipped", [0x80, 0x61], [.character("a")]),
        ("invalid lead bytes are skipped", [0xC0, 0xC1, 0xF5, 0xFF, 0x62], [.character("b")]),
        ("truncated UTF-8 before ASCII keeps the ASCII", [0xE6, 0x61], [.character("a")]),
        ("UTF-16 surrogate encoded in UTF-8 is skipped", [0xED, 0xA0, 0x80, 0x63], [.character("c")]),
        ("over-long encoding is skipped", [0xE0, 0x80, 0xAF, 0x64], [.character("d")]),
        ("C1 control is skipped", [0xC2, 0x85, 0x65], [.character("e")]),
        ("NUL and Ctrl-backslash are skipped", [0x00, 0x1C, 0x66], [.character("f")]),
        ("sequence broken by a control byte restarts there", [0x1B, 0x5B, 0x31, 0x03], [.interrupt]),
    ]

    @Test("decodes each key of the table", arguments: table.indices)
    func decodesTable(index: Int) {
        let entry = Self.table[index]
        #expect(decodeAll(entry.bytes) == entry.keys, "\(entry.name)")
    }

    @Test("an escape sequence split across reads decodes once complete")
    func splitEscapeSequence() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.decode([0x5B, 0x35]).isEmpty)
        #expect(decoder.decode([0x7E]) == [.pageUp])
        #expect(!decoder.hasPendingBytes)
    }

    @Test("a multi-byte character split across reads decodes once complete")
    func splitCharacter() {
        var decoder = KeyDecoder()
        let bytes = Array("😀".utf8)
        #expect(decoder.decode(bytes[0..<1]).isEmpty)
        #expect(decoder.decode(bytes[1..<3]).isEmpty)
        #expect(decoder.decode(bytes[3...]) == [.character("😀")])
    }

    @Test("a lone Escape waits for the flush")
    func escapeWaitsForFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.hasPendingBytes)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPendingBytes)
    }

    @Test("flushing an unfinished sequence reports Escape and the bytes after it as keys")
    func flushUnfinishedSequence() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B, 0x5B]).isEmpty)
        #expect(decoder.flush() == [.escape, .character("[")])
    }

    @Test("an endless control sequence is discarded through its final byte")
    func endlessSequenceIsDiscarded() {
        var decoder = KeyDecoder()
        let endless = [0x1B, 0x5B] + [UInt8](repeating: 0x31, count: 100)
        #expect(decoder.decode(endless).isEmpty)
        #expect(decoder.pendingCount <= KeyDecoder.maximumSequenceLength)
        #expect(decoder.decode([0x41, 0x7A]) == [.character("z")])  // "A" ends the sequence
    }

    @Test("every split of a byte string decodes like the whole string")
    func splitInvariance() {
        let bytes = Array("a\u{1B}[Aé\u{1B}[6~漢\u{1B}OB\r\u{1B}".utf8)
        let whole = decodeAll(bytes)
        for cut in 0...bytes.count {
            var decoder = KeyDecoder()
            let keys = decoder.decode(bytes[..<cut]) + decoder.decode(bytes[cut...]) + decoder.flush()
            #expect(keys == whole, "cut at \(cut)")
        }
    }

    @Test("10,000 random byte strings decode without crashing, the same in any chunking")
    func fuzz() {
        var random = SplitMix64(seed: 0x7E57_C0DE)
        for _ in 0..<10_000 {
            let length = Int(random.next() % 40)
            let bytes = (0..<length).map { _ in random.nextByte(biasedTowards: [0x1B, 0x5B, 0x4F, 0x7E, 0x31, 0x3B, 0xE6, 0x80]) }
            let whole = decodeAll(bytes)
            var decoder = KeyDecoder()
            var keys: [Key] = []
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + 1 + Int(random.next() % 5))
                keys += decoder.decode(bytes[start..<end])
                #expect(decoder.pendingCount <= KeyDecoder.maximumSequenceLength)
                start = end
            }
            keys += decoder.flush()
            #expect(keys == whole, "bytes \(bytes)")
            for case .character(let character) in keys {
                #expect(character.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F..<0xA0).contains($0.value) })
            }
        }
    }
}

/// A small deterministic generator, so a fuzz failure can be replayed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A byte, half the time one of `interesting` so sequences actually form.
    mutating func nextByte(biasedTowards interesting: [UInt8]) -> UInt8 {
        let value = next()
        return value & 1 == 0 ? interesting[Int((value >> 8) % UInt64(interesting.count))] : UInt8(truncatingIfNeeded: value >> 16)
    }
}
