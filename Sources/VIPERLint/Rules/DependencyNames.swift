/// How the rules recognise singletons and data-layer types from the way they are written.
///
/// A data-layer type is named for what it is: its last word says network, API, client, service,
/// manager, repository, store, storage, database, cache, keychain, defaults, session, socket,
/// provider, gateway, settings and the like (`NetworkManager`, `DBChatStore`, `UserDefaults`,
/// `URLSession`). A name with a UI, logging or analytics word in it (`ThemeManager`,
/// `KeyboardManager`, `ImageCache`, `AnalyticsManager`, `LoaderManager`, `PhotoLibraryManager`) or an Apple UI or media framework prefix
/// (`AVAudioSession`, `CLLocationManager`, `PHImageManager`, `NFCNDEFReaderSession`, `CBCentralManager`) is not.
enum DependencyNames {
    /// Members through which a type hands out its one shared instance.
    private static let singletonMembers: Set<String> = ["shared", "sharedInstance", "instance", "standard"]
    /// System singletons reached through `.default`, `.current` or `.general` rather than `.shared`.
    private static let systemSingletons: Set<String> = [
        "NotificationCenter.default", "FileManager.default", "UNUserNotificationCenter.current", "UIDevice.current",
        "URLSessionConfiguration.default", "NSUbiquitousKeyValueStore.default", "UIPasteboard.general",
        "NSPasteboard.general", "ProcessInfo.processInfo",
    ]
    /// Last words of data-layer type names (compared lowercased).
    private static let dataWords: Set<String> = [
        "api", "network", "networking", "http", "client", "service", "services", "manager", "repository", "repo",
        "store", "storage", "database", "db", "dao", "cache", "keychain", "defaults", "session", "socket",
        "websocket", "provider", "gateway", "fetcher", "downloader", "uploader", "sync", "server", "backend",
        "firestore", "firebase", "auth", "realm", "persistence",
    ]
    /// Last words of settings stores: data-layer when reached as a singleton
    /// (`SelectedWalletSettings.shared`), plain configuration values otherwise (`CosmosSettings`).
    private static let settingsWords: Set<String> = ["settings", "preferences", "prefs"]
    /// Parts of a name that make it data-layer wherever they appear (`CoreDataStack`, `RealmDB`).
    private static let dataNameParts = ["coredata", "realm", "firebase", "firestore", "database", "datastore", "keychain"]
        .map { Array($0.utf8) }
    /// Words that make a manager or cache part of the UI, or of logging and analytics, rather
    /// than the data layer.
    private static let nonDataWords: Set<String> = [
        "ui", "view", "views", "theme", "style", "appearance", "font", "color", "colors", "layout", "animation",
        "keyboard", "haptic", "haptics", "feedback", "toast", "hud", "alert", "picker", "image", "display",
        "cell", "table", "collection", "screen", "navigation", "router", "menu", "tab", "gesture", "scroll",
        "localization", "language", "sound", "audio", "video", "player", "camera", "analytics", "tracking",
        "tracker", "logger", "log", "customization", "customizations", "styles", "skin", "branding", "loader", "spinner",
        "progress", "photo", "photos", "gallery", "permission", "permissions",
    ]
    /// Apple framework prefixes of UI, device, media, drawing and system-service types.
    private static let frameworkPrefixes = [
        "UI", "NS", "AV", "CA", "CG", "CI", "CL", "CM", "CV", "PH", "MK", "SK", "SCN", "MTL", "EK", "CN", "HK", "GK",
        "MP", "WK", "UN", "LA", "MF", "SF", "PK", "QL", "VN", "AR", "GL", "NFC", "CB",
    ]
    private static let frameworkPrefixBytes = frameworkPrefixes.map { Array($0.utf8) }

    /// Whether a static access reaches a singleton: `X.shared`, `X.sharedInstance`, `X.instance`,
    /// `X.standard`, `X.default` used as an object, a few system singletons, or a project type's
    /// static stored property holding a class or data-layer instance (`APIManager.social`).
    /// Schedulers (`MainScheduler.instance`) are execution contexts, not dependencies.
    static func isSingleton(_ access: StaticAccessFact, project: ProjectFacts) -> Bool {
        // Schedulers are where work runs, like `DispatchQueue.main`: `MainScheduler.instance`.
        if access.typeName.hasSuffix("Scheduler") { return false }
        if let declared = project.types[access.typeName] {
            if declared.kind == .enum, declared.staticProperties[access.member] == nil { return false }
            if let stored = declared.staticProperties[access.member] {
                guard let typeName = stored else { return singletonMembers.contains(access.member) }
                if let held = project.types[typeName] { return held.kind == .class || held.kind == .actor }
                return typeName == access.typeName || isDataLayer(typeName) || singletonMembers.contains(access.member)
            }
        }
        if singletonMembers.contains(access.member) { return true }
        if systemSingletons.contains(access.text) { return true }
        return access.member == "default" && access.use != .value && !ViewControllerTypes.isFrameworkName(access.typeName)
    }

    /// Whether a static access reaches the data layer without an instance: a call or a chain
    /// through a data-layer class (`NetworkManager.fetch(…)`, `APIClient.account.signIn { }`). On
    /// a value type (`ChainSettings.defaultSettings()`) only a static property holding a class or a
    /// data-layer object counts: static functions of a value type make values.
    static func isStaticDataAccess(_ access: StaticAccessFact, project: ProjectFacts) -> Bool {
        guard access.use != .value, isDataLayer(access.typeName) else { return false }
        guard let declared = project.types[access.typeName] else { return true }
        let stored = declared.staticProperties[access.member]
        if declared.kind == .class || declared.kind == .actor, stored == nil { return true }
        guard let stored, let typeName = stored else { return false }
        return isDataLayer(typeName) || project.types[typeName].map { $0.kind == .class || $0.kind == .actor } ?? false
    }

    /// Whether a type name has the shape of a data-layer type.
    ///
    /// The rules ask this of every name a View mentions, so an ASCII name (nearly every one) is
    /// read from its bytes: lowercased once, on the stack, its words found as byte ranges. Any
    /// other name goes through ``isDataLayerByCharacters(_:)``, which reads characters and gives
    /// the same answer for an ASCII name (a test holds the two to that).
    static func isDataLayer(_ name: String) -> Bool {
        var name = name
        let ascii = name.withUTF8 { bytes -> Bool? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { lowered in
                for (index, byte) in bytes.enumerated() {
                    lowered[index] = LetterCase(ascii: byte) == .upper ? byte | 0x20 : byte
                }
                return isDataLayer(ascii: bytes, lowered: UnsafeBufferPointer(lowered))
            }
        }
        return ascii ?? isDataLayerByCharacters(name)
    }

    /// ``isDataLayer(_:)`` for an ASCII name, given its bytes and the same bytes lowercased.
    private static func isDataLayer(ascii name: UnsafeBufferPointer<UInt8>, lowered: UnsafeBufferPointer<UInt8>) -> Bool {
        for prefix in frameworkPrefixBytes where name.count > prefix.count && name.starts(with: prefix) {
            if LetterCase(ascii: name[prefix.count]) == .upper { return false }
        }
        let words = camelCaseWordRanges(ascii: name).map {
            String(decoding: UnsafeBufferPointer(rebasing: lowered[$0]), as: UTF8.self)
        }
        return isDataLayer(lowercasedWords: words, lowered: lowered)
    }

    /// ``isDataLayer(_:)`` read by characters: what a name with a non-ASCII letter needs.
    static func isDataLayerByCharacters(_ name: String) -> Bool {
        guard !frameworkPrefixes.contains(where: { hasFrameworkPrefix(name, $0) }) else { return false }
        return Array(name.lowercased().utf8).withUnsafeBufferPointer { lowered in
            isDataLayer(lowercasedWords: camelCaseWords(name).map { $0.lowercased() }, lowered: lowered)
        }
    }

    /// The verdict on a name without a framework prefix, from its camel-case words and its whole
    /// text, lowercased: no UI word, and a data-layer last word or part.
    private static func isDataLayer(lowercasedWords words: [String], lowered: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let last = words.last, !words.contains(where: nonDataWords.contains) else { return false }
        return dataWords.contains(last)
            || dataNameParts.contains { part in
                lowered.count >= part.count
                    && (0...(lowered.count - part.count)).contains { start in
                        lowered[start] == part[0] && lowered[start..<(start + part.count)].elementsEqual(part)
                    }
            }
    }

    /// The type of the data-layer global a type reaches through `use` (`storage` in
    /// `storage?.object(forKey:)` where the project declares `let storage = try? Storage(…)`), or
    /// nil when the name is not such a global or the type has a property of that name itself.
    static func dataLayerGlobal(_ use: NameFact, in type: TypeFact, project: ProjectFacts) -> String? {
        guard let declared = project.globals[use.name], let typeName = declared,
            isDataLayer(typeName) || isPersistedSettings(typeName),
            !type.properties.contains(where: { $0.name == use.name }),
            project.types[type.name]?.storedProperties.contains(where: { $0.name == use.name }) != true
        else { return nil }
        return typeName
    }

    /// Whether a type name's last word is a data-layer word, whatever words come before it
    /// (`WelcomeScreenService`, `HashImageService`): a service or manager, though a UI word may
    /// keep it out of ``isDataLayer(_:)``'s data layer, is no View or Interactor.
    static func endsInDataWord(_ name: String) -> Bool {
        camelCaseWords(name).last.map { dataWords.contains($0.lowercased()) } ?? false
    }

    /// Whether a type name says it stores settings (`AppSettings`, `UserPreferences`).
    static func isPersistedSettings(_ name: String) -> Bool {
        camelCaseWords(name).last.map { settingsWords.contains($0.lowercased()) } ?? false
    }

    private static func hasFrameworkPrefix(_ name: String, _ prefix: String) -> Bool {
        guard name.hasPrefix(prefix), let next = name.dropFirst(prefix.count).first else { return false }
        return next.isUppercase
    }

    /// The words of a camel-case name, keeping acronyms whole: `APIManager` → `API`, `Manager`.
    static func camelCaseWords(_ name: String) -> [Substring] {
        // Each character with its case, read once; an ASCII name (nearly every one) byte by byte.
        let characters: [(index: String.Index, case: LetterCase)] =
            name.utf8.allSatisfy { $0 < 0x80 }
            ? name.utf8.indices.map { ($0, LetterCase(ascii: name.utf8[$0])) }
            : name.indices.map { ($0, LetterCase(name[$0])) }
        var words: [Substring] = []
        var start = name.startIndex
        forEachWordEnd(in: characters.count, case: { characters[$0].case }) { end in
            words.append(name[start...characters[end].index])
            start = characters[end + 1].index
        }
        if start < name.endIndex { words.append(name[start...]) }
        return words
    }

    /// The words of an ASCII camel-case name, as byte ranges: the same split as ``camelCaseWords(_:)``.
    private static func camelCaseWordRanges(ascii name: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var start = 0
        forEachWordEnd(in: name.count, case: { LetterCase(ascii: name[$0]) }) { end in
            words.append(start..<(end + 1))
            start = end + 1
        }
        if start < name.count { words.append(start..<name.count) }
        return words
    }

    /// Calls `body` with the position of each letter that ends a word and is followed by another
    /// word: a lower-case letter or digit before an upper-case one (`user|Service`), or the last
    /// capital of an acronym before a capitalised word (`API|Manager`).
    private static func forEachWordEnd(in count: Int, case letterCase: (Int) -> LetterCase, _ body: (Int) -> Void) {
        guard count > 1 else { return }
        for position in 0..<(count - 1) {
            let current = letterCase(position)
            let following = letterCase(position + 1)
            let boundary =
                (current == .lower || current == .digit) && following == .upper
                || current == .upper && following == .upper && position + 2 < count && letterCase(position + 2) == .lower
            if boundary { body(position) }
        }
    }

    /// What separates camel-case words.
    private enum LetterCase {
        case lower, upper, digit, other

        init(ascii byte: UInt8) {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): self = .lower
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): self = .upper
            case UInt8(ascii: "0")...UInt8(ascii: "9"): self = .digit
            default: self = .other
            }
        }

        init(_ character: Character) {
            self = character.isLowercase ? .lower : character.isUppercase ? .upper : character.isNumber ? .digit : .other
        }
    }
}
