import Foundation
import Testing
import ToolTestSupport
import VIPERSyntax

@Suite("Source discovery")
struct SourceDiscoveryTests {
    private func discover(
        _ paths: [String] = ["."], in folder: TemporaryDirectory,
        settings: SourceSettings = .default, include: [String] = [],
        exclude: [String] = []
    ) throws -> SourceInventory {
        try SourceDiscovery.swiftFiles(
            in: paths, relativeTo: folder.url.path, settings: settings,
            include: include, exclude: exclude)
    }

    private func link(_ path: String, to target: String, in folder: TemporaryDirectory) throws {
        let url = folder.url.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    @Test("folders are walked recursively; only .swift files are listed, sorted, relative to the working directory")
    func walksFolders() throws {
        let folder = try TemporaryDirectory()
        try folder.write("struct B {}", to: "Sources/App/B.swift")
        try folder.write("struct A {}", to: "Sources/A.swift")
        try folder.write("# notes", to: "Sources/README.md")
        let files = try discover(in: folder).files.map(\.path)
        #expect(files == ["Sources/A.swift", "Sources/App/B.swift"])
    }

    @Test("a root given as a sub-folder keeps its prefix; an explicit file is taken as given")
    func rootsKeepTheirSpelling() throws {
        let folder = try TemporaryDirectory()
        try folder.write("struct A {}", to: "Sources/App/A.swift")
        try folder.write("struct B {}", to: "Other/B.swift")
        let files = try discover(["./Sources/", "Other/B.swift"], in: folder).files.map(\.path)
        #expect(files == ["Other/B.swift", "Sources/App/A.swift"])
    }

    @Test("hidden files and folders are skipped")
    func hiddenSkipped() throws {
        let folder = try TemporaryDirectory()
        try folder.write("struct A {}", to: ".git/A.swift")
        try folder.write("struct B {}", to: "Sources/.Hidden.swift")
        try folder.write("struct C {}", to: "Sources/C.swift")
        #expect(try discover(in: folder).files.map(\.path) == ["Sources/C.swift"])
    }

    @Test(
        "vendored folders are skipped wherever they are, unless excludeVendored is off",
        arguments: ["Pods", "Carthage", "DerivedData", "SourcePackages", "vendor", "node_modules"])
    func vendoredSkipped(name: String) throws {
        let folder = try TemporaryDirectory()
        try folder.write("struct A {}", to: "App/\(name)/Lib/A.swift")
        try folder.write("struct B {}", to: "App/B.swift")
        #expect(try discover(in: folder).files.map(\.path) == ["App/B.swift"])
        var settings = SourceSettings.default
        settings.excludeVendored = false
        #expect(try discover(in: folder, settings: settings).files.count == 2)
    }

    @Test("*.generated.swift files are skipped unless excludeGenerated is off")
    func generatedNamesSkipped() throws {
        let folder = try TemporaryDirectory()
        try folder.write("struct R {}", to: "App/R.generated.swift")
        try folder.write("struct A {}", to: "App/A.swift")
        #expect(try discover(in: folder).files.map(\.path) == ["App/A.swift"])
        var settings = SourceSettings.default
        settings.excludeGenerated = false
        #expect(try discover(in: folder, settings: settings).files.map(\.path) == ["App/A.swift", "App/R.generated.swift"])
    }

    @Test("a folder named like a Swift file is walked, never listed as a file")
    func folderNamedLikeAFile() throws {
        let folder = try TemporaryDirectory()
        try folder.write("struct Inner {}", to: "Libs/R.swift/Sources/Inner.swift")
        let inventory = try discover(in: folder)
        #expect(inventory.files.map(\.path) == ["Libs/R.swift/Sources/Inner.swift"])
        #expect(inventory.diagnostics.isEmpty)
        #expect(try discover(["Libs/R.swift"], in: folder).files.map(\.path) == ["Libs/R.swift/Sources/Inner.swift"])
    }

    @Test("exclude globs skip files and whole folders; include globs keep only what they match")
    func globs() throws {
        let folder = try TemporaryDirectory()
        try folder.write("struct A {}", to: "Sources/Legacy/A.swift")
        try folder.write("struct B {}", to: "Sources/App/B.swift")
        try folder.write("struct C {}", to: "Tests/C.swift")
        var settings = SourceSettings.default
        settings.exclude = ["Sources/Legacy/**"]
        #expect(try discover(in: folder, settings: settings).files.map(\.path) == ["Sources/App/B.swift", "Tests/C.swift"])
        #expect(
            try discover(in: folder, include: ["Sources/**"], exclude: ["**/Legacy/**"]).files.map(\.path)
                == ["Sources/App/B.swift"])
    }

    @Test(
        "a glob's fixed start and end are the start and end of what it matches, wildcards in between",
        arguments: [
            ("**/*.generated.swift", ["Top.generated.swift", "Sources/App/Deep.generated.swift"]),
            ("**/Top.generated.swift", ["Top.generated.swift"]),
            ("Sources/*/B.swift", ["Sources/App/B.swift"]),
            ("Sources/?.swift", ["Sources/B.swift"]),
            ("**/App/**", ["Sources/App/B.swift", "Sources/App/Deep.generated.swift"]),
            ("Sources/B.swift", ["Sources/B.swift"]),
            ("*.swift", ["Top.generated.swift"]),
        ])
    func globShapes(pattern: String, excluded: [String]) throws {
        let folder = try TemporaryDirectory()
        let all = [
            "Sources/App/B.swift", "Sources/App/Deep.generated.swift", "Sources/B.swift", "Sources/BB.swift",
            "Top.generated.swift",
        ]
        for path in all { try folder.write("struct S {}", to: path) }
        var settings = SourceSettings.default
        settings.excludeGenerated = false
        let files = try discover(in: folder, settings: settings, exclude: [pattern]).files.map(\.path)
        #expect(files == all.filter { !excluded.contains($0) })
    }

    @Test("globs match paths relative to the working directory even when the root is absolute")
    func globsOnAbsoluteRoots() throws {
        let folder = try TemporaryDirectory()
        try folder.write("struct A {}", to: "Sources/Legacy/A.swift")
        try folder.write("struct B {}", to: "Sources/B.swift")
        let root = folder.url.appending(path: "Sources").path
        let files = try discover([root], in: folder, exclude: ["Sources/Legacy/**"]).files.map(\.path)
        #expect(files == [root + "/B.swift"])
    }

    @Test("a symbolic link back to an enclosing folder is reported once and the walk ends")
    func symbolicLinkLoop() throws {
        let folder = try TemporaryDirectory()
        try folder.write("struct A {}", to: "Sources/App/A.swift")
        try link("Sources/App/loop", to: "..", in: folder)
        let inventory = try discover(in: folder)
        #expect(inventory.files.map(\.path) == ["Sources/App/A.swift"])
        #expect(inventory.diagnostics.map(\.path) == ["Sources/App/loop"])
        #expect(inventory.diagnostics.first?.description.contains("symbolic link back to its own folder") == true)
    }

    @Test("a file reached through a symbolic link and its real path is listed once")
    func linkedFileListedOnce() throws {
        let folder = try TemporaryDirectory()
        try folder.write("struct A {}", to: "Sources/A.swift")
        try link("Sources/Alias.swift", to: "A.swift", in: folder)
        #expect(try discover(in: folder).files.count == 1)
    }

    @Test("a linked folder or file inside the project is walked, wherever the walk started")
    func linkedInsideWalked() throws {
        let folder = try TemporaryDirectory()
        try folder.write("struct Shared {}", to: "Shared/Shared.swift")
        try folder.write("struct One {}", to: "Common/One.swift")
        try link("Sources/Shared", to: "../Shared", in: folder)
        try link("Sources/One.swift", to: folder.url.appending(path: "Common/One.swift").path, in: folder)
        let inventory = try discover(["Sources"], in: folder)
        #expect(inventory.files.map(\.path) == ["Sources/One.swift", "Sources/Shared/Shared.swift"])
        #expect(inventory.diagnostics.isEmpty)
    }

    @Test("a link out of the project and the paths given is reported and not followed; naming its target reads it")
    func linkOutsideNotFollowed() throws {
        let outside = try TemporaryDirectory()
        try outside.write("struct Shared {}", to: "Shared.swift")
        let folder = try TemporaryDirectory()
        try folder.write("struct A {}", to: "Sources/A.swift")
        try link("Sources/Shared", to: outside.url.path, in: folder)
        try link("Sources/Root", to: "/", in: folder)
        try link("Sources/Secret.swift", to: outside.url.appending(path: "Shared.swift").path, in: folder)
        let inventory = try discover(in: folder)
        #expect(inventory.files.map(\.path) == ["Sources/A.swift"])
        #expect(inventory.diagnostics.map(\.path) == ["Sources/Root", "Sources/Secret.swift", "Sources/Shared"])
        #expect(
            inventory.diagnostics.first?.description == "Sources/Root: skipped: a symbolic link to '/', outside the project "
                + "and the paths given; it is not followed (name the target on the command line to read it)")
        let named = try discover([".", outside.url.path], in: folder)
        #expect(named.files.map(\.path) == ["Sources/A.swift", "Sources/Secret.swift"])
        #expect(named.diagnostics.map(\.path) == ["Sources/Root"])
    }

    @Test("a broken link named .swift is one diagnostic and the walk goes on")
    func brokenLink() throws {
        let folder = try TemporaryDirectory()
        try folder.write("struct A {}", to: "Sources/A.swift")
        try link("Sources/Gone.swift", to: "Nowhere.swift", in: folder)
        let inventory = try discover(in: folder)
        #expect(inventory.files.map(\.path) == ["Sources/A.swift"])
        #expect(inventory.diagnostics == [SourceDiagnostic(path: "Sources/Gone.swift", reason: .brokenSymbolicLink)])
    }

    @Test("a path that does not exist is a typed error naming it")
    func missingPath() throws {
        let folder = try TemporaryDirectory()
        #expect(throws: MissingSourcePathError(path: "Nowhere")) { try discover(["Nowhere"], in: folder) }
    }

    @Test("each file carries its size and modification time")
    func status() throws {
        let folder = try TemporaryDirectory()
        try folder.write("struct A {}", to: "A.swift")
        let file = try #require(try discover(in: folder).files.first)
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.url.appending(path: "A.swift").path)
        let modified = try #require(attributes[.modificationDate] as? Date)
        #expect(file.size == 11)
        #expect(abs(Double(file.modificationTime) / 1e9 - modified.timeIntervalSince1970) < 0.01)
        #expect(file.diskPath == folder.url.path + "/A.swift")
    }
}
