/// What building a module returns: the view to show and the typed input the
/// parent keeps to talk to the module afterwards.
///
/// `Input` is usually the module's input protocol (`SearchModuleInput`), adopted by
/// its presenter, so the parent can update a running module without knowing its
/// concrete types. Modules that take no later input use `Void`.
///
/// ```swift
/// let search = SearchBuilder.build(dependencies)   // Module<SearchView, any SearchModuleInput>
/// navigator.push(search.view)
/// search.input.update(query: "Lisbon")
/// ```
public struct Module<View, Input> {
    /// The module's entry view (a view controller on UIKit, a terminal view on Linux).
    public let view: View
    /// The handle the parent keeps to send data into the running module.
    public let input: Input

    /// A module whose view is `view` and whose input handle is `input`.
    public init(view: View, input: Input) {
        self.view = view
        self.input = input
    }
}

extension Module where Input == Void {
    /// A module that takes no input after it is built.
    public init(view: View) {
        self.init(view: view, input: ())
    }
}

extension Module: Sendable where View: Sendable, Input: Sendable {}
