// Stand-ins for SwiftUI's controls, containers, type erasure and common modifiers.

/// A type-erased view.
public struct AnyView: View {
    nonisolated public init<V: View>(_ view: V) {}
    public var body: Never { fatalError("stand-in") }
}

/// An editable line of text.
public struct TextField<Label: View>: View {
    public var body: Never { fatalError("stand-in") }
}

extension TextField where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

/// An editable line of text whose characters are hidden.
public struct SecureField<Label: View>: View {
    public var body: Never { fatalError("stand-in") }
}

extension SecureField where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
}

/// A vertical position along a horizontal line.
public struct VerticalAlignment: Equatable, Sendable {
    public static let center = VerticalAlignment()
    public static let firstTextBaseline = VerticalAlignment()
}

extension HorizontalAlignment {
    public static let leading = HorizontalAlignment()
}

/// Views side by side.
public struct HStack<Content: View>: View {
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stand-in") }
}

/// Flexible empty space.
public struct Spacer: View {
    nonisolated public init(minLength: CGFloat? = nil) {}
    public var body: Never { fatalError("stand-in") }
}

/// Rows grouped under a header.
public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

extension List where SelectionValue == Never {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

extension ForEach where Content: View {
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
    nonisolated public init(_ titleKey: LocalizedStringKey) where Label == Text {}
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S) where Label == Text {}
}

/// A font.
public struct Font: Hashable, Sendable {
    public static let headline = Font()
    public static let subheadline = Font()
    public static let caption = Font()
    public static let title = Font()
}

/// A set of edges.
public struct Edge: Sendable {
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let all = Set(rawValue: 15)
        public static let horizontal = Set(rawValue: 10)
        public static let vertical = Set(rawValue: 5)
    }
}

extension View {
    /// Whether the user can interact with the view.
    nonisolated public func disabled(_ disabled: Bool) -> some View { self }
    /// The font of the text in the view.
    nonisolated public func font(_ font: Font?) -> some View { self }
    /// The color or pattern of the view's foreground elements.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    /// Space around the view.
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
}
