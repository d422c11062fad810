extension BuiltInTemplate {
    /// `<Module>View.swift`: the only file that differs between `--ui` kinds. Each kind
    /// names its view `<Module>Screen`, so the assembly is the same for all of them. The
    /// UIKit and SwiftUI views sit behind `#if canImport(...)` with the headless view in the
    /// `#else`, so the module and its tests build where the framework is absent too (Linux,
    /// a macOS test run of a UIKit module).
    static let view = TemplateFile(
        path: "sources/View/{{Module}}View.swift.tpl",
        text: #"""
            {{#if header}}
            {{header}}

            {{/if}}
            {{#if ui == "uikit"}}
            #if canImport(UIKit)
            import UIKit
            import VIPER

            /// The {{Module}} screen on UIKit: a table of items, a spinner while loading, and on failure
            /// the message in place of the table, with pull-to-refresh to try again. It presents
            /// nothing itself: showing another screen is the Router's job.
            @MainActor
            final class {{Module}}ViewController: UITableViewController, {{Module}}View {
                /// The presenter this screen forwards intents to; the screen owns it.
                var presenter: (any {{Module}}Presentation)?
                private var items: [{{Module}}Item] = []
                private let spinner = UIActivityIndicatorView(style: .medium)
                private let failureLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
                    failureLabel.numberOfLines = 0
                    failureLabel.textAlignment = .center
                    let refresh = UIRefreshControl()
                    refresh.addAction(UIAction { [weak self] _ in self?.presenter?.didTapRetry() }, for: .valueChanged)
                    refreshControl = refresh
                    presenter?.viewDidLoad()
                }

                func render(_ state: {{Module}}ViewState) {
                    items = state.content ?? []
                    if state.isLoading {
                        spinner.startAnimating()
                    } else {
                        spinner.stopAnimating()
                        refreshControl?.endRefreshing()
                    }
                    failureLabel.text = state.failure.map { "\($0)\nPull down to try again." }
                    tableView.backgroundView = state.failure == nil ? spinner : failureLabel
                    tableView.reloadData()
                }

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    items.count
                }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
                    var content = cell.defaultContentConfiguration()
                    content.text = items[indexPath.row].title
                    cell.contentConfiguration = content
                    return cell
                }

                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    presenter?.didSelect(items[indexPath.row])
                }
            }

            /// The view the module's assembly creates.
            typealias {{Module}}Screen = {{Module}}ViewController
            #else
            {{else if ui == "swiftui"}}
            #if canImport(SwiftUI)
            import SwiftUI
            import VIPER

            /// The {{Module}} screen's state for SwiftUI: the presenter renders into it,
            /// ``{{Module}}ScreenView`` draws it, and a `NavigatorView` shows it as a `SwiftUIScreen`.
            /// An `ObservableObject`, so it runs from iOS 16 (on iOS 17 and later it may be `@Observable`).
            @MainActor
            final class {{Module}}ViewModel: {{Module}}View, ObservableObject, SwiftUIScreen {
                /// The presenter the screen forwards intents to; the model owns it.
                var presenter: (any {{Module}}Presentation)?
                /// The state on screen now.
                private(set) var state: {{Module}}ViewState = .idle {
                    willSet { objectWillChange.send() }
                }
                private var hasAppeared = false

                /// A model showing nothing yet.
                init() {}

                func render(_ state: {{Module}}ViewState) {
                    self.state = state
                }

                /// The screen appeared: starts the presenter the first time only, not again when
                /// the user comes back to it from a screen pushed over it.
                func appear() {
                    guard !hasAppeared else { return }
                    hasAppeared = true
                    presenter?.viewDidLoad()
                }

                /// What a `NavigatorView` draws for this screen.
                var content: some View { {{Module}}ScreenView(model: self) }
            }

            /// Draws a ``{{Module}}ViewModel``: a list of items, progress while loading, a message on failure.
            struct {{Module}}ScreenView: View {
                /// The model the module's assembly returned.
                @ObservedObject var model: {{Module}}ViewModel

                var body: some View {
                    Group {
                        switch model.state {
                        case .idle, .loading:
                            ProgressView()
                        case .empty:
                            Text("Nothing to show.")
                        case .content(let items):
                            List(items) { item in
                                Button(item.title) { model.presenter?.didSelect(item) }
                            }
                        case .failure(let message):
                            VStack {
                                Text(message)
                                Button("Retry") { model.presenter?.didTapRetry() }
                            }
                        }
                    }
                    .onAppear { model.appear() }
                }
            }

            /// The view the module's assembly creates; a `NavigatorView` over the app's navigator shows
            /// it, or show it yourself with `{{Module}}ScreenView(model:)`.
            typealias {{Module}}Screen = {{Module}}ViewModel
            #else
            {{else if ui == "terminal"}}
            import VIPER

            /// The {{Module}} screen in a terminal: prints every state it is given.
            @MainActor
            final class {{Module}}TerminalView: {{Module}}View {
                /// The presenter this screen forwards intents to; the screen owns it.
                var presenter: (any {{Module}}Presentation)?
                private let write: (String) -> Void

                /// A view printing through `write` (standard output by default).
                init(write: @escaping (String) -> Void = { print($0) }) {
                    self.write = write
                }

                func render(_ state: {{Module}}ViewState) {
                    switch state {
                    case .idle:
                        break
                    case .loading:
                        write("Loading…")
                    case .empty:
                        write("Nothing to show.")
                    case .content(let items):
                        for (number, item) in zip(1..., items) {
                            write("\(number). \(item.title)")
                        }
                    case .failure(let message):
                        write("Error: \(message)")
                    }
                }
            }

            /// The view the module's assembly creates.
            typealias {{Module}}Screen = {{Module}}TerminalView
            {{/if}}
            {{#if ui != "terminal"}}
            import VIPER

            {{#if ui == "none"}}
            /// The {{Module}} screen without a UI toolkit: it keeps the state it was last given,
            /// for a module driven headlessly (tests, or another layer that draws).
            {{else}}
            /// The {{Module}} screen where {{#if ui == "uikit"}}UIKit is not available (macOS, Linux){{else}}SwiftUI is not available (Linux){{/if}}:
            /// it keeps the state it was last given, so the module and its tests run headlessly.
            {{/if}}
            @MainActor
            final class {{Module}}HeadlessView: {{Module}}View {
                /// The presenter this screen forwards intents to; the screen owns it.
                var presenter: (any {{Module}}Presentation)?
                /// The state on screen now.
                private(set) var state: {{Module}}ViewState = .idle

                /// A view showing nothing yet.
                init() {}

                func render(_ state: {{Module}}ViewState) {
                    self.state = state
                }
            }

            /// The view the module's assembly creates.
            typealias {{Module}}Screen = {{Module}}HeadlessView
            {{/if}}
            {{#if ui == "uikit"}}
            #endif
            {{else if ui == "swiftui"}}
            #endif
            {{/if}}

            """#)
}
