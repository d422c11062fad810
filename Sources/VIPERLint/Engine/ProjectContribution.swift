/// What one file adds to the project-wide view, ``ProjectFacts``: its path and, for each of its
/// types, extensions, protocols and its file scope, exactly the facts `ProjectFacts` is built
/// from, and nothing else.
///
/// The rules see other files only through `ProjectFacts`, so when every file contributes what
/// it contributed in the previous run, each unchanged file's findings are still what they were:
/// an edit inside a function body changes only its own file's findings.
struct ProjectContribution: Sendable, Equatable {
    /// A type, extension, protocol or file scope, as the project view reads it.
    struct Declaration: Sendable, Equatable {
        var name: String
        var kind: TypeKind
        /// Declared inside another type (see ``TypeFact/isNested``).
        var isNested: Bool
        var inherited: [String]
        var assignedNames: [String]
        var membersSetToSelf: [String]
        var properties: [Property]
    }

    /// A property, as the project view reads it.
    struct Property: Sendable, Equatable {
        var name: String
        var typeName: String?
        var isStatic: Bool
        var isComputed: Bool
    }

    /// The file's path.
    var path: String
    /// Its declarations, in the file's order.
    var declarations: [Declaration]
    /// Its functions that take closures (see ``ClosureFunctionFact``).
    var closureFunctions: [ClosureFunctionFact]

    /// A contribution of these declarations: one read back from the cache, or none.
    init(path: String, declarations: [Declaration], closureFunctions: [ClosureFunctionFact] = []) {
        self.path = path
        self.declarations = declarations
        self.closureFunctions = closureFunctions
    }

    /// What `file` contributes.
    init(_ file: FileFacts) {
        path = file.path
        closureFunctions = file.closureFunctions
        declarations = file.types.map { type in
            Declaration(
                name: type.name, kind: type.kind, isNested: type.isNested, inherited: type.inherited, assignedNames: type.assignedNames,
                membersSetToSelf: type.membersSetToSelf,
                properties: type.properties.map {
                    Property(name: $0.name, typeName: $0.typeName, isStatic: $0.isStatic, isComputed: $0.isComputed)
                })
        }
    }
}
