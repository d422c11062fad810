/// Splits a command line into the values a ``CommandSignature`` declares.
///
/// Accepts `--option value`, `--option=value`, `-o value`, flags `--flag` and
/// `-f`, grouped short flags `-fd`, repeated options, and `--`, after which every
/// word is positional. A non-repeating option given twice keeps its last value.
public struct ArgumentParser: Sendable {
    /// What the command accepts.
    public let signature: CommandSignature

    /// A parser for `signature`.
    public init(signature: CommandSignature) {
        self.signature = signature
    }

    /// Parses `words` (the words after the command's name).
    ///
    /// - Throws: ``UsageError`` naming what was expected and what was found.
    public func parse(_ words: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments(signature: signature)
        var positionalValues: [String] = []
        var remaining = words[...]
        var onlyPositionals = false

        while let word = remaining.popFirst() {
            if onlyPositionals || word == "-" || !word.hasPrefix("-") {
                positionalValues.append(word)
            } else if word == "--" {
                onlyPositionals = true
            } else if word.hasPrefix("--") {
                try parseLong(word, remaining: &remaining, into: &parsed)
            } else {
                try parseShort(word, remaining: &remaining, into: &parsed)
            }
        }
        try assign(positionalValues, into: &parsed)
        return parsed
    }

    private func parseLong(
        _ word: String,
        remaining: inout ArraySlice<String>,
        into parsed: inout ParsedArguments
    ) throws(UsageError) {
        let body = word.dropFirst(2)
        let name: String
        let inlineValue: String?
        if let equals = body.firstIndex(of: "=") {
            name = String(body[..<equals])
            inlineValue = String(body[body.index(after: equals)...])
        } else {
            name = String(body)
            inlineValue = nil
        }
        if let option = signature.option(named: name) {
            if let inlineValue {
                try store(inlineValue, for: option, into: &parsed)
            } else {
                try store(takeValue(for: option, from: &remaining), for: option, into: &parsed)
            }
        } else if let flag = signature.flag(named: name) {
            if inlineValue != nil { throw .flagTakesNoValue(flag, given: word) }
            parsed.set(flag.name)
        } else {
            throw .unknownOption("--\(name)")
        }
    }

    private func parseShort(
        _ word: String,
        remaining: inout ArraySlice<String>,
        into parsed: inout ParsedArguments
    ) throws(UsageError) {
        let letters = Array(word.dropFirst())
        for (offset, letter) in letters.enumerated() {
            if let flag = signature.flag(short: letter) {
                parsed.set(flag.name)
            } else if let option = signature.option(short: letter), offset == letters.count - 1 {
                let value = try takeValue(for: option, from: &remaining)
                try store(value, for: option, into: &parsed)
            } else {
                throw .unknownOption(letters.count == 1 ? word : "-\(letter)")
            }
        }
    }

    private func takeValue(
        for option: Option,
        from remaining: inout ArraySlice<String>
    ) throws(UsageError) -> String {
        guard let next = remaining.first, next == "-" || !next.hasPrefix("-") else {
            throw .missingValue(option)
        }
        remaining.removeFirst()
        return next
    }

    private func store(_ value: String, for option: Option, into parsed: inout ParsedArguments) throws(UsageError) {
        guard option.allowedValues.isEmpty || option.allowedValues.contains(value) else {
            throw .invalidValue(value, for: option)
        }
        parsed.append(value, toOption: option.name)
    }

    private func assign(_ values: [String], into parsed: inout ParsedArguments) throws(UsageError) {
        var values = values[...]
        for argument in signature.arguments {
            if argument.isVariadic {
                values.forEach { parsed.append($0, toArgument: argument.name) }
                values.removeAll()
                if parsed.arguments(argument.name).isEmpty, !argument.isOptional {
                    throw .missingArgument(argument)
                }
            } else if let value = values.popFirst() {
                parsed.append(value, toArgument: argument.name)
            } else if !argument.isOptional {
                throw .missingArgument(argument)
            }
        }
        if let extra = values.first {
            throw .unexpectedArgument(extra)
        }
    }
}
