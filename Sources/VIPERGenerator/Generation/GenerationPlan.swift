/// What `viper new` is about to do: the module's files compared with the disk, and
/// the manifest to record it in. ``Project/plan(_:templateSet:force:)`` makes one,
/// ``Project/apply(_:)`` carries it out, `--dry-run` only prints it.
public struct GenerationPlan: Sendable {
    /// The module being generated.
    public let request: ModuleRequest
    /// The name of the template rendered.
    public let template: String
    /// One change per generated file, in template order.
    public let changes: [FileChange]
    /// The manifest as read when planning.
    let manifest: Manifest
}
