/// What a router hands the module it opens: the typed input the module starts with and
/// the ``ModuleOutput`` its result comes back through.
///
/// A request travels inside a route, so a parent opens a child with its input and hears
/// its output through ordinary navigation, and the route stays `Hashable` and
/// `Sendable`:
///
/// ```swift
/// enum AppRoute: Hashable, Sendable {
///     case locationPicker(ModuleRequest<LocationPickerInput, LocationChoice>)
/// }
///
/// // Home's router, for its presenter:
/// let request = ModuleRequest(LocationPickerInput(current: location), output: output)
/// navigator.navigate(.present(.locationPicker(request), style: .sheet))
///
/// // The app's route table builds the picker with it:
/// case .locationPicker(let request): locationPickerBuilder.build(request)
/// ```
///
/// A request is equal only to itself: two routes carrying different requests are
/// different routes, even with equal inputs.
@MainActor
public final class ModuleRequest<Input, Output>: Hashable, Sendable, CustomStringConvertible {
    /// What the module starts with.
    public let input: Input
    /// Where the module reports its result.
    public let output: ModuleOutput<Output>

    /// A request to build a module with `input`, reporting to `output`.
    public init(_ input: Input, output: ModuleOutput<Output>) {
        self.input = input
        self.output = output
    }

    /// Whether `lhs` and `rhs` are the same request.
    nonisolated public static func == (lhs: ModuleRequest, rhs: ModuleRequest) -> Bool {
        lhs === rhs
    }

    /// Hashes the request's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// `ModuleRequest<LocationPickerInput, LocationChoice>`: routes print readably in
    /// test failures without exposing the input.
    nonisolated public var description: String {
        "ModuleRequest<\(Input.self), \(Output.self)>"
    }
}

extension ModuleRequest where Input == Void {
    /// A request for a module that starts with nothing and reports to `output`.
    public convenience init(output: ModuleOutput<Output>) {
        self.init((), output: output)
    }
}
