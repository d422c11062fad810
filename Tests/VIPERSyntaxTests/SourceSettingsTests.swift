import Foundation
import Testing
import VIPERSyntax
import VIPERVocabulary

@Suite("The files section of viper.json")
struct SourceSettingsTests {
    private func parse(_ json: String) throws -> (settings: SourceSettings, warnings: [ConfigurationWarning]) {
        try SourceSettings.parse(viperJSON: ConfigurationFile.object(from: Data(json.utf8)))
    }

    @Test("a missing section gives the defaults")
    func defaults() throws {
        let (settings, warnings) = try parse(#"{"lint": {}}"#)
        #expect(settings == .default)
        #expect(warnings.isEmpty)
    }

    @Test("every key is read")
    func keys() throws {
        let (settings, _) = try parse(
            """
            {"files": {"exclude": ["Legacy/**"], "excludeVendored": false, "excludeGenerated": false,
                       "limits": {"maxNestingDepth": 64, "maxSquareBracketNesting": 8, "maxFileBytes": 1000,
                                  "maxBytesParsedAtOnce": 3000, "maxLineLength": 200, "parseTimeLimitSeconds": 2.5,
                                  "maxRecoveryLookahead": 900}}}
            """)
        #expect(
            settings
                == SourceSettings(
                    exclude: ["Legacy/**"], excludeVendored: false, excludeGenerated: false,
                    limits: SourceLimits(
                        maxNestingDepth: 64, maxSquareBracketNesting: 8, maxFileBytes: 1000,
                        maxLineLength: 200, parseTimeLimitSeconds: 2.5, maxBytesParsedAtOnce: 3000,
                        maxRecoveryLookahead: 900)))
    }

    @Test("an unknown key is a warning that suggests the key meant")
    func unknownKey() throws {
        let (settings, warnings) = try parse(#"{"files": {"exlcude": ["A/**"], "limits": {"maxNestingDepht": 3}}}"#)
        #expect(settings == .default)
        #expect(warnings.map(\.location) == ["files.exlcude", "files.limits.maxNestingDepht"])
        #expect(warnings.first?.message.hasPrefix("unknown key 'exlcude' is ignored; did you mean 'exclude'?") == true)
        #expect(warnings.last?.message.contains("did you mean 'maxNestingDepth'?") == true)
    }

    @Test("a value of the wrong type is an error naming the key, what was expected and what was found")
    func wrongType() throws {
        #expect(throws: ConfigurationError(location: "files.excludeVendored", expected: "true or false", found: "\"no\"")) {
            try parse(#"{"files": {"excludeVendored": "no"}}"#)
        }
        #expect(throws: ConfigurationError(location: "files.limits.maxNestingDepth", expected: "a whole number above 0", found: "true")) {
            try parse(#"{"files": {"limits": {"maxNestingDepth": true}}}"#)
        }
        #expect(throws: ConfigurationError.self) { try parse(#"{"files": {"limits": {"maxFileBytes": -1}}}"#) }
    }
}
