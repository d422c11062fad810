// Stand-ins for SwiftUI's modal presentations and what they are drawn with.

extension View {
    /// Presents a sheet while `item` is not nil; a new item replaces the sheet.
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { self }

    /// Presents a view covering the screen while `item` is not nil.
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { self }

    /// The background of the presentation this view is the content of.
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
}

/// A color or pattern to fill a shape or a background with.
public protocol ShapeStyle: Sendable {}

/// A color.
public struct Color: ShapeStyle, View, Hashable {
    /// No color at all.
    public static let clear = Color()
    /// The color of secondary content.
    public static let secondary = Color()
    /// The color for errors and destructive actions.
    public static let red = Color()
    public var body: Never { fatalError("stand-in") }
}
