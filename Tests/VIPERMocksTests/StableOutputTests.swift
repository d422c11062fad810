import Testing
import VIPERMocks

/// `viper mocks --check` must only fail when a contract changed: the text depends on the
/// protocols' declarations and the options that change it, nothing else.
@Suite("Spy output depends only on the contracts")
struct StableOutputTests {
    private let login = """
        import Foundation
        @MainActor protocol LoginUseCase: AnyObject { func login(email: String) }
        @MainActor protocol LoginRouting: AnyObject { func routeToHome() }
        """

    @Test("the text names no path, line, command line or version")
    func noOrigin() throws {
        let text = try spies(files: [("Sources/App/Login/LoginContracts.swift", login)]).text
        #expect(!text.contains("LoginContracts.swift"))
        #expect(!text.contains(":2"))
        #expect(text.contains("/// A spy for `LoginUseCase`: records every call and returns stubbed values."))
    }

    @Test("the same contracts under another path give the same text")
    func pathIndependent() throws {
        let here = try spies(files: [("LoginContracts.swift", login)]).text
        let elsewhere = try spies(files: [("/home/ci/checkout/Sources/App/Login/LoginContracts.swift", login)]).text
        #expect(here == elsewhere)
    }

    @Test("a comment line added above a protocol does not change the text")
    func commentsDoNotCount() throws {
        let commented = "// The Login module's boundaries.\n\n" + login
        #expect(try spies(login).text == spies(commented).text)
    }

    @Test("the order of --protocol does not change the text")
    func protocolOrder() throws {
        #expect(
            try spies(login, protocols: ["LoginUseCase", "LoginRouting"]).text
                == spies(login, protocols: ["LoginRouting", "LoginUseCase"]).text)
    }

    @Test("spies are sorted by protocol name, whatever the order of the files")
    func sortedByName() throws {
        let files = [("B.swift", "protocol Alpha { func a() }"), ("A.swift", "protocol Zulu { func z() }")]
        let forward = try spies(files: files)
        #expect(forward.spyNames == ["AlphaSpy", "ZuluSpy"])
        #expect(forward.text == (try spies(files: files.reversed())).text)
    }

    @Test("the imports are those of the files that declare the spied protocols and their parents")
    func importsOfDeclaringFiles() throws {
        let files = [
            ("Child.swift", "import Domain\nprotocol Child: Parent { func b() }"),
            ("Parent.swift", "import Payments\nprotocol Parent { func a() }"),
            ("Other.swift", "import UIKit\nprotocol Unrelated { func c() }"),
        ]
        let text = try spies(files: files, options: SpyOptions(protocolNames: ["Child"])).text
        #expect(text.contains("import Domain\n"))
        #expect(text.contains("import Payments\n"))
        #expect(!text.contains("import UIKit"))
    }

    @Test("a protocol without a spy is named in the file without its path or line")
    func skippedWithoutLocation() throws {
        let generated = try spies("private protocol Box { func put(_ c: Int) }")
        #expect(generated.text.contains("// No spy for 'Box': it is private to its file"))
        #expect(!generated.text.contains("Contracts.swift"))
    }

    @Test("two protocols with one name get no spy, each named with the reason")
    func duplicateNames() throws {
        let generated = try spies(files: [
            ("A/Delegate.swift", "protocol Delegate { func a() }"), ("B/Delegate.swift", "protocol Delegate { func b() }"),
        ])
        #expect(generated.spyNames.isEmpty)
        #expect(generated.skipped.map(\.path) == ["A/Delegate.swift", "B/Delegate.swift"])
        #expect(generated.skipped.allSatisfy { $0.reason.hasPrefix("2 protocols in the scanned files have this name") })
    }
}

@Suite("Spy files with a project header")
struct SpyFilePreambleTests {
    private let generated = GeneratedSpies(text: GeneratedSpies.header + "\n\nfinal class PSpy {}\n", spyNames: ["PSpy"], skipped: [])

    @Test("a new file is the generated text")
    func newFile() {
        #expect(generated.fileText(updating: nil) == generated.text)
    }

    @Test("comment lines above the generated header are kept by an update and make no difference to --check")
    func keepsPreamble() {
        let stale = "// Copyright © ACME\n//\n\n" + GeneratedSpies.header + "\n\nfinal class OldSpy {}\n"
        let updated = generated.fileText(updating: stale)
        #expect(updated == "// Copyright © ACME\n//\n\n" + generated.text)
        #expect(!generated.isCurrent(stale))
        #expect(generated.isCurrent(updated))
    }

    @Test("a file whose generated header follows code is replaced whole")
    func codeIsNotAPreamble() {
        let handWritten = "import Foundation\n" + GeneratedSpies.header + "\n"
        #expect(generated.fileText(updating: handWritten) == generated.text)
    }
}

@Suite("Spies for a module's contracts")
struct ModuleSelectionTests {
    private let files = [
        ("LoginContracts.swift", "@MainActor protocol LoginUseCase { func login() }\n@MainActor protocol LoginRouting { func home() }"),
        ("HomeContracts.swift", "@MainActor protocol HomeUseCase { func load() }"),
        ("Reusable.swift", "protocol Reusable { func reuse() }"),
    ]

    @Test("a module selects every protocol the vocabulary reads as one of its contracts")
    func selectsContracts() throws {
        let generated = try spies(files: files, options: SpyOptions(modules: ["Login"]))
        #expect(generated.spyNames == ["LoginRoutingSpy", "LoginUseCaseSpy"])
    }

    @Test("a module and a protocol together select both")
    func withProtocols() throws {
        let generated = try spies(files: files, options: SpyOptions(protocolNames: ["Reusable"], modules: ["Home"]))
        #expect(generated.spyNames == ["HomeUseCaseSpy", "ReusableSpy"])
    }

    @Test("a module without contracts is an error listing the modules that have some")
    func unknownModule() {
        #expect(throws: MocksError.unknownModule("Profile", available: ["Home", "Login"])) {
            try spies(files: files, options: SpyOptions(modules: ["Profile"]))
        }
    }
}
