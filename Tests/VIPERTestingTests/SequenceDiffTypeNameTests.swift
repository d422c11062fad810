import Testing
import VIPER
@testable import VIPERTesting

/// A module's content type, as an app declares it.
struct SettingsContent: Equatable {
    let title: String
}

/// A spy's call log, nested in the spy as spies declare them.
enum LoginSpy {
    enum Event: Equatable {
        case failed(reason: LoginReason)
        case signedIn(name: String)
    }
}

enum LoginReason: Equatable {
    case locked(minutes: Int)
}

@Suite("SequenceDiff writes types as the test does")
struct SequenceDiffTypeNameTests {
    @Test("a generic enum case reads as written, without module names")
    func genericCase() {
        let diff = SequenceDiff(
            expected: [ViewState<SettingsContent, String>.loading],
            actual: [ViewState<SettingsContent, String>.content(SettingsContent(title: "Sound"))])
        #expect(
            diff.lines == [
                .missing("ViewState<SettingsContent, String>.loading"),
                .extra("ViewState<SettingsContent, String>.content(SettingsContent(title: \"Sound\"))"),
            ])
    }

    @Test("nested types keep their nesting, and payload types lose their module too")
    func nestedTypes() {
        let diff = SequenceDiff(expected: [LoginSpy.Event.failed(reason: .locked(minutes: 5))], actual: [])
        #expect(diff.lines == [.missing("LoginSpy.Event.failed(reason: LoginReason.locked(minutes: 5))")])
    }

    @Test("text inside strings is left as it is, dots and module-like words included")
    func stringsUntouched() {
        let diff = SequenceDiff(expected: [LoginSpy.Event.signedIn(name: "VIPERTestingTests.discover.app")], actual: [])
        #expect(diff.lines == [.missing("LoginSpy.Event.signedIn(name: \"VIPERTestingTests.discover.app\")")])
    }

    @Test("a type declared inside a function reads as its name")
    func localType() {
        struct Entry: Equatable { let index: Int }
        #expect(SequenceDiff(expected: [Entry(index: 1)], actual: []).lines == [.missing("Entry(index: 1)")])
    }

    @Test("standard library values read as Swift writes them")
    func standardValues() {
        #expect(SequenceDiff(expected: [Optional(3), nil], actual: []).lines == [.missing("Optional(3)"), .missing("nil")])
        #expect(WrittenTypeNames.describe(["a": 1]) == "[\"a\": 1]")
    }
}
