// Stand-ins for the part of SwiftUI that VIPER's SwiftUI navigation, the Discover app's
// SwiftUI front end and `viper new --ui swiftui` views use, declared with SwiftUI's own
// signatures and availability (iOS 18 / macOS 15 SDK; Apple's documentation at
// https://developer.apple.com/documentation/swiftui gives each one), so that code
// type-checks on Linux: the CI scripts compile every file of this folder into one module
// named SwiftUI, which makes `canImport(SwiftUI)` true. scripts/ci/check-swiftui.sh also
// compiles them for iOS 16 and macOS 13 against the availability SDK of
// check-availability.sh, so a newer API used without `if #available` fails there. Nothing
// here runs; bodies only trap or return their receiver.
//
// SwiftUI re-exports Combine and Observation; Combine's few declarations used here are in
// Combine.swift.
//
// What it cannot see: SwiftUI's behaviour, and signatures that newer SDKs change.
@_exported import Foundation
#if canImport(Observation)
@_exported import Observation
#endif

// MARK: - View and its builder

/// A piece of user interface. SwiftUI isolates it to the main actor since the iOS 18 SDK.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// A view with no content.
public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError("stand-in") }
}

/// Several views built by one block.
public struct TupleView<T>: View {
    nonisolated public init(_ value: T) {}
    public var body: Never { fatalError("stand-in") }
}

/// One branch of an `if` or `switch` in a view builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { fatalError("stand-in") }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// Builds views from closures: blocks, `if` and `switch`.
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { fatalError("stand-in") }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> { fatalError("stand-in") }
    public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView<(C0, C1, C2)> {
        fatalError("stand-in")
    }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3)
        -> TupleView<(C0, C1, C2, C3)>
    { fatalError("stand-in") }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4)
        -> TupleView<(C0, C1, C2, C3, C4)>
    { fatalError("stand-in") }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleView<(C0, C1, C2, C3, C4, C5)> { fatalError("stand-in") }
    /// Any number of views; the fixed arities above are what iOS 16 and macOS 13 have.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        fatalError("stand-in")
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError("stand-in") }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        fatalError("stand-in")
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        fatalError("stand-in")
    }
}

// MARK: - Text

/// The key of a localized string: a string literal, with interpolations.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
}

/// Read-only text.
public struct Text: View, Equatable {
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {}
    public var body: Never { fatalError("stand-in") }
}

// MARK: - Controls and containers

/// A control that performs an action.
public struct Button<Label: View>: View {
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError("stand-in") }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

/// Progress of a task; without arguments, an indeterminate spinner.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public var body: Never { fatalError("stand-in") }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() {}
}

/// Groups views without laying them out.
public struct Group<Content> {
    public init(@ViewBuilder content: () -> Content) where Content: View {}
}

extension Group: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// A vertical alignment guide's horizontal position.
public struct HorizontalAlignment: Equatable, Sendable {
    public static let center = HorizontalAlignment()
}

/// Views stacked vertically.
public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stand-in") }
}

/// Views computed from a collection of identified data.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// A scrolling list of rows.
public struct List<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError("stand-in") }
}

extension List where SelectionValue == Never {
    public init<Data, RowContent>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
    {}
}

// MARK: - Modifiers

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    nonisolated public init(content: Content, modifier: Modifier) {}
}

extension ModifiedContent: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// What `onAppear` applies.
public struct _AppearanceActionModifier {
    nonisolated public init(appear: (() -> Void)?) {}
}

extension View {
    /// Runs `action` each time the view appears.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        ModifiedContent(content: self, modifier: _AppearanceActionModifier(appear: action))
    }
}
