import Foundation
import Testing
import ToolTestSupport
import VIPERCLI
import VIPERGenerator

@Suite("viper remove")
struct RemoveCommandTests {
    let viper: VIPERToolHarness
    var directory: TemporaryDirectory { viper.directory }
    let presenter = "Sources/App/Modules/Profile/ProfilePresenter.swift"

    init() throws {
        viper = try VIPERToolHarness()
        try FileManager.default.createDirectory(at: viper.directory.url.appending(path: "Sources/App"), withIntermediateDirectories: true)
    }

    @Test("removing a generated module deletes its files and folders and its manifest entry, and lists what it deleted")
    func removes() throws {
        #expect(viper.run("new", "Profile").code == .success)
        try directory.write("// mine", to: "Sources/App/Modules/Keep.swift")
        let outcome = viper.run("remove", "Profile")
        #expect(outcome.code == .success, "\(outcome.error)")
        #expect(outcome.output.contains("Deleted \(presenter)\n"))
        #expect(outcome.output.hasSuffix("Removed module 'Profile' (11 files deleted).\n"))
        #expect(!directory.exists("Sources/App/Modules/Profile"))
        #expect(!directory.exists("Tests/AppTests/Profile"))
        #expect(directory.exists("Sources/App/Modules/Keep.swift"))
        #expect(try Project(root: directory.url).loadManifest().entry(named: "Profile") == nil)
        #expect(viper.run("new", "Profile").code == .success)
    }

    @Test("an edited file keeps the whole module unless --force, and the error names the file")
    func editedNeedsForce() throws {
        #expect(viper.run("new", "Profile").code == .success)
        try directory.write("// edited", to: presenter)
        let refused = viper.run("remove", "Profile")
        #expect(refused.code == .failure)
        #expect(refused.error.contains(presenter))
        #expect(directory.read(presenter) == "// edited")
        #expect(directory.exists("Sources/App/Modules/Profile/ProfileRouter.swift"))
        let forced = viper.run("remove", "Profile", "--force")
        #expect(forced.code == .success, "\(forced.error)")
        #expect(!directory.exists(presenter))
    }

    @Test("--dry-run lists what would go, marks the edited files, and deletes nothing")
    func dryRun() throws {
        #expect(viper.run("new", "Profile").code == .success)
        try directory.write("// edited", to: presenter)
        let before = directory.files()
        let outcome = viper.run("remove", "Profile", "--dry-run")
        #expect(outcome.code == .success)
        #expect(outcome.output.contains("Would keep \(presenter): edited since it was generated (--force deletes it)\n"))
        #expect(outcome.output.contains("Would delete Sources/App/Modules/Profile/ProfileRouter.swift\n"))
        #expect(outcome.output.hasSuffix("Dry run: 10 files of module 'Profile' would be deleted; nothing was deleted.\n"))
        #expect(directory.files() == before)
    }

    @Test("a module the manifest does not list is an error that names the modules it lists")
    func unknownModule() {
        #expect(viper.run("new", "Profile").code == .success)
        let outcome = viper.run("remove", "Settings")
        #expect(outcome.code == .failure)
        #expect(outcome.error.contains("Settings"))
        #expect(outcome.error.contains("Profile"))
    }
}
