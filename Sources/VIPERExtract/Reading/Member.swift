import SwiftSyntax

/// One member of the view controller: a declaration in its body or in an extension of it in
/// the same file.
struct Member {
    /// What kind of declaration it is.
    enum Kind: Equatable {
        /// A stored property (`var items: [Item] = []`, an outlet).
        case storedProperty
        /// A computed property.
        case computedProperty
        /// A method, initializer, subscript or deinitializer.
        case function
        /// Anything else (a nested type, a type alias).
        case other
    }

    /// Its position among all members, in file order.
    let index: Int
    /// The name other members refer to it by (`items`, `loadItems`).
    let name: String
    /// The member as shown in reports: `func loadItems()`, `var items`.
    let title: String
    let kind: Kind
    /// The declaration, with its leading comments.
    let decl: DeclSyntax
    /// Its 1-based line in the original file.
    let line: Int
    /// The declared type of a property (`[Item]`), when written.
    let declaredType: String?
    /// Whether a function returns a value (so a call to it is an expression, not a statement).
    let returnsValue: Bool
    /// Whether a function has default arguments, which a protocol requirement cannot carry.
    var hasDefaultArguments: Bool {
        decl.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters.contains { $0.defaultValue != nil } ?? false
    }
    /// The function's signature as a protocol requirement (`func format(_ item: Item) -> String`).
    let requirement: String?
    /// Whether UIKit calls it: an override, `@IBAction`, `@IBOutlet`, `@objc`, or a requirement of
    /// a UIKit protocol the extension it sits in adopts.
    let isUIKitEntry: Bool
    /// The index of the extension it sits in, or nil for the class body.
    let extensionIndex: Int?
}
