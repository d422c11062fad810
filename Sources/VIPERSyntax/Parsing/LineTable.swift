/// Turns UTF-8 offsets into line and column numbers without a second walk over the tree.
public struct LineTable: Sendable {
    private let lineStarts: [Int]

    /// Indexes the start of every line in `bytes`.
    public init(_ bytes: [UInt8]) {
        var starts = [0]
        // About one line per 32 bytes in Swift source: room for most files at once.
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while let found = buffer.firstIndex(of: UInt8(ascii: "\n"), from: offset) {
                offset = found + 1
                starts.append(offset)
            }
        }
        lineStarts = starts
    }

    /// The 1-based position of a UTF-8 offset.
    public func position(ofOffset offset: Int) -> SourcePosition {
        lineStarts.withUnsafeBufferPointer { starts in
            // The last line starting at or before `offset`; the table always holds line 1's 0.
            var low = 0
            var high = starts.count - 1
            while low < high {
                let middle = (low &+ high &+ 1) >> 1
                if starts[middle] <= offset { low = middle } else { high = middle &- 1 }
            }
            return SourcePosition(line: low + 1, column: offset - starts[low] + 1)
        }
    }

    /// The UTF-8 offsets of a 1-based line's text, without its `\n`; nil when the line does not
    /// exist. `count` is the number of bytes the table was made from.
    public func byteRange(ofLine line: Int, count: Int) -> Range<Int>? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        return lineStarts[line - 1]..<(line < lineStarts.count ? lineStarts[line] - 1 : count)
    }

    /// The UTF-8 offset of a 1-based position, or nil when the line does not exist.
    public func offset(of position: SourcePosition) -> Int? {
        guard position.line >= 1, position.line <= lineStarts.count else { return nil }
        return lineStarts[position.line - 1] + position.column - 1
    }
}
