import Testing
@testable import VIPERCLI

@Suite("ArgumentParser")
struct ArgumentParserTests {
    enum Color: String, CaseIterable { case red, green, blue }

    let parser = ArgumentParser(signature: CommandSignature(
        arguments: [PositionalArgument("name", help: "A name.")],
        options: [
            Option.choice("color", short: "c", of: Color.self, help: "A color.", defaultValue: .red),
            Option("path", help: "A path."),
            Option("exclude", help: "Excluded.", isRepeating: true),
        ],
        flags: [Flag("force", short: "f", help: "Force."), Flag("dry-run", short: "d", help: "Dry.")]
    ))

    @Test("a positional argument, an option with a separate value and a flag are all read")
    func basicForms() throws {
        let parsed = try parser.parse(["Login", "--path", "Sources/App", "--force"])
        #expect(parsed.argument("name") == "Login")
        #expect(parsed.value("path") == "Sources/App")
        #expect(parsed.isSet("force"))
        #expect(!parsed.isSet("dry-run"))
    }

    @Test("--option=value and -o value are the same as --option value")
    func inlineAndShortValues() throws {
        #expect(try parser.parse(["X", "--color=blue"]).value("color") == "blue")
        #expect(try parser.parse(["X", "-c", "green"]).value("color") == "green")
    }

    @Test("grouped short flags set every flag in the group")
    func groupedShortFlags() throws {
        let parsed = try parser.parse(["X", "-fd"])
        #expect(parsed.isSet("force"))
        #expect(parsed.isSet("dry-run"))
    }

    @Test("a repeated option keeps every value in order")
    func repeatedOption() throws {
        let parsed = try parser.parse(["X", "--exclude", "a", "--exclude=b"])
        #expect(parsed.values("exclude") == ["a", "b"])
    }

    @Test("a default applies only when the option is absent, and explicitValue ignores it")
    func defaults() throws {
        let absent = try parser.parse(["X"])
        #expect(absent.value("color", as: Color.self) == .red)
        #expect(absent.explicitValue("color") == nil)
        let given = try parser.parse(["X", "--color", "blue"])
        #expect(given.explicitValue("color", as: Color.self) == .blue)
    }

    @Test("words after -- are positional even when they start with a dash")
    func terminator() throws {
        let parsed = try parser.parse(["--", "--force"])
        #expect(parsed.argument("name") == "--force")
        #expect(!parsed.isSet("force"))
    }

    @Test("a missing positional argument names the argument")
    func missingArgument() {
        #expect(throws: UsageError.missingArgument(parser.signature.arguments[0])) {
            try parser.parse(["--force"])
        }
    }

    @Test("an undeclared option is reported as it was written")
    func unknownOption() {
        #expect(throws: UsageError.unknownOption("--frob")) { try parser.parse(["X", "--frob"]) }
        #expect(throws: UsageError.unknownOption("-z")) { try parser.parse(["X", "-fz"]) }
    }

    @Test("a value outside the allowed values is rejected")
    func invalidValue() {
        #expect(throws: UsageError.invalidValue("pink", for: parser.signature.options[0])) {
            try parser.parse(["X", "--color", "pink"])
        }
    }

    @Test("an option at the end, or followed by another option, is missing its value")
    func missingValue() {
        let path = parser.signature.options[1]
        #expect(throws: UsageError.missingValue(path)) { try parser.parse(["X", "--path"]) }
        #expect(throws: UsageError.missingValue(path)) { try parser.parse(["X", "--path", "--force"]) }
    }

    @Test("a flag given a value and an extra positional are usage errors")
    func flagValueAndExtraArgument() {
        #expect(throws: UsageError.flagTakesNoValue(parser.signature.flags[0], given: "--force=yes")) {
            try parser.parse(["X", "--force=yes"])
        }
        #expect(throws: UsageError.unexpectedArgument("Y")) { try parser.parse(["X", "Y"]) }
    }

    @Test("a variadic argument takes every remaining value and may be required")
    func variadic() throws {
        let variadic = ArgumentParser(signature: CommandSignature(
            arguments: [PositionalArgument("paths", help: "Paths.", isVariadic: true)]
        ))
        #expect(try variadic.parse(["a", "b", "c"]).arguments("paths") == ["a", "b", "c"])
        #expect(throws: UsageError.missingArgument(variadic.signature.arguments[0])) {
            try variadic.parse([])
        }
    }
}
