/// A group of registrations that belong together, such as everything one feature
/// module or one layer (networking, persistence) provides.
///
/// ```swift
/// struct LoginAssembly: Assembly {
///     func assemble(into container: Container) {
///         container.register(LoginInteracting.self) { r in
///             LoginInteractor(auth: try r.resolve(AuthServicing.self))
///         }
///     }
/// }
///
/// container.apply(NetworkAssembly(), LoginAssembly())
/// ```
public protocol Assembly {
    /// Registers this assembly's factories into `container`.
    func assemble(into container: Container)
}

extension Container {
    /// Lets each assembly register into this container, in the order given.
    public func apply(_ assemblies: any Assembly...) {
        apply(assemblies)
    }

    /// Lets each assembly register into this container, in the order given.
    public func apply(_ assemblies: [any Assembly]) {
        for assembly in assemblies {
            assembly.assemble(into: self)
        }
    }
}
