/// Options whose values are the cases of an enum: the spec lists exactly the cases, so the
/// parser refuses anything else as a usage error, and the command reads the case back.
extension OptionSpec {
    public static func choice<Choice: RawRepresentable & CaseIterable>(
        _ longName: String,
        short: Character? = nil,
        valueName: String? = nil,
        help: String,
        of type: Choice.Type,
        defaultValue: Choice? = nil
    ) -> OptionSpec where Choice.RawValue == String {
        .value(longName, short: short, valueName: valueName, help: help,
               allowedValues: type.allCases.map(\.rawValue), defaultValue: defaultValue?.rawValue)
    }
}

extension ParsedCommand {
    /// The case `--name` names, or its default; nil when neither was given. The parser has
    /// already refused values that are not cases, so a value that reads as none is a spec that
    /// does not list the enum's cases: a programming error, which traps.
    public func choice<Choice: RawRepresentable & CaseIterable>(_ name: String, as type: Choice.Type) -> Choice?
    where Choice.RawValue == String {
        guard let value = value(name) else { return nil }
        guard let choice = Choice(rawValue: value) else {
            preconditionFailure("'--\(name)' has the value '\(value)', which is not a case of \(Choice.self)")
        }
        return choice
    }
}
