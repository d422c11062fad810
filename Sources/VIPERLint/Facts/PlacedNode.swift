@_spi(RawSyntax) import SwiftSyntax

// The fact collector reads the parsed tree's raw nodes (swift-syntax's `RawSyntax` SPI) instead
// of `Syntax` nodes: a raw node is a pointer into the parser's arena, so reading it counts no
// references and allocates nothing, where every `Syntax` accessor retains and releases the tree.
// What `Syntax` adds — parents and positions — the collector keeps itself as it walks.

/// A raw node and the UTF-8 offset in the file where it starts, its leading trivia included.
struct PlacedNode {
    let raw: RawSyntax
    let offset: Int

    /// Where its first token's text starts.
    var contentStart: Int { offset + raw.leadingTriviaByteLength }

    /// Where its last token's text ends.
    var contentEnd: Int { offset + raw.byteLength - raw.trailingTriviaByteLength }

    /// `child`, one of this node's children, placed.
    func placing(_ child: some RawSyntaxNodeProtocol) -> PlacedNode {
        var offset = self.offset
        let id = child.raw.id
        for slot in raw.slots {
            guard let slot else { continue }
            if slot.id == id { break }
            offset += slot.byteLength
        }
        return PlacedNode(raw: child.raw, offset: offset)
    }
}

extension RawSyntax {
    /// A layout node's children, nil where an optional child is absent; none for a token.
    var slots: RawSyntaxBuffer { layoutView?.children ?? RawSyntaxBuffer(UnsafeBufferPointer(start: nil, count: 0)) }
}

extension RawSyntaxNodeProtocol {
    /// The elements of a syntax collection, typed, without building an array.
    func elements<Element: RawSyntaxNodeProtocol>(_: Element.Type) -> some Sequence<Element> {
        raw.slots.lazy.compactMap { $0.flatMap(Element.init) }
    }

    /// The first element of a syntax collection.
    func firstElement<Element: RawSyntaxNodeProtocol>(_: Element.Type) -> Element? {
        for element in elements(Element.self) { return element }
        return nil
    }

    /// How many elements a syntax collection has.
    var elementCount: Int { raw.slots.count }

    /// Whether this node is `other` itself (not merely equal text).
    func isSame(as other: (some RawSyntaxNodeProtocol)?) -> Bool {
        other.map { $0.raw.id == raw.id } ?? false
    }

    /// The node's text without its leading and trailing trivia.
    var trimmedText: String {
        let bytes = raw.syntaxTextBytes
        let start = raw.leadingTriviaByteLength
        let end = max(start, bytes.count - raw.trailingTriviaByteLength)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
