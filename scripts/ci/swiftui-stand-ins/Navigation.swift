// Stand-ins for SwiftUI's navigation containers: stacks with a path, links, and tabs.

/// A root view with views pushed over it, driven by a path of data.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationStack<Data, Root: View>: View {
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
    public var body: Never { fatalError("stand-in") }
}

/// A control that pushes a value onto the enclosing stack's path.
public struct NavigationLink<Label: View, Destination: View>: View {
    public var body: Never { fatalError("stand-in") }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationLink where Destination == Never {
    nonisolated public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
    nonisolated public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text {}
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {}
}

/// Views shown one at a time, chosen with a tab bar.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stand-in") }
}

extension View {
    /// Associates a destination view with a type of value in the enclosing stack's path.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { self }

    /// The label of the tab that shows this view.
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }

    /// The value this view stands for in a selection (a tab's in a `TabView`).
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { self }

    /// The title the enclosing navigation shows for this view.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }

    /// Items in the navigation bar or toolbar.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
}
