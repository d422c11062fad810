import VIPERSyntax
import VIPERVocabulary

/// What is known across all linted files: every type's role and module, and every protocol.
struct ProjectFacts: Sendable {
    /// A concrete type (class, struct, enum or actor) seen anywhere in the project. A class: the
    /// rules look types up by name all the time, and a lookup then hands out one reference
    /// instead of copying every array it holds.
    final class TypeInfo: Sendable, Equatable {
        let role: Role?
        let module: String
        let path: String
        let kind: TypeKind
        /// What its declaration inherits from or conforms to.
        let inherited: [String]
        /// Stored instance properties: name and written type name.
        let storedProperties: [(name: String, typeName: String?)]
        /// Static stored properties by name, with their written or constructed type name.
        let staticProperties: [String: String?]

        init(
            role: Role?, module: String, path: String, kind: TypeKind, inherited: [String],
            storedProperties: [(name: String, typeName: String?)], staticProperties: [String: String?]
        ) {
            self.role = role
            self.module = module
            self.path = path
            self.kind = kind
            self.inherited = inherited
            self.storedProperties = storedProperties
            self.staticProperties = staticProperties
        }

        static func == (lhs: TypeInfo, rhs: TypeInfo) -> Bool {
            lhs.role == rhs.role && lhs.module == rhs.module && lhs.path == rhs.path && lhs.kind == rhs.kind
                && lhs.inherited == rhs.inherited && lhs.staticProperties == rhs.staticProperties
                && lhs.storedProperties.elementsEqual(rhs.storedProperties, by: ==)
        }
    }

    /// Concrete types by name.
    private(set) var types: [String: TypeInfo] = [:]
    /// Protocols by name, with what they inherit.
    private(set) var protocols: [String: [String]] = [:]
    /// Real VIPER modules (``VIPERVocabulary/Role/makeModule(_:)``): a Presenter or Interactor with
    /// at least one other part. A formatter named `InputPresenter` alone, a widget with a factory,
    /// or a popup with no logic of its own is not a module.
    private(set) var moduleNames: Set<String> = []
    /// Modules that have a screen of their own: a Presenter, an Interactor or a View.
    private(set) var screenModules: Set<String> = []
    /// Modules with logic of their own: a Presenter or an Interactor.
    private(set) var logicModules: Set<String> = []
    /// The folders holding each module's Presenter, Interactor, Router or Builder.
    private(set) var moduleFolders: [String: Set<String>] = [:]
    /// Framework view controllers and the project classes descending from them.
    private(set) var viewControllers = ViewControllerTypes(classes: [:])
    /// Extensions' conformances by extended type name.
    private var conformances: [String: [String]] = [:]
    /// Names each type (with its extensions) assigns to itself, by type name.
    private(set) var assignedNames: [String: Set<String>] = [:]
    /// Members of its collaborators each type (with its extensions) sets to itself, as
    /// `object.member`, by type name: `interactor.delegate` for a Presenter whose init says
    /// `self.interactor.delegate = self`.
    private(set) var membersSetToSelf: [String: Set<String>] = [:]
    /// Project protocols every view controller adopts through an extension of a framework
    /// controller (`extension UIViewController: TransitionHandler`): a property of such a type
    /// holds a view controller.
    private(set) var viewControllerProtocols: Set<String> = []
    /// Project protocols that View types adopt (`BottomSheetHeightProvider`), and the project
    /// types that adopt one of them or one of UIKit's delegates or data sources: the View side of
    /// the app, whatever their names say.
    private(set) var viewSideTypes: Set<String> = []
    /// The project's functions that take closures and let none of them escape, by name (every
    /// declaration of the name alike): a closure given to one runs before the call returns.
    private(set) var nonEscapingFunctions: Set<String> = []
    /// Global variables by name, with their written or constructed type name
    /// (`let storage = try? Storage(…)` → `Storage`).
    private(set) var globals: [String: String?] = [:]
    let resolver: RoleVocabulary
    /// The module folder and folder role of each folder holding linted files, worked out once
    /// per folder: rules ask for them for every type, and both depend only on the folder.
    private var folders: [Substring: FileFolder] = [:]

    /// Where a file sits: its module folder and the role its folders give.
    private struct FileFolder: Equatable {
        var module: (folder: String, isRoleLayout: Bool)
        var role: Role?

        static func == (lhs: FileFolder, rhs: FileFolder) -> Bool {
            lhs.module == rhs.module && lhs.role == rhs.role
        }
    }

    /// Gathers the project view from every file's facts.
    init(files: [FileFacts], resolver: RoleVocabulary) {
        self.init(contributions: files.map(ProjectContribution.init), resolver: resolver)
    }

    /// Gathers the project view from what every file contributes: the same contributions give
    /// the same view.
    init(contributions: [ProjectContribution], resolver: RoleVocabulary) {
        self.resolver = resolver
        folders = Self.fileFolders(of: contributions, resolver: resolver)
        // Concrete types are kept as places in `contributions`, not copies: a copy retains every
        // array a declaration holds, and this part runs on one core.
        var declarations: [(file: Int, index: Int)] = []
        var closureFunctionEscapes: [String: Bool] = [:]
        for function in contributions.lazy.flatMap(\.closureFunctions) {
            closureFunctionEscapes[function.name] = (closureFunctionEscapes[function.name] ?? false) || function.escapes
        }
        nonEscapingFunctions = Set(closureFunctionEscapes.filter { !$0.value }.keys)
        for (fileIndex, file) in contributions.enumerated() {
            for (index, type) in file.declarations.enumerated() {
                recordAssignments(of: type)
                switch type.kind {
                case .protocol: protocols[type.name, default: []] += type.inherited
                case .extension: conformances[type.name, default: []] += type.inherited
                case .fileScope:
                    for global in type.properties where globals[global.name] == nil { globals[global.name] = global.typeName }
                case .class, .struct, .enum, .actor: declarations.append((fileIndex, index))
                }
            }
        }
        let declaration = { (place: (file: Int, index: Int)) in contributions[place.file].declarations[place.index] }
        viewControllers = ViewControllerTypes(
            classes: Dictionary(
                declarations.lazy.map(declaration).filter { $0.kind == .class }.map { ($0.name, $0.inherited) }, uniquingKeysWith: +))
        // A declared type's role and module depend only on what is gathered above (never on
        // `types`, which only an extension's role reads), so they are worked out on all cores.
        // So is the module folder of each, which the loop below, on one core, only files.
        let gathered = self
        let declared = declarations
        let infos = ParallelWork.map(declared.count) { index -> (info: TypeInfo, moduleFolder: String) in
            let place = declared[index]
            let type = contributions[place.file].declarations[place.index]
            let path = contributions[place.file].path
            var stored: [(name: String, typeName: String?)] = []
            var statics: [String: String?] = [:]
            for property in type.properties where !property.isComputed {
                if !property.isStatic {
                    stored.append((property.name, property.typeName))
                } else if statics[property.name] == nil {
                    statics[property.name] = .some(property.typeName)
                }
            }
            let info = TypeInfo(
                role: gathered.role(name: type.name, kind: type.kind, inherited: type.inherited, path: path, isNested: type.isNested),
                module: gathered.module(of: type.name), path: path,
                kind: type.kind, inherited: type.inherited, storedProperties: stored, staticProperties: statics)
            return (info, gathered.moduleFolder(of: path).folder)
        }
        types.reserveCapacity(declarations.count)
        var moduleRoles: [String: Set<Role>] = [:]
        for (place, (info, moduleFolder)) in zip(declarations, infos) {
            let role = info.role
            types[contributions[place.file].declarations[place.index].name] = info
            if let role, role != .entity { moduleRoles[info.module, default: []].insert(role) }
            if let role, role != .view, role != .entity { moduleFolders[info.module, default: []].insert(moduleFolder) }
            if let role, role == .presenter || role == .interactor || role == .view { screenModules.insert(info.module) }
            if let role, role == .presenter || role == .interactor { logicModules.insert(info.module) }
        }
        moduleNames = Set(moduleRoles.filter { Role.makeModule($0.value) && !RoleVocabulary.namesReusablePart($0.key) }.keys)
        let frameworkControllers = ViewControllerTypes.contentControllers.union(ViewControllerTypes.containerControllers)
        viewControllerProtocols = Set(frameworkControllers.flatMap { conformances[$0] ?? [] }.filter { protocols[$0] != nil })
        let adoptedByViews = Set(
            declarations.lazy.map(declaration).filter { [types] in types[$0.name]?.role == .view }
                .flatMap { [conformances] in $0.inherited + (conformances[$0.name] ?? []) }
                .filter { [protocols] in protocols[$0] != nil })
        viewSideTypes = adoptedByViews.union(
            declarations.lazy.map(declaration).filter { [conformances] type in
                let adopted = type.inherited + (conformances[type.name] ?? [])
                return adopted.contains(where: adoptedByViews.contains) || adopted.contains(where: Self.isUIKitDelegate)
            }.map(\.name))
    }

    /// Whether a protocol is one of UIKit's delegates or data sources (`UISearchBarDelegate`,
    /// `UIPageViewControllerDataSource`): a type that adopts one serves a screen, whatever its name
    /// says (`SearchManager`, `PageControllerManager`).
    private static func isUIKitDelegate(_ name: String) -> Bool {
        guard name.hasPrefix("UI"), name.count > 2, name[name.index(name.startIndex, offsetBy: 2)].isUppercase else { return false }
        return name.hasSuffix("Delegate") || name.hasSuffix("DataSource")
    }

    /// Each folder's module folder and role, worked out once per folder, on all cores.
    private static func fileFolders(of contributions: [ProjectContribution], resolver: RoleVocabulary) -> [Substring: FileFolder] {
        var folderPaths: [Substring: String] = [:]
        for file in contributions {
            let folder = directory(of: file.path)
            if folderPaths[folder] == nil { folderPaths[folder] = file.path }
        }
        let pathPerFolder = Array(folderPaths)
        let fileFolders = ParallelWork.map(pathPerFolder.count) { index in
            FileFolder(
                module: resolver.moduleFolder(of: pathPerFolder[index].value),
                role: resolver.roleByFolder(pathPerFolder[index].value))
        }
        return Dictionary(uniqueKeysWithValues: zip(pathPerFolder.map(\.key), fileFolders))
    }

    /// The role of a declared type or extension, by suffix, then descent from a view controller or
    /// view, then conformance, then folder (never for a container controller subclass, for an
    /// enum only a Builder or Entity folder, and for a struct not a Presenter, Interactor or
    /// Router folder). Test cases and test doubles, Apple's
    /// framework types, their infrastructure subclasses (presentation controllers, windows, app
    /// delegates) and, unless a configured suffix says otherwise, `…ViewModel` display data play no
    /// role.
    func role(of type: TypeFact, path: String) -> Role? {
        // A declared type's role was worked out with the project view; it depends only on these.
        if let known = types[type.name], known.kind == type.kind, known.path == path, known.inherited == type.inherited {
            return known.role
        }
        return role(name: type.name, kind: type.kind, inherited: type.inherited, path: path, isNested: type.isNested)
    }

    private func role(name: String, kind: TypeKind, inherited: [String], path: String, isNested: Bool) -> Role? {
        guard !resolver.isTestCode(name), !ViewControllerTypes.isFrameworkName(name),
            !viewControllers.isInfrastructure(name)
        else { return nil }
        switch kind {
        case .fileScope, .protocol: return nil
        case .extension:
            if let known = types[name] { return known.role }
            fallthrough
        case .class, .struct, .enum, .actor:
            if let bySuffix = resolver.roleBySuffix(name) {
                guard bySuffix.role == .entity else { return bySuffix.role }
                // A view subclass or a cell's display data (`MovieCellModel`) is the View's,
                // whatever its suffix says.
                if viewControllers.isViewLayer(name) { return .view }
                return Self.isDisplayData(name) ? nil : .entity
            }
            if name.hasSuffix("ViewModel") { return nil }
            if viewControllers.isViewLayer(name) { return .view }
            let conformed = inherited + (conformances[name] ?? [])
            if let byConformance = resolver.roleByConformance(conformed) { return byConformance }
            // A type nested in another (`struct Dependencies` in a Presenter) is a part of that one.
            guard !isNested, !viewControllers.isContainer(name), let byFolder = folderRole(of: path) else { return nil }
            // A service kept in a module's View or Interactor folder is the data layer, whatever
            // the folder says (`Interactor/Remote/RemoteDataManager`, `View/Service Layer/…Service`).
            if DependencyNames.isDataLayer(name) || DependencyNames.endsInDataWord(name) { return nil }
            // An enum in a Router or View folder holds constants or states, not the role; a
            // struct in a Presenter, Interactor or Router folder holds data (`struct UserInfo`
            // beside `protocol UserInfoInteractor`).
            if kind == .enum, byFolder != .builder, byFolder != .entity { return nil }
            if kind == .struct, [.presenter, .interactor, .router].contains(byFolder) { return nil }
            if byFolder == .entity, Self.isDisplayData(name) { return nil }
            return byFolder
        }
    }

    /// Files what a declaration assigns to itself and sets to itself under its type's name.
    private mutating func recordAssignments(of type: ProjectContribution.Declaration) {
        if !type.assignedNames.isEmpty { assignedNames[type.name, default: []].formUnion(type.assignedNames) }
        if !type.membersSetToSelf.isEmpty { membersSetToSelf[type.name, default: []].formUnion(type.membersSetToSelf) }
    }

    /// The words that name a piece of a screen: data named for one (`MovieListCellModel`,
    /// `ProfileHeaderItem`) is what the View displays, not an Entity.
    private static let displayWords = ["Cell", "View", "Header", "Footer"]
    /// Endings after such a word that still name the piece's data.
    private static let dataEndings = ["Model", "Entity", "Item", "Data", ""]

    /// Whether a type name names a screen piece's display data (see ``displayWords``).
    static func isDisplayData(_ name: String) -> Bool {
        dataEndings.contains { ending in
            guard name.hasSuffix(ending) else { return false }
            let stem = name.dropLast(ending.count)
            return displayWords.contains { stem.count > $0.count && stem.hasSuffix($0) }
        }
    }

    /// The module folder of a file (see `RoleVocabulary.moduleFolder(of:)`).
    func moduleFolder(of path: String) -> (folder: String, isRoleLayout: Bool) {
        folders[Self.directory(of: path)]?.module ?? resolver.moduleFolder(of: path)
    }

    /// The role a file's folders give the types in it (see `RoleVocabulary.roleByFolder(_:)`).
    private func folderRole(of path: String) -> Role? {
        guard let known = folders[Self.directory(of: path)] else { return resolver.roleByFolder(path) }
        return known.role
    }

    /// The folder part of a file's path: everything before its last `/`.
    private static func directory(of path: String) -> Substring {
        var path = path
        let slash = path.withUTF8 { bytes in bytes.lastIndex(of: UInt8(ascii: "/")) }
        return slash.map { path.prefix(upTo: path.utf8.index(path.utf8.startIndex, offsetBy: $0)) } ?? ""
    }

    /// The module a type belongs to: its name without the role suffix (`LoginPresenter` → `Login`,
    /// and for a screen class `LoginController` → `Login`).
    func module(of name: String) -> String {
        if let (module, _) = resolver.module(ofType: name) { return module }
        guard viewControllers.isScreen(name),
            let suffix = ViewControllerTypes.screenSuffixes.first(where: { name.hasSuffix($0) && name.count > $0.count })
        else { return name }
        return String(name.dropLast(suffix.count))
    }

    /// Module names one of which extends the other (`Login` and `LoginHelp`, `Major` and
    /// `AddMajor`) name one feature's parts.
    static func areRelated(_ module: String, _ other: String) -> Bool {
        module.hasPrefix(other) || other.hasPrefix(module) || module.hasSuffix(other) || other.hasSuffix(module)
    }

    /// Whether a Presenter is a helper named like one (`AlertPresenterImpl`, `MailComposerPresenterMessageUI`,
    /// showing an alert or a mail composer for whichever screen asks): in a project of real
    /// modules, one whose name gives no module with another part, whose module folder (or the
    /// folder above) holds no View, Interactor, Router or Builder, that holds no View and that no
    /// View holds (a
    /// `SetupPincodePresenter` beside the screen it drives, a `DetailMoviePresenter` a view holds,
    /// or a `Map.Presenter` named by its role alone, is a Presenter).
    func isLonePresenter(_ name: String, path: String) -> Bool {
        // A part named by its role alone (`Presenter` in `enum Map`) is its namespace's.
        guard !moduleNames.isEmpty, !moduleNames.contains(module(of: name)), resolver.roleBySuffix(name)?.suffix != name else {
            return false
        }
        // One that holds a View (`weak var view: CheckoutViewInput?`) drives a screen.
        let holdsView = types[name]?.storedProperties.contains { property in
            ["view", "viewController"].contains(property.name)
                || property.typeName.map {
                    resolver.roleBySuffix($0)?.role == .view || resolver.contractRole(ofProtocol: $0)?.role == .view
                }
                    == true
        }
        guard holdsView != true else { return false }
        let folder = moduleFolder(of: path).folder
        let parent = Self.parentFolder(of: folder)
        let adopted = Set((types[name]?.inherited ?? []) + (conformances[name] ?? []) + [name])
        return !types.values.contains { info in
            guard let role = info.role, role != .presenter, role != .entity else { return false }
            let partFolder = moduleFolder(of: info.path).folder
            if partFolder == folder || partFolder == parent { return true }
            // A View that holds it (`var presenter: DetailMoviePresenter`, or a protocol it adopts).
            return role == .view
                && info.storedProperties.contains { property in
                    property.typeName.map { adopted.contains(String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" })) } == true
                }
        }
    }

    /// The folder above `folder` (`""` above a top-level one).
    private static func parentFolder(of folder: String) -> String {
        folder.lastIndex(of: "/").map { String(folder[..<$0]) } ?? ""
    }

    /// Whether the concrete type `name` adopts `protocol`, in its declaration or an extension.
    func adopts(_ name: String, _ protocolName: String) -> Bool {
        types[name]?.inherited.contains(protocolName) == true || conformances[name]?.contains(protocolName) == true
    }

    /// Standard protocols known not to be class-bound, so a chain through them is still decidable.
    private static let plainStandardProtocols: Set<String> = [
        "Sendable", "Equatable", "Hashable", "Identifiable", "Codable", "Encodable", "Decodable", "Comparable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Error",
    ]

    /// Whether a protocol is class-bound, directly or through the protocols it inherits; nil when
    /// that cannot be told because the protocol, or one it inherits, is not declared in the linted
    /// files (it may come from a library such as VIPER's `StateRendering`).
    func isClassBound(protocol name: String) -> Bool? {
        var visited: Set<String> = []
        var pending = [name]
        var undecidable = false
        while let next = pending.popLast() {
            guard visited.insert(next).inserted, !Self.plainStandardProtocols.contains(next) else { continue }
            guard let inherited = protocols[next] else {
                undecidable = true
                continue
            }
            if inherited.contains(where: { $0 == "AnyObject" || $0 == "class" || $0 == "NSObjectProtocol" }) { return true }
            pending += inherited
        }
        return undecidable ? nil : false
    }
}

extension ProjectFacts: Equatable {
    /// Whether two views hold the same facts; the resolvers, which come from the configuration,
    /// are not compared.
    static func == (lhs: ProjectFacts, rhs: ProjectFacts) -> Bool {
        lhs.types == rhs.types && lhs.protocols == rhs.protocols && lhs.moduleNames == rhs.moduleNames
            && lhs.screenModules == rhs.screenModules && lhs.logicModules == rhs.logicModules
            && lhs.moduleFolders == rhs.moduleFolders
            && lhs.viewControllers == rhs.viewControllers && lhs.conformances == rhs.conformances
            && lhs.assignedNames == rhs.assignedNames && lhs.membersSetToSelf == rhs.membersSetToSelf
            && lhs.viewControllerProtocols == rhs.viewControllerProtocols
            && lhs.viewSideTypes == rhs.viewSideTypes && lhs.globals == rhs.globals && lhs.folders == rhs.folders
            && lhs.nonEscapingFunctions == rhs.nonEscapingFunctions
    }
}

// MARK: Kept in the cache

extension ProjectFacts {
    /// Writes the view for the cache. When every file contributes to the next run what it
    /// contributes now (an edit inside a body), that run reads the view back instead of
    /// decoding every contribution and gathering it again. Entries are written sorted by name,
    /// so the same view gives the same bytes. The resolver is not written: the cache is keyed
    /// by the configuration it comes from.
    func write(to writer: inout BinaryWriter) {
        writer.write(types) { writer, info in
            writer.write(info.role?.rawValue)
            writer.write(info.module)
            writer.write(info.path)
            writer.write(info.kind.rawValue)
            writer.write(info.inherited)
            writer.write(info.storedProperties.count)
            for property in info.storedProperties {
                writer.write(property.name)
                writer.write(property.typeName)
            }
            writer.write(info.staticProperties) { $0.write($1) }
        }
        writer.write(protocols) { $0.write($1) }
        writer.write(moduleNames)
        writer.write(screenModules)
        writer.write(logicModules)
        writer.write(moduleFolders) { $0.write($1) }
        viewControllers.write(to: &writer)
        writer.write(conformances) { $0.write($1) }
        writer.write(assignedNames) { $0.write($1) }
        writer.write(membersSetToSelf) { $0.write($1) }
        writer.write(viewControllerProtocols)
        writer.write(viewSideTypes)
        writer.write(nonEscapingFunctions)
        writer.write(globals) { $0.write($1) }
        writer.write(folders.count)
        for (directory, folder) in folders.sorted(by: { $0.key < $1.key }) {
            writer.write(String(directory))
            writer.write(folder.module.folder)
            writer.write(folder.module.isRoleLayout)
            writer.write(folder.role?.rawValue)
        }
    }

    /// Reads what `write(to:)` wrote; `resolver` is the configuration's, as when it was written.
    init(from reader: inout BinaryReader, resolver: RoleVocabulary) throws(CacheFormatError) {
        self.resolver = resolver
        types = try reader.dictionary { reader throws(CacheFormatError) in
            let role = try Self.role(from: &reader)
            let module = try reader.string()
            let path = try reader.string()
            let kind = try reader.enumeration(TypeKind.self)
            let inherited = try reader.strings()
            let storedCount = try reader.count()
            var stored: [(name: String, typeName: String?)] = []
            stored.reserveCapacity(storedCount)
            for _ in 0..<storedCount {
                let name = try reader.string()
                stored.append((name, try reader.optionalString()))
            }
            return TypeInfo(
                role: role, module: module, path: path, kind: kind, inherited: inherited, storedProperties: stored,
                staticProperties: try reader.dictionary { reader throws(CacheFormatError) in try reader.optionalString() })
        }
        protocols = try reader.dictionary { reader throws(CacheFormatError) in try reader.strings() }
        moduleNames = try reader.stringSet()
        screenModules = try reader.stringSet()
        logicModules = try reader.stringSet()
        moduleFolders = try reader.dictionary { reader throws(CacheFormatError) in try reader.stringSet() }
        viewControllers = try ViewControllerTypes(from: &reader)
        conformances = try reader.dictionary { reader throws(CacheFormatError) in try reader.strings() }
        assignedNames = try reader.dictionary { reader throws(CacheFormatError) in try reader.stringSet() }
        membersSetToSelf = try reader.dictionary { reader throws(CacheFormatError) in try reader.stringSet() }
        viewControllerProtocols = try reader.stringSet()
        viewSideTypes = try reader.stringSet()
        nonEscapingFunctions = try reader.stringSet()
        globals = try reader.dictionary { reader throws(CacheFormatError) in try reader.optionalString() }
        let folderCount = try reader.count()
        folders.reserveCapacity(folderCount)
        for _ in 0..<folderCount {
            let directory = try reader.string()
            let module = (folder: try reader.string(), isRoleLayout: try reader.bool())
            folders[Substring(directory)] = FileFolder(module: module, role: try Self.role(from: &reader))
        }
    }

    /// Reads a role written as its optional raw value.
    private static func role(from reader: inout BinaryReader) throws(CacheFormatError) -> Role? {
        guard let raw = try reader.optionalString() else { return nil }
        guard let role = Role(rawValue: raw) else { throw CacheFormatError(offset: reader.offset) }
        return role
    }
}
