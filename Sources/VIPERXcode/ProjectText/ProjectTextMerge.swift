/// Carries an edit made through XcodeProj over to the project file's own text, so that every byte
/// the edit does not touch stays exactly as Xcode (or CocoaPods, or a person) wrote it.
///
/// XcodeProj re-renders the whole file when it writes, and its rendering differs from Xcode's in
/// details: it adds empty `inputPaths = ( );` to CocoaPods' script phases, spreads Xcode 16's
/// one-line synchronized folders over several lines, and adds an empty `TargetAttributes`. So the
/// project is rendered twice by the same writer — as read (`base`) and after the edit (`edited`) —
/// and only the differences between those two renderings are applied to the original text:
/// new objects go into their section in identifier order, removed objects and array elements
/// disappear with their lines, and new array elements are added in the original's layout.
struct ProjectTextMerge {
    private let original: PropertyListText
    private let base: PropertyListText
    private let edited: PropertyListText
    private var edits: [TextEdit] = []

    /// The original text with the base-to-edited differences applied.
    ///
    /// - Throws: ``ProjectTextMergeError`` when the original does not have the shape of a project file.
    static func merge(original: PropertyListText, base: PropertyListText, edited: PropertyListText) throws(ProjectTextMergeError) -> [UInt8]
    {
        var merge = ProjectTextMerge(original: original, base: base, edited: edited)
        try merge.mergeDictionary(original: original.root, base: base.root, edited: edited.root, isObjects: false)
        return try TextEdit.apply(merge.edits, to: original.bytes)
    }

    private init(original: PropertyListText, base: PropertyListText, edited: PropertyListText) {
        self.original = original
        self.base = base
        self.edited = edited
    }

    // MARK: Recursion

    private mutating func mergeValue(
        original node: PropertyListNode, base baseNode: PropertyListNode, edited editedNode: PropertyListNode, valueSpan: Range<Int>,
        editedSpan: Range<Int>, isObjects: Bool
    ) throws(ProjectTextMergeError) {
        switch (node.kind, baseNode.kind, editedNode.kind) {
        case (.dictionary, .dictionary, .dictionary):
            try mergeDictionary(original: node, base: baseNode, edited: editedNode, isObjects: isObjects)
        case (.array, .array, .array):
            mergeArray(original: node, base: baseNode, edited: editedNode)
        default:
            edits.append(TextEdit(range: valueSpan, replacement: Array(edited.bytes[editedSpan]), order: edits.count))
        }
    }

    private mutating func mergeDictionary(
        original node: PropertyListNode, base baseNode: PropertyListNode, edited editedNode: PropertyListNode, isObjects: Bool
    ) throws(ProjectTextMergeError) {
        guard let originalEntries = node.entries, let baseEntries = baseNode.entries, let editedEntries = editedNode.entries else {
            throw .notAProjectFile("a dictionary was expected")
        }
        let baseByKey = Dictionary(baseEntries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let editedByKey = Dictionary(editedEntries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let originalByKey = Dictionary(originalEntries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })

        for entry in baseEntries where editedByKey[entry.key] == nil {
            if let doomed = originalByKey[entry.key] {
                remove(doomed.span, siblings: originalEntries.map(\.span), container: node.range)
            }
        }
        for entry in editedEntries {
            let before = baseByKey[entry.key]
            let kept = originalByKey[entry.key]
            if let before, base.text(before.valueSpan) == edited.text(entry.valueSpan) { continue }
            guard let before, let kept else {
                if let kept {
                    edits.append(TextEdit(range: kept.valueSpan, replacement: Array(edited.bytes[entry.valueSpan]), order: edits.count))
                } else if isObjects {
                    try insertObject(entry, into: node)
                } else {
                    insertEntry(entry, into: node)
                }
                continue
            }
            try mergeValue(
                original: kept.value, base: before.value, edited: entry.value,
                valueSpan: kept.valueSpan, editedSpan: entry.valueSpan,
                isObjects: node.range == original.root.range && entry.key == "objects"
            )
        }
    }

    private mutating func mergeArray(original node: PropertyListNode, base baseNode: PropertyListNode, edited editedNode: PropertyListNode)
    {
        guard let originalElements = node.elements, let baseElements = baseNode.elements, let editedElements = editedNode.elements else {
            return
        }
        // Elements are compared by value: `"OBJ_6"` and `OBJ_6` are the same string.
        let baseKeys = baseElements.map { $0.value.string ?? base.text($0.value.range) }
        let editedKeys = editedElements.map { $0.value.string ?? edited.text($0.value.range) }
        let originalKeys = originalElements.map { $0.value.string ?? original.text($0.value.range) }
        let script = ElementScript(old: baseKeys, new: editedKeys)

        // Each base element's counterpart in the original: the same value, same occurrence.
        var positions: [String: [Int]] = [:]
        for (index, key) in originalKeys.enumerated() { positions[key, default: []].append(index) }
        var seen: [String: Int] = [:]
        let counterpart: [Int?] = baseKeys.map { key in
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            let candidates = positions[key] ?? []
            return occurrence < candidates.count ? candidates[occurrence] : nil
        }
        for index in script.removed {
            if let match = counterpart[index] {
                remove(
                    originalElements[match].span, siblings: originalElements.map(\.span), container: node.range, isArray: true,
                    previousValueEnd: match > 0 ? originalElements[match - 1].valueSpan.upperBound : nil)
            }
        }
        for insertion in script.inserted {
            let text = edited.text(editedElements[insertion.new].valueSpan)
            let anchor = insertion.afterOld.flatMap { counterpart[$0] }
            insertElement(text, after: anchor, in: node, elements: originalElements)
        }
    }

    // MARK: Objects

    private mutating func insertObject(_ entry: PropertyListNode.Entry, into objects: PropertyListNode) throws(ProjectTextMergeError) {
        guard let isa = entry.value.entry("isa")?.value.string else { throw .notAProjectFile("an object without isa") }
        let lines = Array(edited.bytes[edited.bytes.lineStart(entry.span.lowerBound)..<edited.bytes.lineEnd(entry.span.upperBound)])
        let sameKind = (objects.entries ?? []).filter { $0.value.entry("isa")?.value.string == isa }
        if let next = sameKind.first(where: { $0.key > entry.key }) {
            edits.append(TextEdit(at: original.bytes.lineStart(next.span.lowerBound), insert: lines, order: edits.count))
        } else if let last = sameKind.last {
            edits.append(TextEdit(at: original.bytes.lineEnd(last.span.upperBound), insert: lines, order: edits.count))
        } else {
            insertSection(isa, lines: lines, objects: objects)
        }
    }

    /// Adds `/* Begin <isa> section */ … /* End <isa> section */` where Xcode keeps it: sections
    /// are in alphabetical order.
    private mutating func insertSection(_ isa: String, lines: [UInt8], objects: PropertyListNode) {
        let sections = original.sectionStarts(in: objects.range)
        if let next = sections.first(where: { $0.name > isa }) {
            let text = Array("/* Begin \(isa) section */\n".utf8) + lines + Array("/* End \(isa) section */\n\n".utf8)
            edits.append(TextEdit(at: next.lineStart, insert: text, order: edits.count))
        } else if let lastEnd = original.lastSectionEnd(in: objects.range) {
            let text = Array("\n/* Begin \(isa) section */\n".utf8) + lines + Array("/* End \(isa) section */\n".utf8)
            edits.append(TextEdit(at: lastEnd, insert: text, order: edits.count))
        } else {
            edits.append(TextEdit(at: original.bytes.lineStart(objects.range.upperBound - 1), insert: lines, order: edits.count))
        }
    }

    // MARK: Entries and elements

    private mutating func insertEntry(_ entry: PropertyListNode.Entry, into node: PropertyListNode) {
        let text = edited.text(entry.span)
        let entries = node.entries ?? []
        func sortsBefore(_ left: String, _ right: String) -> Bool {
            left == "isa" ? right != "isa" : (right == "isa" ? false : left < right)
        }
        let next = entries.first { sortsBefore(entry.key, $0.key) }
        let previous = entries.last { !sortsBefore(entry.key, $0.key) }
        insert(text, terminator: "", before: next?.span, after: previous?.span, container: node.range)
    }

    private mutating func insertElement(_ text: String, after anchor: Int?, in node: PropertyListNode, elements: [PropertyListNode.Element])
    {
        let previous = anchor.map { elements[$0] }
        let next = anchor.map { $0 + 1 < elements.count ? elements[$0 + 1] : nil } ?? elements.first
        if !original.bytes.isMultiline(node.range), let previous, previous.span == previous.valueSpan {
            // The last element of a one-line array written without a trailing comma: `(a, b)`.
            edits.append(TextEdit(at: previous.span.upperBound, insert: Array(", \(text)".utf8), order: edits.count))
            return
        }
        insert(text, terminator: ",", before: next?.span, after: previous?.span, container: node.range)
    }

    /// Inserts an entry or element: on a line of its own in a multi-line container, inline otherwise.
    private mutating func insert(
        _ text: String, terminator: String, before next: Range<Int>?, after previous: Range<Int>?, container: Range<Int>
    ) {
        let bytes = original.bytes
        if bytes.isMultiline(container) {
            let reference = previous ?? next
            let indentation: [UInt8]
            let offset: Int
            if let reference, bytes.startsLine(reference.lowerBound) {
                indentation = Array(bytes[bytes.lineStart(reference.lowerBound)..<reference.lowerBound])
            } else {
                indentation = Array(bytes[bytes.lineStart(container.upperBound - 1)..<(container.upperBound - 1)]) + [UInt8(ascii: "\t")]
            }
            if let previous, bytes.endsLine(previous.upperBound) {
                offset = bytes.lineEnd(previous.upperBound)
            } else if let next, bytes.startsLine(next.lowerBound) {
                offset = bytes.lineStart(next.lowerBound)
            } else {
                offset = bytes.lineStart(container.upperBound - 1)
            }
            edits.append(TextEdit(at: offset, insert: indentation + Array("\(text)\(terminator)\n".utf8), order: edits.count))
        } else if let previous {
            edits.append(TextEdit(at: previous.upperBound, insert: Array(" \(text)\(terminator)".utf8), order: edits.count))
        } else if let next {
            edits.append(TextEdit(at: next.lowerBound, insert: Array("\(text)\(terminator) ".utf8), order: edits.count))
        } else {
            edits.append(TextEdit(at: container.lowerBound + 1, insert: Array("\(text)\(terminator) ".utf8), order: edits.count))
        }
    }

    /// Removes an entry or element: its whole lines when it has them to itself, else just its text.
    private mutating func remove(
        _ span: Range<Int>, siblings: [Range<Int>], container: Range<Int>, isArray: Bool = false, previousValueEnd: Int? = nil
    ) {
        let bytes = original.bytes
        if bytes.startsLine(span.lowerBound), bytes.endsLine(span.upperBound) {
            edits.append(
                TextEdit(range: bytes.lineStart(span.lowerBound)..<bytes.lineEnd(span.upperBound), replacement: [], order: edits.count))
            return
        }
        var end = span.upperBound
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
        if isArray, bytes[span.upperBound - 1] != UInt8(ascii: ","), let previousValueEnd {
            // `(a, b)` without a trailing comma: remove `, b`.
            edits.append(TextEdit(range: previousValueEnd..<span.upperBound, replacement: [], order: edits.count))
        } else {
            edits.append(TextEdit(range: span.lowerBound..<end, replacement: [], order: edits.count))
        }
    }
}

/// Why the project text could not be edited in place.
enum ProjectTextMergeError: Error, Equatable, Sendable {
    /// The text does not have the structure of a project file.
    case notAProjectFile(String)
    /// Two edits touch the same bytes.
    case overlappingEdits
}

// MARK: - Text helpers

extension PropertyListText {
    /// The `/* Begin <name> section */` comments inside `range`, with the offset of their line.
    func sectionStarts(in range: Range<Int>) -> [(name: String, lineStart: Int)] {
        sectionComments(in: range, marker: "Begin").map { ($0.name, $0.lineStart) }
    }

    /// The offset just after the last `/* End … section */` line inside `range`.
    func lastSectionEnd(in range: Range<Int>) -> Int? {
        sectionComments(in: range, marker: "End").last.map { bytes.lineEnd($0.lineStart) }
    }

    private func sectionComments(in range: Range<Int>, marker: String) -> [(name: String, lineStart: Int)] {
        let prefix = Array("/* \(marker) ".utf8)
        let suffix = Array(" section */".utf8)
        var result: [(String, Int)] = []
        var lineStart = range.lowerBound
        while lineStart < range.upperBound {
            let lineEnd = bytes.lineEnd(lineStart)
            var line = bytes[lineStart..<lineEnd]
            while let last = line.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") { line = line.dropLast() }
            if line.starts(with: prefix), line.reversed().starts(with: suffix.reversed()), line.count > prefix.count + suffix.count {
                let name = String(decoding: line.dropFirst(prefix.count).dropLast(suffix.count), as: UTF8.self)
                result.append((name, lineStart))
            }
            lineStart = lineEnd
        }
        return result
    }
}

extension Array where Element == UInt8 {
    /// The offset of the first byte of the line holding `offset`.
    func lineStart(_ offset: Int) -> Int {
        var index = Swift.min(offset, count)
        while index > 0, self[index - 1] != UInt8(ascii: "\n") { index -= 1 }
        return index
    }

    /// The offset just after the newline that ends the line holding `offset` (or the end of the text).
    func lineEnd(_ offset: Int) -> Int {
        var index = offset
        while index < count, self[index] != UInt8(ascii: "\n") { index += 1 }
        return Swift.min(index + 1, count)
    }

    /// Whether only spaces and tabs come before `offset` on its line.
    func startsLine(_ offset: Int) -> Bool {
        self[lineStart(offset)..<offset].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// Whether only spaces, tabs and the newline come after `offset` on its line.
    func endsLine(_ offset: Int) -> Bool {
        self[offset..<lineEnd(offset)].allSatisfy {
            $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
        }
    }

    /// Whether `range` spans more than one line.
    func isMultiline(_ range: Range<Int>) -> Bool {
        self[range].contains(UInt8(ascii: "\n"))
    }
}
