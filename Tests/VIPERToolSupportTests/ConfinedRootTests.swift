import Foundation
import Testing
import ToolTestSupport
import VIPERToolSupport

@Suite("ConfinedRoot: paths resolved against the project and kept inside it")
struct ConfinedRootTests {
    let project: TemporaryDirectory
    let outside: TemporaryDirectory
    let root: ConfinedRoot

    init() throws {
        project = try TemporaryDirectory()
        outside = try TemporaryDirectory()
        try project.write("x", to: "Sources/App/A.swift")
        root = ConfinedRoot(project.url)
    }

    private func link(_ path: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: project.url.appending(path: path).path, withDestinationPath: target)
    }

    private func reason(_ path: String) -> PathOutsideRootError.Reason? {
        do {
            _ = try root.url(for: path, naming: "the path")
            return nil
        } catch {
            return error.reason
        }
    }

    @Test("paths inside resolve, existing or not, through links that stay inside")
    func inside() throws {
        try link("Sources/Alias", to: "App")
        for path in ["Sources/App/A.swift", "Sources/App/New/B.swift", "./Sources//App", "Sources/Alias/A.swift", "", "."] {
            #expect(reason(path) == nil, "\(path)")
        }
        #expect(try root.url(for: "Sources/App/A.swift", naming: "x").path == project.url.appending(path: "Sources/App/A.swift").path)
    }

    @Test("an absolute path, a '..' component, a link out (dangling too) and a loop of links are refused")
    func outsideRefused() throws {
        try link("Sources/Out", to: outside.url.path)
        try link("Sources/Dangling.swift", to: outside.url.appending(path: "new.swift").path)
        try link("Sources/Up", to: "../..")
        try link("Sources/LoopA", to: "LoopB")
        try link("Sources/LoopB", to: "LoopA")
        #expect(reason("/etc/hosts") == .absolute)
        #expect(reason("Sources/../../x") == .parentFolder)
        #expect(reason("Sources/App/..") == .parentFolder)
        #expect(reason("Sources/Out/victim.swift") == .symbolicLink(target: outside.url.appending(path: "victim.swift").path))
        #expect(reason("Sources/Dangling.swift") == .symbolicLink(target: outside.url.appending(path: "new.swift").path))
        if case .symbolicLink = reason("Sources/Up/x") {} else { Issue.record("a relative link up and out is refused") }
        #expect(reason("Sources/LoopA/x") == .linkLoop)
        #expect(!root.contains(outside.url))
        #expect(root.contains(project.url.appending(path: "Sources/App")))
    }

    @Test("the message names the path, what it is and how it leaves")
    func message() {
        let error = PathOutsideRootError(path: "../x", what: "the manifest path", reason: .parentFolder)
        #expect(error.description.hasPrefix("the manifest path '../x' leaves the project (it climbs out with '..')"))
    }
}
