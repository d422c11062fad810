/// How far the first-run import of the bundled places has come.
public struct ImportProgress: Equatable, Sendable {
    /// Places inserted so far.
    public let imported: Int
    /// Places in the dataset.
    public let total: Int

    /// Progress of `imported` out of `total` places.
    public init(imported: Int, total: Int) {
        self.imported = imported
        self.total = total
    }

    /// Completed share, 0...1.
    public var fraction: Double {
        total == 0 ? 1 : Double(imported) / Double(total)
    }
}
