/// A positional argument a command accepts, such as `<module>` in `viper new <module>`.
public struct PositionalArgument: Sendable, Equatable {
    /// The name shown in usage and help, without angle brackets (`module`).
    public let name: String
    /// One line that says what the argument is.
    public let help: String
    /// Whether the command runs without it.
    public let isOptional: Bool
    /// Whether it takes every remaining positional value (only the last argument may).
    public let isVariadic: Bool

    /// An argument named `name`, required and single unless said otherwise.
    public init(_ name: String, help: String, isOptional: Bool = false, isVariadic: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.isVariadic = isVariadic
    }

    /// `<name>` as usage and errors show it.
    public var label: String { "<\(name)>" }
}

/// An option that takes a value: `--ui swiftui`, `--ui=swiftui` or `-u swiftui`.
public struct Option: Sendable, Equatable {
    /// The long name without dashes (`ui`).
    public let name: String
    /// An optional one-letter alias (`-u`).
    public let short: Character?
    /// The placeholder for the value in usage (`ui` shows as `<ui>`).
    public let valueName: String
    /// One line that says what the option does.
    public let help: String
    /// The only values accepted, in the order help lists them; empty accepts any value.
    public let allowedValues: [String]
    /// The value used when the option is not given, if any.
    public let defaultValue: String?
    /// Whether the option may be given more than once to collect several values.
    public let isRepeating: Bool

    /// An option `--name <valueName>`.
    public init(
        _ name: String,
        short: Character? = nil,
        valueName: String? = nil,
        help: String,
        allowedValues: [String] = [],
        defaultValue: String? = nil,
        isRepeating: Bool = false
    ) {
        self.name = name
        self.short = short
        self.valueName = valueName ?? name
        self.help = help
        self.allowedValues = allowedValues
        self.defaultValue = defaultValue
        self.isRepeating = isRepeating
    }

    /// An option whose values are the raw values of `choices`, in declaration order.
    public static func choice<Choice: CaseIterable & RawRepresentable>(
        _ name: String,
        short: Character? = nil,
        of choices: Choice.Type,
        help: String,
        defaultValue: Choice? = nil
    ) -> Option where Choice.RawValue == String {
        Option(
            name, short: short, help: help,
            allowedValues: choices.allCases.map(\.rawValue),
            defaultValue: defaultValue?.rawValue
        )
    }

    /// `--name <value>` as usage and errors show it.
    public var label: String { "--\(name) <\(valueName)>" }
}

/// A switch that takes no value: `--force` or `-f`.
public struct Flag: Sendable, Equatable {
    /// The long name without dashes (`force`).
    public let name: String
    /// An optional one-letter alias (`-f`).
    public let short: Character?
    /// One line that says what the flag does.
    public let help: String

    /// A flag `--name`.
    public init(_ name: String, short: Character? = nil, help: String) {
        self.name = name
        self.short = short
        self.help = help
    }

    /// `--name` as usage and errors show it.
    public var label: String { "--\(name)" }
}
