import Testing

/// The messages `viper` itself prints — summaries, "Wrote …", "Would …", "… is stale", usage
/// errors it words — as one transcript, so a change to any of them shows in review as a change
/// to ``catalogue``.
///
/// The transcript runs a short session in an empty project. Each step is the command line after
/// `$`, then what it printed: standard output as it is, standard error with `! ` in front.
/// Output the libraries render (lint findings, spies, diffs, the generator's file list) is left
/// out: their own tests hold it.
@Suite("The messages viper prints")
struct MessageCatalogTests {
    static let catalogue = """
        $ viper init
        Wrote viper.json:
        …
        $ viper list
        No generated modules: .viper/manifest.json lists none. Run 'viper new <Module>'.
        $ viper new Feed --template tiny
        Created Sources/App/Modules/Feed/Feed.swift
        Generated module 'Feed' with template 'tiny' (layout flat, ui none, tests swift-testing, assembly router).
        $ viper new Feed --template tiny --dry-run
        Would leave unchanged Sources/App/Modules/Feed/Feed.swift
        Dry run: 0 of 1 file would be written; nothing was written.
        $ viper new Cart --template tiny --dry-run
        Would create Sources/App/Modules/Cart/Cart.swift
        …
        Dry run: 1 of 1 file would be written; nothing was written.
        $ viper new Feed --template tiny --force
        Unchanged Sources/App/Modules/Feed/Feed.swift
        Generated module 'Feed' with template 'tiny' (layout flat, ui none, tests swift-testing, assembly router).
        $ viper template
        ! Error: Missing expected subcommand. Please provide one of 'eject'.
        ! Usage: viper template <subcommand>
        !   See 'viper template --help' for more information.
        $ viper template eject acme
        Wrote .viper/templates/acme/sources/{{Module}}Contracts.swift.tpl
        …
        Edit them, then run 'viper new <Module> --template acme'.
        $ viper lint Lint
        ! Linted 1 file: no violations.
        $ viper lint Lint
        ! Linted 1 file (all from the cache): no violations.
        $ viper lint Lint --write-baseline baseline.json
        ! Wrote baseline.json (1 violation).
        $ viper lint Lint --baseline baseline.json
        ! Linted 1 file (all from the cache): no violations.
        $ viper lint Lint --baseline baseline.json
        ! Linted 1 file: no violations.
        ! The baseline has 1 stale entry, which no violation matches any more:
        !   Lint/LoginPresenter.swift: [presenter-weak-view] LoginPresenter: var view: LoginView? — fixed: no such violation remains; remove the entry
        $ viper mocks Mocks --output Spies.swift
        ! Wrote Spies.swift (1 spy: GreeterSpy).
        $ viper mocks Mocks --output Spies.swift
        ! Spies.swift is up to date (1 spy: GreeterSpy).
        $ viper mocks Mocks --output Spies.swift --check
        ! Spies.swift is up to date (1 spy: GreeterSpy).
        $ viper mocks Mocks --output Missing.swift --check
        ! Missing.swift is missing: run 'viper mocks Mocks --output Missing.swift' to write it.
        $ viper mocks Mocks --output Spies.swift --check
        ! Spies.swift is stale: run 'viper mocks Mocks --output Spies.swift' to update it.
        $ viper mocks Mocks --check
        ! Error: '--check' compares a file with what would be written; give the file with '--output <file>'.
        ! Usage: viper mocks <paths> ... [--output <file>] [--check] [--protocol <name> ...] [--module <name> ...] [--testable-import <module> ...] [--parents <path> ...]
        !   See 'viper mocks --help' for more information.
        $ viper graph Graph --output graph.mmd
        ! Wrote graph.mmd (1 module, 1 edge and 0 deep links).
        $ viper graph Graph --output graph.mmd --check
        ! graph.mmd is up to date (1 module, 1 edge and 0 deep links).

        """

    /// How much of a step's standard output the catalogue holds; `…` marks what it leaves out.
    enum Shown {
        case all, none, firstLine, firstAndLastLines
    }

    @Test("every message of a session reads as the catalogue says")
    func session() throws {
        let viper = try VIPERToolHarness()
        let project = viper.directory
        var transcript = ""
        func run(_ words: String..., output: Shown = .all) {
            let outcome = viper.run(words)
            transcript += "$ viper \(words.joined(separator: " "))\n"
            let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            switch output {
            case .all: transcript += outcome.output
            case .none: break
            case .firstLine: transcript += lines.prefix(1).map { "\($0)\n" }.joined() + "…\n"
            case .firstAndLastLines: transcript += "\(lines.first ?? "")\n…\n\(lines.last ?? "")\n"
            }
            transcript += outcome.error.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                .map { "! \($0)\n" }.joined()
        }

        // viper new, list, template
        try project.write("// {{Module}}\n", to: ".viper/templates/tiny/sources/{{Module}}.swift.tpl")
        try project.write("", to: "Sources/App/.keep")
        run("init", output: .firstLine)
        run("list")
        run("new", "Feed", "--template", "tiny")
        run("new", "Feed", "--template", "tiny", "--dry-run")
        run("new", "Cart", "--template", "tiny", "--dry-run", output: .firstAndLastLines)
        run("new", "Feed", "--template", "tiny", "--force")
        run("template")
        run("template", "eject", "acme", output: .firstAndLastLines)

        // viper lint
        try project.write("final class LoginPresenter {\n    weak var view: LoginView?\n}\n", to: "Lint/LoginPresenter.swift")
        run("lint", "Lint")
        run("lint", "Lint")
        try project.write("final class LoginPresenter {\n    var view: LoginView?\n}\n", to: "Lint/LoginPresenter.swift")
        run("lint", "Lint", "--write-baseline", "baseline.json", output: .none)
        run("lint", "Lint", "--baseline", "baseline.json", output: .none)
        try project.write("final class LoginPresenter {\n    weak var view: LoginView?\n}\n", to: "Lint/LoginPresenter.swift")
        run("lint", "Lint", "--baseline", "baseline.json", output: .none)

        // viper mocks and graph: --output <file> --check
        try project.write("protocol Greeter {\n    func greet()\n}\n", to: "Mocks/Greeter.swift")
        run("mocks", "Mocks", "--output", "Spies.swift")
        run("mocks", "Mocks", "--output", "Spies.swift")
        run("mocks", "Mocks", "--output", "Spies.swift", "--check")
        run("mocks", "Mocks", "--output", "Missing.swift", "--check")
        try project.write("protocol Greeter {\n    func greet(name: String)\n}\n", to: "Mocks/Greeter.swift")
        run("mocks", "Mocks", "--output", "Spies.swift", "--check")
        run("mocks", "Mocks", "--check")
        try project.write(
            "final class AppRouter {\n    func start(window: Window) { window.rootViewController = LoginRouter.build() }\n}\n",
            to: "Graph/AppRouter.swift")
        try project.write(
            "final class LoginRouter {\n    static func build() -> LoginRouter { LoginRouter() }\n}\n", to: "Graph/LoginRouter.swift")
        run("graph", "Graph", "--output", "graph.mmd")
        run("graph", "Graph", "--output", "graph.mmd", "--check")

        // Paths the linter reports in full start with the project's folder.
        transcript = transcript.replacingOccurrences(of: project.url.path + "/", with: "")
        #expect(transcript == Self.catalogue)
    }
}
