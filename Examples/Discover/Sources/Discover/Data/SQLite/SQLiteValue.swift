/// A value bound to a statement parameter.
public enum SQLiteValue: Sendable, Equatable {
    /// A 64-bit integer.
    case integer(Int64)
    /// A double.
    case real(Double)
    /// UTF-8 text.
    case text(String)
}
