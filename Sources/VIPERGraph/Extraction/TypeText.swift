/// Reading types as written: `(any Navigating<AppRoute>)?` names `Navigating`, with
/// `AppRoute` among its arguments.
enum TypeText {
    /// The type's own name without `any`/`some`, optionals, generic arguments and module
    /// qualification: `Navigating` for `(any VIPER.Navigating<AppRoute>)?`.
    static func baseName(_ text: String) -> String {
        // Most type text is ASCII: read its bytes, which says the same as the characters.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiBaseName(text.utf8) }
        var text = Substring(text)
        while let first = text.first, "([ ".contains(first) { text = text.dropFirst() }
        for keyword in ["any ", "some ", "inout "] where text.hasPrefix(keyword) { text = text.dropFirst(keyword.count) }
        let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return name.split(separator: ".").last.map(String.init) ?? String(name)
    }

    /// ``baseName(_:)`` of text that is all ASCII.
    private static func asciiBaseName(_ bytes: String.UTF8View) -> String {
        var start = bytes.startIndex
        while start < bytes.endIndex, [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: " ")].contains(bytes[start]) {
            start = bytes.index(after: start)
        }
        for keyword in ["any ", "some ", "inout "] where bytes[start...].starts(with: keyword.utf8) {
            start = bytes.index(start, offsetBy: keyword.utf8.count)
        }
        var end = start
        var lastComponent = start
        while end < bytes.endIndex, isNameByte(bytes[end]) {
            if bytes[end] == UInt8(ascii: ".") { lastComponent = bytes.index(after: end) }
            end = bytes.index(after: end)
        }
        if lastComponent < end { return String(Substring(bytes[lastComponent..<end])) }
        // Nothing after the last dot (`Module.`): the last non-empty component, as split would give.
        let components = bytes[start..<end].split(separator: UInt8(ascii: "."))
        return components.last.map { String(Substring($0)) } ?? String(Substring(bytes[start..<end]))
    }

    /// Whether an ASCII byte can be part of a dotted type name: a letter, a digit, `_` or `.`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "."):
            true
        default: false
        }
    }

    /// Every name in the type: `["Navigating", "AppRoute"]` for `any Navigating<AppRoute>`.
    static func names(_ text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init).filter { $0.first?.isUppercase == true }
    }

    /// Whether a generic type of this name takes the app's route type as its first argument:
    /// `Navigating<AppRoute>`, `RouteNavigator<AppRoute, Screen>`, `NavigationCommand<AppRoute>`,
    /// and routers and coordinators generic over their routes (`UnownedRouter<AppRoute>`).
    static func isNavigatorName(_ name: String) -> Bool {
        name.hasSuffix("Router") || name.hasSuffix("Coordinator") || contains(name, "Navigat")
    }

    /// Whether `word` (ASCII) is in `name`, compared byte by byte: a check made for every type
    /// named in every file, where the general string searches cost more than the parse.
    private static func contains(_ name: String, _ word: StaticString) -> Bool {
        let found = name.utf8.withContiguousStorageIfAvailable { bytes in
            let count = word.utf8CodeUnitCount
            guard bytes.count >= count else { return false }
            let first = word.utf8Start.pointee
            for start in 0...(bytes.count - count) where bytes[start] == first {
                if (1..<count).allSatisfy({ bytes[start + $0] == word.utf8Start[$0] }) { return true }
            }
            return false
        }
        return found ?? name.contains(word.description)
    }
}
