/// How the rules recognise singletons and data-layer types from the way they are written.
///
/// A data-layer type is named for what it is: its last word says network, API, client, service,
/// manager, repository, store, storage, database, cache, keychain, defaults, session, socket,
/// provider, gateway, settings and the like (`NetworkManager`, `DBChatStore`, `UserDefaults`,
/// `URLSession`). A name with a UI, logging or analytics word in it (`ThemeManager`,
/// `KeyboardManager`, `ImageCache`, `AnalyticsManager`) or an Apple UI or media framework prefix
/// (`AVAudioSession`, `CLLocationManager`, `PHImageManager`) is not.
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
    /// Words that make a manager or cache part of the UI, or of logging and analytics, rather
    /// than the data layer.
    private static let nonDataWords: Set<String> = [
        "ui", "view", "views", "theme", "style", "appearance", "font", "color", "colors", "layout", "animation",
        "keyboard", "haptic", "haptics", "feedback", "toast", "hud", "alert", "picker", "image", "display",
        "cell", "table", "collection", "screen", "navigation", "router", "menu", "tab", "gesture", "scroll",
        "localization", "language", "sound", "audio", "video", "player", "camera", "analytics", "tracking",
        "tracker", "logger", "log",
    ]
    /// Apple framework prefixes of UI, device, media, drawing and system-service types.
    private static let frameworkPrefixes = [
        "UI", "NS", "AV", "CA", "CG", "CI", "CL", "CM", "CV", "PH", "MK", "SK", "SCN", "MTL", "EK", "CN", "HK", "GK",
        "MP", "WK", "UN", "LA", "MF", "SF", "PK", "QL", "VN", "AR", "GL",
    ]

    /// Whether a static access reaches a singleton: `X.shared`, `X.sharedInstance`, `X.instance`,
    /// `X.standard`, `X.default` used as an object, a few system singletons, or a project type's
    /// static stored property holding a class or data-layer instance (`APIManager.social`).
    static func isSingleton(_ access: StaticAccessFact, project: ProjectFacts) -> Bool {
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
    static func isDataLayer(_ name: String) -> Bool {
        guard !frameworkPrefixes.contains(where: { hasFrameworkPrefix(name, $0) }) else { return false }
        let words = camelCaseWords(name)
        guard let last = words.last?.lowercased() else { return false }
        if words.contains(where: { nonDataWords.contains($0.lowercased()) }) { return false }
        let lowered = name.lowercased()
        return dataWords.contains(last) || dataNameParts.contains { lowered.contains($0) }
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
        var words: [Substring] = []
        var start = name.startIndex
        var index = name.startIndex
        while index < name.endIndex {
            let next = name.index(after: index)
            if next < name.endIndex {
                let current = name[index]
                let following = name[next]
                let afterNext = name.index(after: next)
                let boundary = (current.isLowercase || current.isNumber) && following.isUppercase
                    || current.isUppercase && following.isUppercase && afterNext < name.endIndex && name[afterNext].isLowercase
                if boundary {
                    words.append(name[start...index])
                    start = next
                }
            }
            index = next
        }
        if start < name.endIndex { words.append(name[start...]) }
        return words
    }
}
