import Testing
import VIPERGenerator

@Suite("ModuleName")
struct ModuleNameTests {
    @Test("UpperCamelCase identifiers with digits are accepted", arguments: ["Login", "UserProfile", "Step2", "HTTPClient"])
    func accepted(name: String) throws {
        #expect(try ModuleName(validating: name).value == name)
    }

    @Test("a lowercase name is refused with the capitalised suggestion")
    func lowercase() {
        #expect(throws: ModuleNameError.notUpperCamelCase("login", suggestion: "Login")) {
            try ModuleName(validating: "login")
        }
    }

    @Test("keywords are refused, capitalised reserved names included", arguments: ["class", "Self", "Type", "Any", "Protocol"])
    func keywords(name: String) {
        #expect(throws: ModuleNameError.keyword(name)) { try ModuleName(validating: name) }
    }

    @Test("names that are not identifiers are refused, naming the offending character")
    func nonIdentifiers() {
        #expect(throws: ModuleNameError.invalidCharacter("User-Profile", "-")) { try ModuleName(validating: "User-Profile") }
        #expect(throws: ModuleNameError.invalidCharacter("User Profile", " ")) { try ModuleName(validating: "User Profile") }
        #expect(throws: ModuleNameError.invalidCharacter("User_Profile", "_")) { try ModuleName(validating: "User_Profile") }
        #expect(throws: ModuleNameError.invalidCharacter("Café", "é")) { try ModuleName(validating: "Café") }
        #expect(throws: ModuleNameError.startsWithDigit("2FA")) { try ModuleName(validating: "2FA") }
        #expect(throws: ModuleNameError.empty) { try ModuleName(validating: "") }
    }

    @Test("the name's cases split words where the case changes")
    func cases() throws {
        let profile = try ModuleName(validating: "UserProfile")
        #expect(profile.lowerCamelCase == "userProfile")
        #expect(profile.snakeCase == "user_profile")
        #expect(profile.screamingSnakeCase == "USER_PROFILE")
        let client = try ModuleName(validating: "HTTPClient")
        #expect(client.lowerCamelCase == "httpClient")
        #expect(client.snakeCase == "http_client")
    }

    @Test("messages say what would work")
    func messages() {
        #expect(
            ModuleNameError.notUpperCamelCase("login", suggestion: "Login").description
                == "'login' is not UpperCamelCase; did you mean 'Login'?")
        #expect(ModuleNameError.keyword("class").description.contains("is a Swift keyword"))
    }
}
