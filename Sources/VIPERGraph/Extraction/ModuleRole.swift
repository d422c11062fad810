/// How a type's name tells which module it belongs to: `LoginRouter` and `LoginPresenter`
/// belong to `Login`.
enum ModuleRole {
    /// Suffixes that make a type part of a module, longest first so `ViewController` wins over `View`.
    static let suffixes = ["ViewController", "Interactor", "Presenter", "Assembly", "Builder", "Factory", "Router"]
    /// Suffixes of the types whose ``buildMethods`` create a module.
    static let builderSuffixes = ["Assembly", "Builder", "Factory", "Router"]
    /// The names of the static or instance methods that create a module (`HomeBuilder.build(…)`).
    static let buildMethods: Set<String> = ["build", "buildModule", "make", "makeModule", "assemble", "createModule"]

    /// The module a type belongs to, or nil for types that are not a module's role (and for
    /// `App…` types, which are the app itself).
    static func module(ofType name: String) -> String? {
        guard let module = strip(name, suffixes), !module.hasPrefix("App") else { return nil }
        return module
    }

    /// The module a `X.build(` call builds, if `X` is a Router, Builder, Factory or Assembly.
    static func builtModule(_ typeName: String) -> String? {
        strip(typeName, builderSuffixes)
    }

    private static func strip(_ name: String, _ suffixes: [String]) -> String? {
        for suffix in suffixes where name.hasSuffix(suffix) && name.count > suffix.count {
            let module = String(name.dropLast(suffix.count))
            return module.first?.isUppercase == true ? module : nil
        }
        return nil
    }
}
