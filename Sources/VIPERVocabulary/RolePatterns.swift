/// How a type's role is recognised: by name suffix, by a conformed protocol's suffix, or by
/// the folder it lives in.
public struct RolePatterns: Codable, Sendable, Hashable {
    /// Type-name endings, e.g. `Presenter` for `LoginPresenter`.
    public var suffixes: [String]
    /// Endings of contract protocols a type of this role conforms to, e.g. `Presentation`.
    public var protocols: [String]
    /// Folder names that hold this role in a one-folder-per-role layout, e.g. `Presenter`.
    public var folders: [String]

    /// Creates patterns for one role.
    public init(suffixes: [String], protocols: [String], folders: [String]) {
        self.suffixes = suffixes
        self.protocols = protocols
        self.folders = folders
    }

    /// The built-in patterns for each role.
    public static let defaults: [Role: RolePatterns] = [
        .view: RolePatterns(
            // How a screen is drawn is not part of its module's name: `OrdersTableViewController`
            // and `OrdersTerminalView` are `Orders`' views.
            suffixes: [
                "ViewController", "View", "TableViewController", "CollectionViewController", "PageViewController",
                "TerminalView", "HeadlessView", "ScreenView", "Screen",
            ],
            protocols: ["ViewProtocol", "ViewInput", "ViewInterface", "Displaying", "View"],
            folders: ["View", "Views", "ViewController", "ViewControllers"]),
        .presenter: RolePatterns(
            suffixes: ["Presenter"],
            protocols: [
                "PresenterProtocol", "PresenterInput", "Presentation", "Presenting", "ViewOutput",
                "InteractorOutput", "EventHandler",
            ],
            folders: ["Presenter", "Presenters"]),
        .interactor: RolePatterns(
            suffixes: ["Interactor"],
            protocols: ["InteractorProtocol", "InteractorInput", "UseCase", "Interacting"],
            folders: ["Interactor", "Interactors"]),
        .router: RolePatterns(
            // `WireFrame` is as common a spelling as `Wireframe`.
            suffixes: ["Router", "Wireframe", "WireFrame", "Coordinator"],
            protocols: ["RouterProtocol", "RouterInput", "Routing", "WireframeProtocol", "WireFrameProtocol", "Coordinating"],
            folders: ["Router", "Routers", "Wireframe", "Wireframes", "WireFrame", "WireFrames"]),
        .builder: RolePatterns(
            suffixes: ["Builder", "Assembly", "Assembler", "Configurator", "Initializer", "Factory", "Container", "Module"],
            protocols: ["BuilderProtocol", "Building", "Assembling"],
            folders: ["Builder", "Builders", "Assembly", "Assemblies", "Configurator"]),
        .entity: RolePatterns(
            suffixes: ["Entity", "Model"],
            protocols: [],
            folders: ["Entity", "Entities", "Model", "Models"]),
    ]
}
