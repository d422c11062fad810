import Testing

@testable import TerminalUI

@Suite("TextWidth")
struct TextWidthTests {
    @Test("ASCII characters take one column each")
    func ascii() {
        #expect(TextWidth.of("Discover") == 8)
    }

    @Test("a combining mark adds no column", arguments: ["e\u{301}", "a\u{308}\u{301}"])
    func combiningMarks(text: String) {
        #expect(TextWidth.of(text) == 1)
    }

    @Test("a lone combining scalar takes no column")
    func loneCombiningScalar() {
        #expect(TextWidth.of("\u{301}" as Unicode.Scalar) == 0)
    }

    @Test("East Asian wide and full-width characters take two columns", arguments: ["漢", "カ", "한", "Ａ", "。"])
    func wideCharacters(character: Character) {
        #expect(TextWidth.of(character) == 2)
    }

    @Test("emoji take two columns, including joined sequences and flags", arguments: ["😀", "👩‍👩‍👧", "🇫🇷", "🍕"])
    func emoji(character: Character) {
        #expect(TextWidth.of(character) == 2)
    }

    @Test("control characters take no column", arguments: ["\u{1B}", "\t", "\u{7F}", "\u{85}"])
    func controls(character: Character) {
        #expect(TextWidth.of(character) == 0)
    }

    @Test("zero-width format characters take no column")
    func formatCharacters() {
        #expect(TextWidth.of("a\u{200B}b") == 2)
    }

    @Test("mixed text sums its characters")
    func mixed() {
        #expect(TextWidth.of("Café 東京 😀") == 4 + 1 + 4 + 1 + 2)
    }
}

@Suite("Truncation")
struct TruncationTests {
    @Test("text that fits is unchanged")
    func fits() {
        #expect("Paris".truncated(toWidth: 5) == "Paris")
    }

    @Test("text that is too wide ends in an ellipsis within the width")
    func cutWithEllipsis() {
        let cut = "Discover nearby places".truncated(toWidth: 10)
        #expect(cut == "Discover …")
        #expect(TextWidth.of(cut) == 10)
    }

    @Test("a wide character is never split; the result may be a column narrower")
    func wideNotSplit() {
        let cut = "東京タワー".truncated(toWidth: 6)
        #expect(cut == "東京…")
        #expect(TextWidth.of(cut) == 5)
    }

    @Test("a combining mark stays with its base character")
    func combiningKept() {
        #expect("e\u{301}e\u{301}e\u{301}".truncated(toWidth: 2) == "e\u{301}…")
    }

    @Test("a custom ellipsis is used")
    func customEllipsis() {
        #expect("abcdefgh".truncated(toWidth: 6, ellipsis: "...") == "abc...")
    }

    @Test("a width too small for the ellipsis cuts without it")
    func tooNarrowForEllipsis() {
        #expect("abcdef".truncated(toWidth: 2, ellipsis: "...") == "ab")
    }

    @Test("zero and negative widths give empty text", arguments: [0, -3])
    func nonPositiveWidth(width: Int) {
        #expect("abc".truncated(toWidth: width) == "")
    }

    @Test("padding fills with spaces to the exact width")
    func padding() {
        #expect("漢".padded(toWidth: 5) == "漢   ")
        #expect(TextWidth.of("a long label".padded(toWidth: 6)) == 6)
    }
}
