/// Finds the module a finding of another tool is about: by the type it names, else by the file
/// it is in (the module whose type is declared nearest above it there), else by the module
/// folder the file is in.
struct FindingPlacement {
    private let moduleOfType: [String: String]
    /// For each file, its modules' types by line.
    private let declarations: [String: [(line: Int, module: String)]]
    /// Module folders, longest first.
    private let folders: [(folder: String, module: String)]

    init(types: [String: [ModuleType]], folders folderOfModule: [String: String]) {
        var moduleOfType: [String: String] = [:]
        var declarations: [String: [(line: Int, module: String)]] = [:]
        for (module, moduleTypes) in types.sorted(by: { $0.key < $1.key }) {
            for type in moduleTypes {
                if moduleOfType[type.name] == nil { moduleOfType[type.name] = module }
                let place = SourcePlace(type.location)
                declarations[place.path, default: []].append((place.line, module))
            }
        }
        self.moduleOfType = moduleOfType
        self.declarations = declarations.mapValues { $0.sorted { ($0.line, $0.module) < ($1.line, $1.module) } }
        // A folder several modules share places nothing by itself.
        let owners = Dictionary(grouping: folderOfModule.keys) { folderOfModule[$0] ?? "" }
        folders = owners.compactMap { folder, modules in
            modules.count == 1 && !folder.isEmpty ? (folder, modules[0]) : nil
        }.sorted { ($0.folder.count, $0.folder) > ($1.folder.count, $1.folder) }
    }

    /// The module `finding` is about, or nil when it is in none.
    func module(of finding: MapFinding) -> String? {
        if let type = finding.typeName, let module = moduleOfType[type] { return module }
        if let declared = declarations[finding.path] {
            let above = declared.last { $0.line <= finding.line } ?? declared.first
            return above?.module
        }
        return folders.first { finding.path.hasPrefix($0.folder + "/") }?.module
    }
}
