import SwiftSyntax

/// Declares a strong back-reference `weak`: `var view: LoginView?` → `weak var view: LoginView?`.
///
/// The fix is made only where it cannot change what the code means beyond the ownership: the
/// property is a single stored optional (`T?` or `T!`) with no attributes, accessors or
/// initial value other than `nil`, so every use of it compiles unchanged; `let` becomes
/// `var`, which `weak` needs. Its type must be a class or a class-bound protocol. A protocol
/// declared in the linted files that is not class-bound gets `: AnyObject` when no struct or
/// enum conforms to it; a protocol that cannot be checked is left alone.
struct WeakBackReferenceFix {
    /// What the fix changes.
    struct Result {
        /// Edits to the property's file.
        var edits: [TextEdit]
        /// A protocol that must become class-bound, if any.
        var protocolNeedingAnyObject: String?
        /// The property's name.
        var property: String
    }

    let classes: ClassKnowledge

    /// The fix for the property declared at `token` (its name), or nil when it is not safe.
    func fix(at token: TokenSyntax) -> Result? {
        guard let decl = token.ancestor(VariableDeclSyntax.self), decl.attributes.isEmpty,
            decl.bindings.count == 1, let binding = decl.bindings.first, binding.accessorBlock == nil,
            !decl.modifiers.contains(where: { Self.blockingModifiers.contains($0.name.tokenKind) }),
            let annotation = binding.typeAnnotation,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return nil }
        let isWeak = decl.modifiers.contains {
            $0.name.tokenKind == .keyword(.weak) || $0.name.tokenKind == .keyword(.unowned)
        }
        if isWeak {
            guard let typeName = Self.baseName(Self.optionalWrappedType(annotation.type) ?? annotation.type),
                case .protocolNeedingAnyObject = classes.kind(of: typeName)
            else { return nil }
            return Result(edits: [], protocolNeedingAnyObject: typeName, property: name)
        }
        guard binding.initializer.map({ $0.value.is(NilLiteralExprSyntax.self) }) ?? true,
            let wrapped = Self.optionalWrappedType(annotation.type), let typeName = Self.baseName(wrapped)
        else { return nil }
        var result = Result(edits: [], protocolNeedingAnyObject: nil, property: name)
        switch classes.kind(of: typeName) {
        case .classType, .classBoundProtocol: break
        case .protocolNeedingAnyObject: result.protocolNeedingAnyObject = typeName
        case .unknown: return nil
        }
        let specifier = decl.bindingSpecifier
        if specifier.tokenKind == .keyword(.let) {
            result.edits.append(
                TextEdit(
                    start: specifier.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: specifier.endPositionBeforeTrailingTrivia.utf8Offset,
                    replacement: "weak var"))
        } else {
            result.edits.append(.insert("weak ", at: specifier.positionAfterSkippingLeadingTrivia.utf8Offset))
        }
        return result
    }

    /// The edit that makes `protocol Name` class-bound, in the file whose tree is given.
    static func anyObjectEdit(forProtocol name: String, in tree: SourceFileSyntax) -> TextEdit? {
        final class Finder: SyntaxVisitor {
            let name: String
            var found: ProtocolDeclSyntax?
            init(name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
                if node.name.text == name, found == nil { found = node }
                return .skipChildren
            }
        }
        let finder = Finder(name: name)
        finder.walk(tree)
        guard let declaration = finder.found else { return nil }
        if let first = declaration.inheritanceClause?.inheritedTypes.first {
            return .insert("AnyObject, ", at: first.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        let end =
            declaration.primaryAssociatedTypeClause?.endPositionBeforeTrailingTrivia
            ?? declaration.name.endPositionBeforeTrailingTrivia
        return .insert(": AnyObject", at: end.utf8Offset)
    }

    private static let blockingModifiers: Set<TokenKind> = [.keyword(.static), .keyword(.class), .keyword(.lazy)]

    /// The wrapped type of `T?` or `T!`; nil for a non-optional type, where `weak` would change
    /// every use of the property.
    private static func optionalWrappedType(_ type: TypeSyntax) -> TypeSyntax? {
        if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped.wrappedType }
        return nil
    }

    /// `LoginView` in `LoginView`, `any LoginView` and `(any LoginView)`; nil for compositions,
    /// generics and function types.
    private static func baseName(_ type: TypeSyntax) -> String? {
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return baseName(only.type)
        }
        if let existential = type.as(SomeOrAnyTypeSyntax.self) { return baseName(existential.constraint) }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            return identifier.name.text
        }
        if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil { return member.name.text }
        return nil
    }
}

/// What the fixes know about which names are classes and which protocols are class-bound.
struct ClassKnowledge {
    /// What a type name is, for `weak`.
    enum Kind {
        /// A class: a framework view controller or a project class or actor.
        case classType
        /// A protocol that is already class-bound.
        case classBoundProtocol
        /// A project protocol that becomes class-bound with `: AnyObject`, safely.
        case protocolNeedingAnyObject
        /// Not known to be either.
        case unknown
    }

    let project: ProjectFacts
    /// Protocols some struct or enum conforms to: they cannot become class-bound.
    let valueTypeConformances: Set<String>

    /// Gathers what the facts of every file say.
    init(files: [FileFacts], project: ProjectFacts) {
        self.project = project
        var valueKinds: Set<String> = []
        for file in files {
            for type in file.types where type.kind == .struct || type.kind == .enum { valueKinds.insert(type.name) }
        }
        var conformances: Set<String> = []
        for file in files {
            for type in file.types
            where type.kind == .struct || type.kind == .enum
                || (type.kind == .extension && valueKinds.contains(type.name))
            {
                conformances.formUnion(type.inherited)
            }
        }
        valueTypeConformances = conformances
    }

    /// What `name` is.
    func kind(of name: String) -> Kind {
        if project.viewControllers.isViewController(name) { return .classType }
        if let declared = project.types[name] {
            return declared.kind == .class || declared.kind == .actor ? .classType : .unknown
        }
        switch project.isClassBound(protocol: name) {
        case true?: return .classBoundProtocol
        case false?:
            return valueTypeConformances.contains(name) ? .unknown : .protocolNeedingAnyObject
        case nil: return .unknown
        }
    }
}

extension SyntaxProtocol {
    /// The nearest enclosing node of a kind, this node included.
    func ancestor<Node: SyntaxProtocol>(_ kind: Node.Type) -> Node? {
        var current: Syntax? = Syntax(self)
        while let node = current {
            if let match = node.as(kind) { return match }
            current = node.parent
        }
        return nil
    }
}
