@_spi(RawSyntax) import SwiftSyntax

/// Whether a function's closure parameters let their closures escape, read from how they are
/// written: `@escaping (Data) -> Void` escapes, and so does an optional closure
/// (`(() -> Void)?`, which Swift treats as escaping); `(Int) -> Bool` runs before the call returns.
enum ClosureParameters {
    /// Whether any closure parameter escapes; nil when the function takes no closure.
    static func escape(_ parameters: RawFunctionParameterListSyntax) -> Bool? {
        let closures = parameters.elements(RawFunctionParameterSyntax.self).map(\.type.trimmedText).filter { $0.contains("->") }
        guard !closures.isEmpty else { return nil }
        return closures.contains { $0.contains("@escaping") || $0.hasSuffix("?") || $0.hasSuffix("!") }
    }
}
