import VIPERSyntax

/// Everything the rules need to know about one file, gathered in a single pass over its tree.
///
/// Facts are plain values, so they are cached per file and re-linting an unchanged file needs
/// no parsing: the rules run on the cached facts.
struct FileFacts: Sendable {
    /// The path the file was linted under.
    var path: String
    /// Modules the file imports, with the position of each `import`.
    var imports: [ImportFact] = []
    /// Types, extensions and protocols declared in the file, outermost first; index 0 is the
    /// file scope (top-level code).
    var types: [TypeFact] = []
    /// Functions that construct two or more values into local names: candidate assemblies.
    var assemblies: [AssemblyFact] = []
    /// Syntax errors; when present no rule but `parse-error` runs on the file.
    var syntaxErrors: [SyntaxError] = []
    /// `// viper:disable…` comments.
    var suppressions: [SuppressionFact] = []
    /// The functions declared with closure parameters, each with whether one of them escapes.
    var closureFunctions: [ClosureFunctionFact] = []
}

/// A function that takes closures: `func mapOrLog(_ transform: (Wrapped) -> Void)` runs them
/// before it returns; one with an `@escaping` or optional closure parameter may keep them.
struct ClosureFunctionFact: Sendable, Equatable {
    var name: String
    var escapes: Bool
}

/// One `import` declaration.
struct ImportFact: Sendable {
    /// The imported module (first path component).
    var module: String
    /// Where the import is.
    var position: SourcePosition
}

/// The kinds of declaration that own members.
enum TypeKind: String, Sendable {
    case fileScope, `class`, `struct`, `enum`, actor, `protocol`, `extension`
}

/// A type, extension, protocol or the file scope, with what its body contains. The file scope's
/// properties are the file's global variables.
struct TypeFact: Sendable {
    /// The declared (or extended) name; empty for the file scope.
    var name: String
    /// What kind of declaration it is.
    var kind: TypeKind
    /// Where its name is.
    var position: SourcePosition
    /// Whether it is declared inside another type (`struct Dependencies` in a Presenter): a part
    /// of that type, which its folder gives no role of its own.
    var isNested = false
    /// Names in its inheritance clause (`AnyObject` and `class` included for protocols).
    var inherited: [String] = []
    /// Stored and computed properties declared directly in the body.
    var properties: [PropertyFact] = []
    /// Capitalised names used in the body, once per name and line.
    var references: [ReferenceFact] = []
    /// Navigation calls (push, present, dismiss, ...) and root or stack replacements in the body.
    var navigationCalls: [NavigationFact] = []
    /// `Type.member` accesses in the body (`APIClient.shared`, `NetworkManager.fetch()`), outside
    /// parameter defaults, once per access and line.
    var staticAccesses: [StaticAccessFact] = []
    /// Values constructed in the body outside parameter defaults, by type name.
    var constructions: [NameFact] = []
    /// Closures that use `self` without a weak or unowned capture.
    var selfCapturingClosures: [ClosureFact] = []
    /// Names the body assigns a value other than `nil` to, as `self.name = …` or `name = …`:
    /// a part that sets its own back-reference (`func didLoad(view:) { self.view = view }`).
    var assignedNames: [String] = []
    /// Members of its collaborators the body sets to `self`, as `object.member` without `self.`:
    /// `interactor.delegate` for `self.interactor.delegate = self`. A part that wires a
    /// collaborator's back-reference itself.
    var membersSetToSelf: [String] = []
    /// Lower-case names the body reaches through, `storage` in `storage?.object(…)` and
    /// `keychain` in `keychain["token"]`, once per name and line: uses of global instances when
    /// the project declares a global of that name.
    var reachedNames: [NameFact] = []
}

/// A name with the position where it appears.
struct NameFact: Sendable {
    /// The name (a type name, a call name, or `Type.member`).
    var name: String
    /// Where it appears.
    var position: SourcePosition
}

/// A capitalised name used in a body, and the generic type it is written inside as a type
/// argument, if any.
struct ReferenceFact: Sendable {
    /// The name.
    var name: String
    /// Where it appears.
    var position: SourcePosition
    /// The outermost generic type whose type arguments hold the name, with where that type
    /// starts: `DetailPresenter` for `DetailInteractor` in
    /// `DetailPresenter<DetailInteractor<Repository>>`. Nil when the name is not a type argument.
    var typeArgumentOf: NameFact?
}

/// A navigation call or assignment: `pushViewController`, `present(_:animated:)`,
/// `window?.rootViewController = …`.
struct NavigationFact: Sendable {
    /// The call's name, or `rootViewController =` / `viewControllers =` for an assignment.
    var name: String
    /// The object the call is made on (`router` in `router.present(…)`, `navigationController`
    /// in `navigationController?.pushViewController`); nil for `self` and implicit calls.
    var receiver: String?
    /// The receiver is a value the same function has built into a local name before the call
    /// (`let window = UIWindow(…); window.rootViewController = …`): configuring it, not navigating.
    var receiverIsBuiltHere: Bool
    /// What is presented is an alert (`present(alert, animated: true)`).
    var presentsAlert: Bool
    /// Where the call's name is.
    var position: SourcePosition
}

/// A `Type.member` access: a static property, a static call, a singleton or an enum case.
struct StaticAccessFact: Sendable {
    /// How the accessed member is used.
    enum Use: String, Sendable {
        /// Read as a value: `AnalyticsPeriod.default`, `Config.baseURL`.
        case value
        /// Reached through: `UserDefaults.standard.set(…)`, `APIClient.account.signIn { }`.
        case receiver
        /// Called: `NetworkManager.fetch(…)`, `PHPhotoLibrary.shared()`.
        case call
    }

    /// The type written before the dot (`UserDefaults`).
    var typeName: String
    /// The member after it (`standard`).
    var member: String
    /// How the member is used.
    var use: Use
    /// Where the access starts.
    var position: SourcePosition

    /// `Type.member`, as written.
    var text: String { typeName + "." + member }
}

/// How a property holds its value.
enum Ownership: String, Sendable {
    case strong, weak, unowned
}

/// A property declared directly in a type body.
struct PropertyFact: Sendable {
    /// The property's name.
    var name: String
    /// The base type name, with optionals and `any`/`some` removed; nil for function and
    /// tuple types or when no type is written.
    var typeName: String?
    /// Whether the type has generic arguments (`Subject<Output, Never>`).
    var typeIsGeneric: Bool
    /// `weak`, `unowned` or strong.
    var ownership: Ownership
    /// `static` or `class` property.
    var isStatic: Bool
    /// A computed property (a getter, not just observers).
    var isComputed: Bool
    /// The initial value is constructed right there (`= UINavigationController()`): the type
    /// owns the value it made. `typeName` is the constructed type when no type is written.
    var isOwnedInPlace: Bool
    /// Where the property's name is.
    var position: SourcePosition
}

/// A closure that uses `self` and captures it strongly, with the call it is passed to.
struct ClosureFact: Sendable {
    /// The called function's name (`async`, `dataTask`, `Task`), nil when assigned.
    var callee: String?
    /// The argument label the closure is passed under, nil for a trailing closure.
    var label: String?
    /// The object the call is made on (`service` in `service.load { }` and `self.service.load { }`).
    var callBase: String?
    /// The closure is stored: assigned to a property (`onTap = { ... }`), or given to an
    /// initializer whose value the type keeps in a property (`lazy var load = Action { … }`).
    var isAssigned: Bool
    /// The closure is the call's trailing closure (or one of its labelled trailing closures).
    var isTrailing: Bool
    /// The call is made on a receiver (`service.load { }`, `APIClient.account.signIn { }`),
    /// not a free function or an initializer.
    var hasReceiver: Bool
    /// The closure captures `[self]` explicitly.
    var capturesSelfExplicitly: Bool
    /// The call is a step of a reactive pipeline that ends in a subscription
    /// (`.map { }.bind(to:)`, `.flatMap { }.subscribe(…)`, `.sink { }`, `.disposed(by:)`), which
    /// keeps every closure of the chain for as long as the subscription lives.
    var feedsSubscription: Bool
    /// Where the closure's `{` is.
    var position: SourcePosition
}

/// A function body that constructs parts into local names: where modules get assembled.
struct AssemblyFact: Sendable {
    /// The first line of the function.
    var startLine: Int
    /// The last line of the function.
    var endLine: Int
    /// `let name = Type(...)` bindings.
    var constructions: [ConstructionFact]
    /// `base.member = value` assignments and `base.method(...)` calls.
    var wirings: [WiringFact]
}

/// A local binding to a freshly constructed value.
struct ConstructionFact: Sendable {
    /// The local name; empty when the value is kept in none (returned, passed on).
    var variable: String
    /// The constructed type's name.
    var typeName: String
    /// Argument labels of the initializer call.
    var labels: [String]
    /// Plain names passed as arguments.
    var arguments: [String]
    /// Where the construction is.
    var position: SourcePosition
}

/// An assignment to, or a call on, a member of a local name.
struct WiringFact: Sendable {
    /// The local name (`presenter` in `presenter.view = view`).
    var base: String
    /// The member assigned or called.
    var member: String
    /// Argument labels of a call; empty for an assignment.
    var labels: [String]
    /// Plain names on the right of the assignment or passed to the call.
    var arguments: [String]
}
