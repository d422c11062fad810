import VIPERSyntax
/// The protocols of the VIPER runtime that contract protocols inherit, so a spy of
/// `protocol LoginView: StateRendering where State == LoginViewState` can be written from the
/// contracts file alone, without the VIPERKit checkout on the command line.
///
/// They are used for a parent the scanned files do not declare, when the child's file imports
/// `VIPER`. VIPERMocksTests compares each declaration here with the one in `Sources/VIPER`.
enum RuntimeProtocols {
    /// The runtime module that declares them.
    static let module = "VIPER"

    /// Their declarations, as the runtime writes them (doc comments left out).
    static let source = """
        @MainActor
        public protocol StateRendering: AnyObject {
            associatedtype State
            func render(_ state: State)
        }
        """

    /// The declarations, read once.
    static let contracts = ContractReader.read([LoadedSource(path: module, text: source)])
}
