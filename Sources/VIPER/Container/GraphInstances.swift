/// The instances of ``Scope/graph`` registrations made during one top-level
/// resolve, so every object in that graph shares them.
@usableFromInline
final class GraphInstances {
    @usableFromInline var instances: [ObjectIdentifier: Any] = [:]

    @usableFromInline
    init() {}

    /// The instance `registration` made earlier in this graph, if any.
    @inlinable
    func instance<Instance>(of registration: AnyObject, as _: Instance.Type) -> Instance? {
        instances[ObjectIdentifier(registration)] as? Instance
    }

    /// Remembers `instance` as the one `registration` made for this graph.
    @usableFromInline
    func store(_ instance: Any, of registration: AnyObject) {
        instances[ObjectIdentifier(registration)] = instance
    }
}
