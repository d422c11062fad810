import SwiftSyntax

/// What one member touches, read from its syntax: the other members it names through `self`,
/// and the UIKit, data-layer and navigation API it calls.
struct Touches {
    /// Names of the view controller's members it refers to (bare or through `self`).
    var members: Set<String> = []
    /// The view controller's own UIKit it touches (`view`, `navigationItem`).
    var uikit: Set<String> = []
    /// UIKit types it names (`UILabel`, `UIAlertController`): a Router may build these, the
    /// Presenter and Interactor may not.
    var uikitTypes: Set<String> = []
    /// Data-layer API it touches (`UserDefaults`, `service`, `Date()`).
    var services: Set<String> = []
    /// Navigation it performs (`pushViewController`, `performSegue`).
    var navigation: Set<String> = []
    /// Whether it captures `self` in a closure (`[weak self]` or strongly).
    var capturesSelf = false
    /// Whether it hands `self` itself to someone (`picker.delegate = self`, `target: self`),
    /// which means the view controller only while it stays in the View.
    var passesSelf = false
}

/// Reads ``Touches`` from a member's syntax.
final class TouchScanner: SyntaxVisitor {
    /// `UIViewController` members a subclass reaches as its own, with the role they pull toward.
    static let inherited: [String: ExtractRole] = [
        "view": .view, "title": .view, "navigationItem": .view, "tabBarItem": .view, "traitCollection": .view,
        "isEditing": .view, "setEditing": .view, "children": .view, "addChild": .view, "removeFromParent": .view,
        "didMove": .view, "willMove": .view, "parent": .view, "tableView": .view, "collectionView": .view,
        "refreshControl": .view, "viewIfLoaded": .view, "isViewLoaded": .view, "preferredContentSize": .view,
        "navigationController": .router, "tabBarController": .router, "storyboard": .router,
        "present": .router, "dismiss": .router, "show": .router, "showDetailViewController": .router,
        "performSegue": .router, "presentingViewController": .router, "splitViewController": .router,
    ]
    /// Calls that navigate whatever their receiver.
    static let navigationCalls: Set<String> = [
        "pushViewController", "popViewController", "popToRootViewController", "popToViewController", "setViewControllers",
        "performSegue", "showDetailViewController", "present", "dismiss", "instantiateViewController",
    ]
    /// Data-layer types reached by name.
    static let serviceTypes: Set<String> = [
        "UserDefaults", "URLSession", "FileManager", "Timer", "URLRequest", "JSONDecoder", "JSONEncoder", "Data",
    ]
    /// Words ending the names of data-layer types and the properties holding them.
    static let serviceWords = [
        "Service", "Client", "API", "Api", "Repository", "Store", "Manager", "Storage", "Database", "Cache", "Keychain",
        "Defaults", "Session", "Provider", "Loader", "Fetcher", "Scheduler", "Clock", "Uploader", "Library", "Tracker",
        "Analytics", "Gateway", "Backend", "service", "client", "api", "repository", "store", "manager",
        "storage", "database", "defaults", "session", "provider", "loader", "fetcher", "timer", "scheduler", "clock", "uploader",
    ]

    /// Words in the names of managers that serve the UI (`ThemeManager`), which are no data layer.
    static let uiWords = ["Theme", "Appearance", "Keyboard", "Haptic", "Font", "Style"]

    private let memberNames: Set<String>
    private var locals: Set<String> = []
    private(set) var touches = Touches()

    init(memberNames: Set<String>) {
        self.memberNames = memberNames
        super.init(viewMode: .sourceAccurate)
    }

    /// The touches of `decl`.
    static func touches(of decl: DeclSyntax, memberNames: Set<String>) -> Touches {
        touches(of: decl, memberNames: memberNames, locals: LocalNames.in(decl))
    }

    /// The touches of a part of a member (`node`), whose member binds `locals`.
    static func touches(of node: some SyntaxProtocol, memberNames: Set<String>, locals: Set<String>) -> Touches {
        let scanner = TouchScanner(memberNames: memberNames)
        scanner.locals = locals
        scanner.walk(node)
        return scanner.touches
    }

    static func isServiceName(_ name: String) -> Bool {
        serviceTypes.contains(name) || serviceWords.contains { name.hasSuffix($0) }
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id {
            guard let base = access.base, Self.isSelf(base) else {
                noteMemberAccess(access, name: name)
                return .visitChildren
            }
            noteOwn(name)
            return .visitChildren
        }
        if name == "self" {
            let parent = node.parent
            let reached =
                parent?.is(MemberAccessExprSyntax.self) == true || parent?.is(OptionalChainingExprSyntax.self) == true
                || parent?.is(ForceUnwrapExprSyntax.self) == true || parent?.is(InitializerClauseSyntax.self) == true
            if !reached { touches.passesSelf = true }
            return .visitChildren
        }
        if locals.contains(name) { return .visitChildren }
        if MemberReader.isUIKitName(name) { touches.uikitTypes.insert(name) }
        if Self.serviceTypes.contains(name) { touches.services.insert(name) }
        noteOwn(name)
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression
        if called.trimmedDescription == "Date", node.arguments.isEmpty { touches.services.insert("Date()") }
        if let access = called.as(MemberAccessExprSyntax.self), access.base?.is(SuperExprSyntax.self) != true,
            Self.navigationCalls.contains(access.declName.baseName.text)
        {
            touches.navigation.insert(access.declName.baseName.text)
        }
        if let reference = called.as(DeclReferenceExprSyntax.self), Self.navigationCalls.contains(reference.baseName.text),
            !memberNames.contains(reference.baseName.text)
        {
            touches.navigation.insert(reference.baseName.text)
        }
        return .visitChildren
    }

    override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
        if node.initializer?.value.trimmedDescription == "self" || node.name.text == "self" { touches.capturesSelf = true }
        return .visitChildren
    }

    /// `Type.shared`, `x.service`: singletons and data-layer properties of other objects.
    private func noteMemberAccess(_ access: MemberAccessExprSyntax, name: String) {
        guard let base = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            !Self.uiWords.contains(where: { base.contains($0) })
        else { return }
        let singleton = ["shared", "standard", "default", "current"].contains(name)
        if singleton, !MemberReader.isUIKitName(base), !["NotificationCenter", "Bundle", "Locale", "Calendar", "TimeZone"].contains(base) {
            touches.services.insert("\(base).\(name)")
        } else if Self.isServiceName(base), base.first?.isUppercase == true {
            touches.services.insert(base)
        }
    }

    /// A name the view controller answers to: its own member, or one it inherits from UIKit.
    private func noteOwn(_ name: String) {
        if memberNames.contains(name) {
            touches.members.insert(name)
        } else if let role = Self.inherited[name] {
            if role == .router { touches.navigation.insert(name) } else { touches.uikit.insert(name) }
        }
    }

    static func isSelf(_ expr: ExprSyntax) -> Bool {
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "self" }
        if let chained = expr.as(OptionalChainingExprSyntax.self) { return isSelf(chained.expression) }
        if let forced = expr.as(ForceUnwrapExprSyntax.self) { return isSelf(forced.expression) }
        return false
    }
}

/// The names a declaration binds for itself: parameters, closure parameters and locals.
enum LocalNames {
    static func `in`(_ decl: some SyntaxProtocol) -> Set<String> {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(decl)
        return collector.names
    }

    private final class Collector: SyntaxVisitor {
        var names: Set<String> = []
        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            names.insert((node.secondName ?? node.firstName).text)
            return .visitChildren
        }
        override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .visitChildren
        }
        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            names.insert((node.secondName ?? node.firstName).text)
            return .visitChildren
        }
        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            // A stored property's own name is a binding too, but not a local of its initializer.
            if node.parent?.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) != true { names.insert(node.identifier.text) }
            return .visitChildren
        }
        override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "self" { names.insert(name) }
            return .visitChildren
        }
    }
}
