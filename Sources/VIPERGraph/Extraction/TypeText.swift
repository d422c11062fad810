/// Reading types as written: `(any Navigating<AppRoute>)?` names `Navigating`, with
/// `AppRoute` among its arguments.
enum TypeText {
    /// The type's own name without `any`/`some`, optionals, generic arguments and module
    /// qualification: `Navigating` for `(any VIPER.Navigating<AppRoute>)?`.
    static func baseName(_ text: String) -> String {
        var text = Substring(text)
        while let first = text.first, "([ ".contains(first) { text = text.dropFirst() }
        for keyword in ["any ", "some ", "inout "] where text.hasPrefix(keyword) { text = text.dropFirst(keyword.count) }
        let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return name.split(separator: ".").last.map(String.init) ?? String(name)
    }

    /// Every name in the type: `["Navigating", "AppRoute"]` for `any Navigating<AppRoute>`.
    static func names(_ text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init).filter { $0.first?.isUppercase == true }
    }

    /// Whether a generic type of this name takes the app's route type as its first argument:
    /// `Navigating<AppRoute>`, `RouteNavigator<AppRoute, Screen>`, `NavigationCommand<AppRoute>`,
    /// and routers and coordinators generic over their routes (`UnownedRouter<AppRoute>`).
    static func isNavigatorName(_ name: String) -> Bool {
        name.contains("Navigat") || name.hasSuffix("Router") || name.hasSuffix("Coordinator")
    }
}
