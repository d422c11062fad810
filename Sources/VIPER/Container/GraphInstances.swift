/// The instances of ``Scope/graph`` registrations made during one top-level
/// resolve, so every object in that graph shares them.
final class GraphInstances {
    private var instances: [ObjectIdentifier: Any] = [:]

    /// The instance `registration` made earlier in this graph, if any.
    func instance<Instance>(of registration: AnyObject, as _: Instance.Type) -> Instance? {
        instances[ObjectIdentifier(registration)] as? Instance
    }

    /// Remembers `instance` as the one `registration` made for this graph.
    func store(_ instance: Any, of registration: AnyObject) {
        instances[ObjectIdentifier(registration)] = instance
    }
}
