/// The values a command line gave one command, looked up by the names its
/// ``CommandSignature`` declared.
public struct ParsedArguments: Sendable, Equatable {
    private let signature: CommandSignature
    private var positionals: [String: [String]] = [:]
    private var optionValues: [String: [String]] = [:]
    private var setFlags: Set<String> = []

    /// No values yet for `signature`.
    init(signature: CommandSignature) {
        self.signature = signature
    }

    mutating func append(_ value: String, toArgument name: String) {
        positionals[name, default: []].append(value)
    }

    mutating func append(_ value: String, toOption name: String) {
        optionValues[name, default: []].append(value)
    }

    mutating func set(_ flag: String) {
        setFlags.insert(flag)
    }

    /// The value of positional argument `name`, or `nil` when it was not given.
    public func argument(_ name: String) -> String? {
        positionals[name]?.first
    }

    /// Every value of the variadic positional argument `name`, in order.
    public func arguments(_ name: String) -> [String] {
        positionals[name] ?? []
    }

    /// The value given for option `--name` (the last one if it was repeated), or its default.
    public func value(_ name: String) -> String? {
        explicitValue(name) ?? signature.option(named: name)?.defaultValue
    }

    /// The value given for `--name` on the command line, ignoring its default.
    ///
    /// Use this when a configuration file supplies the fallback.
    public func explicitValue(_ name: String) -> String? {
        optionValues[name]?.last
    }

    /// The option's value converted to `type`, or `nil` when absent or not one of its cases.
    public func value<Value: RawRepresentable>(_ name: String, as type: Value.Type) -> Value?
    where Value.RawValue == String {
        value(name).flatMap(Value.init(rawValue:))
    }

    /// The explicitly given value converted to `type`; see ``explicitValue(_:)``.
    public func explicitValue<Value: RawRepresentable>(_ name: String, as type: Value.Type) -> Value?
    where Value.RawValue == String {
        explicitValue(name).flatMap(Value.init(rawValue:))
    }

    /// Every value given for a repeating option, in command-line order.
    public func values(_ name: String) -> [String] {
        optionValues[name] ?? []
    }

    /// Whether flag `--name` was given.
    public func isSet(_ name: String) -> Bool {
        setFlags.contains(name)
    }
}
