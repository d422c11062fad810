import VIPERVocabulary

/// The feature folder of each module: the folder that holds the module's own folder
/// (`Features/Wallet` for `Features/Wallet/WalletSend/WalletSendPresenter.swift`), or the
/// module's folder itself when other modules' files share it (a flat `Screens/` folder).
struct FeatureGroups {
    /// A feature folder and what the map calls it.
    struct Group: Hashable {
        /// The folder, as the graph's paths write it; nil for the modules with no declared type.
        let folder: String?
        /// Its name on the map: the folder without the part every group's folder shares.
        let name: String
    }

    /// The groups, sorted by folder.
    let groups: [Group]
    /// The index in ``groups`` of each module's group.
    let groupOfModule: [String: Int]
    /// The folder of each module's own files.
    let folderOfModule: [String: String]

    init(modules: [String], types: [String: [ModuleType]], vocabulary: RoleVocabulary) {
        var folders: [String: String] = [:]
        for module in modules {
            let declared = types[module] ?? []
            // The module's own types say where it lives; its contract protocols may sit elsewhere.
            let own = declared.filter { !$0.isProtocol }
            let paths = (own.isEmpty ? declared : own).map { SourcePlace($0.location).path }
            folders[module] = Self.mostCommon(paths.map { vocabulary.moduleFolder(of: $0).folder })
        }
        let sharers = Dictionary(grouping: folders.keys) { folders[$0] ?? "" }
        var groupFolder: [String: String] = [:]
        for (module, folder) in folders {
            let shared = (sharers[folder]?.count ?? 0) > 1
            groupFolder[module] = shared ? folder : Self.parent(of: folder)
        }
        let distinct = Array(Set(groupFolder.values)).sorted()
        let common = Self.commonFolder(distinct)
        groups =
            distinct.map { Group(folder: $0, name: Self.name(of: $0, dropping: common)) }
            + (modules.contains { groupFolder[$0] == nil } ? [Group(folder: nil, name: "(no declared type)")] : [])
        let index = Dictionary(uniqueKeysWithValues: groups.enumerated().map { ($0.element.folder, $0.offset) })
        groupOfModule = Dictionary(uniqueKeysWithValues: modules.map { ($0, index[groupFolder[$0]] ?? 0) })
        folderOfModule = folders
    }

    /// The value that occurs most often; among equals, the first in sorted order.
    private static func mostCommon(_ values: [String]) -> String? {
        let counts = Dictionary(values.map { ($0, 1) }, uniquingKeysWith: +)
        return counts.min { ($1.value, $0.key) < ($0.value, $1.key) }?.key
    }

    private static func parent(of folder: String) -> String {
        guard let slash = folder.lastIndex(of: "/") else { return "" }
        return String(folder[..<slash])
    }

    /// The longest folder every folder of `folders` is inside (or is).
    private static func commonFolder(_ folders: [String]) -> String {
        guard var common = folders.first?.split(separator: "/") else { return "" }
        for folder in folders.dropFirst() {
            let parts = folder.split(separator: "/")
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        return common.joined(separator: "/")
    }

    /// `Wallet` for `Sources/App/Features/Wallet` when every group is under
    /// `Sources/App/Features`; the last folder's name when that leaves nothing.
    private static func name(of folder: String, dropping common: String) -> String {
        var name = folder
        if !common.isEmpty, folder.hasPrefix(common) { name = String(folder.dropFirst(common.count)) }
        name = String(name.drop { $0 == "/" })
        if name.isEmpty { name = folder.split(separator: "/").last.map(String.init) ?? "" }
        return name.isEmpty ? "(top folder)" : name
    }
}
