import Testing
import VIPERVocabulary

@Suite("Did you mean")
struct NameSuggestionTests {
    @Test("did-you-mean finds near misses and stays quiet for unrelated names")
    func suggestions() {
        let rules = ["protocol-typed-dependencies", "presenter-weak-view", "module-isolation"]
        #expect(NameSuggestion.closest(to: "protocol-typed-dependancies", among: rules) == "protocol-typed-dependencies")
        #expect(NameSuggestion.closest(to: "presenter-waek-view", among: rules) == "presenter-weak-view")
        #expect(NameSuggestion.closest(to: "banana", among: rules) == nil)
    }
}
