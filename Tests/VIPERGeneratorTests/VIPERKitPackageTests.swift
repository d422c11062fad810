import Testing
import VIPERGenerator

@Suite("Where VIPERKit comes from")
struct VIPERKitPackageTests {
    @Test("the standard package is VIPERKit's repository, from this tool's version")
    func standard() {
        #expect(VIPERKitPackage.standard.location == .remote(url: VIPERKitPackage.defaultURL))
        #expect(VIPERKitPackage.standard.requirement == .from(VIPERVersion.current))
        #expect(VIPERKitPackage.standard.identity == "VIPERKit")
    }

    @Test(
        "a version rule reads as SwiftPM's option names, and a bare version means from it",
        arguments: [
            ("from 1.2.3", PackageRequirement.from("1.2.3")), ("1.2.3", .from("1.2.3")),
            ("up-to-next-minor-from 1.2.3", .upToNextMinor("1.2.3")),
            ("exact 1.2.3-beta.1", .exact("1.2.3-beta.1")), ("branch release/1", .branch("release/1")),
            ("revision 1a2b", .revision("1a2b")),
        ])
    func parsesRules(text: String, rule: PackageRequirement) throws {
        #expect(try PackageRequirement(parsing: text) == rule)
    }

    @Test(
        "a rule that is not one of the forms, or a version that is not major.minor.patch, is refused",
        arguments: ["latest", "from 1.2", "from", "exact 1.x.0", "from 1.0.0 to 2.0.0", ""])
    func refusesRules(text: String) {
        let error = #expect(throws: PackageRequirementError.self) { try PackageRequirement(parsing: text) }
        #expect(error?.text == text)
    }

    @Test(
        "a URL has a scheme or is git's user@host:path; anything else is a local path",
        arguments: [
            ("https://github.com/a/VIPERKit.git", true), ("file:///srv/VIPERKit", true), ("git@github.com:a/VIPERKit.git", true),
            ("../VIPERKit", false), ("/srv/VIPERKit", false), ("VIPERKit", false),
        ])
    func locations(text: String, isRemote: Bool) throws {
        let package = try VIPERKitPackage(url: text, requirement: nil)
        #expect(package.location == (isRemote ? .remote(url: text) : .local(path: text)))
        #expect(package.identity == "VIPERKit")
    }

    @Test(
        "the same repository is recognised across schemes, users, case and .git, or by VIPERKit's name",
        arguments: [
            "git@github.com:VIPERKit/VIPERKit", "ssh://git@github.com/viperkit/viperkit.git/", "https://git.acme.com/mirrors/VIPERKit",
            "../VIPERKit",
        ])
    func sameRepository(other: String) {
        #expect(VIPERKitPackage.standard.isSameRepository(as: other))
    }

    @Test("another package is not VIPERKit")
    func otherRepository() {
        #expect(!VIPERKitPackage.standard.isSameRepository(as: "https://github.com/onevcat/Kingfisher"))
    }

    @Test(
        "versions compare part by part",
        arguments: [("15", "16.0", true), ("16", "16.0", false), ("10.15", "13.0", true), ("6.0.3", "6.1", true), ("6.2", "6.1", false)])
    func versionOrder(found: String, required: String, below: Bool) {
        #expect(VIPERKitPackage.isVersion(found, below: required) == below)
    }
}
