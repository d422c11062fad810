import Foundation
import Testing
import VIPERVocabulary

@Suite("The roles section of viper.json")
struct RolesConfigurationTests {
    private func parse(_ json: String) throws -> RolesConfiguration {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try RolesConfiguration.parse(object)
    }

    @Test("the top-level roles key configures the vocabulary, with no warning")
    func topLevelRoles() throws {
        let configuration = try parse(#"{"roles": {"router": {"suffixes": ["Flow"]}}}"#)
        #expect(configuration.vocabulary.module(ofType: "CheckoutFlow")! == ("Checkout", .router))
        #expect(configuration.warnings.isEmpty)
    }

    @Test("lint.roles still works, with a deprecation warning that says where to move it")
    func deprecatedLintRoles() throws {
        let configuration = try parse(#"{"lint": {"roles": {"router": {"suffixes": ["Flow"]}}}}"#)
        #expect(configuration.vocabulary.module(ofType: "CheckoutFlow")! == ("Checkout", .router))
        #expect(
            configuration.warnings.map(\.description) == [
                "viper.json: lint.roles: deprecated: move it to a top-level 'roles' key, which lint, graph, mocks and new all read"
            ])
    }

    @Test("roles in both places is an error naming the deprecated key")
    func bothPlaces() {
        #expect(throws: ConfigurationError.self) {
            try parse(#"{"roles": {}, "lint": {"roles": {}}}"#)
        }
    }

    @Test("no roles key gives the built-in vocabulary")
    func noRoles() throws {
        #expect(try parse(#"{"sourcesPath": "Sources/App"}"#) == .standard)
    }

    @Test("an unknown role or field is a warning that suggests the name meant; a value of the wrong type is an error naming its key")
    func badValues() throws {
        let unknown = try parse(#"{"roles": {"presentr": {}, "router": {"sufixes": ["Flow"]}}}"#)
        #expect(
            unknown.warnings.map(\.description) == [
                "viper.json: roles.presentr: unknown role 'presentr' is ignored; did you mean 'presenter'? "
                    + "(expected one of: view, presenter, interactor, router, builder, entity)",
                "viper.json: roles.router.sufixes: unknown key 'sufixes' is ignored; did you mean 'suffixes'? "
                    + "(expected one of: suffixes, protocols, folders)",
            ])
        #expect(unknown.vocabulary == .standard)
        #expect(throws: ConfigurationError(location: "roles.router.suffixes", expected: "an array of strings", found: "\"Flow\"")) {
            try parse(#"{"roles": {"router": {"suffixes": "Flow"}}}"#)
        }
    }

    @Test("a missing viper.json gives the built-in vocabulary; a folder in its place is an error")
    func files() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "viper-roles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try RolesConfiguration.load(contentsOf: folder.appending(path: "viper.json")) == .standard)
        try FileManager.default.createDirectory(at: folder.appending(path: "viper.json"), withIntermediateDirectories: true)
        #expect(throws: ConfigurationError.self) {
            try RolesConfiguration.load(contentsOf: folder.appending(path: "viper.json"))
        }
    }

    @Test("a file with roles is read")
    func fileWithRoles() throws {
        let url = FileManager.default.temporaryDirectory.appending(path: "viper-roles-\(UUID().uuidString).json")
        try Data(#"{"roles": {"builder": {"suffixes": ["Maker"]}}}"#.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try RolesConfiguration.load(contentsOf: url).vocabulary.module(ofType: "LoginMaker")! == ("Login", .builder))
    }
}
