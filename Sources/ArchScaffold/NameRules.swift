/// Why a name cannot be scaffolded.
public struct NameProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// The rules a scaffolded name follows.
public enum NameRules {
    /// Words that cannot name a type without backticks, or that would shadow a standard type
    /// in every file of the new feature.
    static let reserved: Set<String> = [
        "Any", "Self", "Type", "Protocol", "Error", "String", "Int", "Double", "Bool", "Array",
        "Dictionary", "Set", "Optional", "Result", "Never", "Void", "Data", "Date", "URL", "Task",
        "Actor", "Sendable", "Codable", "Equatable", "Hashable", "Identifiable", "View",
    ]

    /// Checks that `name` is an UpperCamelCase Swift identifier that a template can turn into
    /// type, folder and module names.
    public static func validate(_ name: String, bannedSuffixes: [String]) -> NameProblem? {
        if name.isEmpty { return NameProblem("the name is empty") }
        if name.contains("/") || name.contains("\\") || name.contains("..") {
            return NameProblem("'\(name)' is a path, not a name; give the bare name, such as 'Order' (use --into to choose where it goes)")
        }
        guard let first = name.unicodeScalars.first, first.isASCII, ("A"..."Z").contains(first) else {
            return NameProblem("'\(name)' must start with an uppercase letter (UpperCamelCase, such as 'Order' or 'OrderHistory')")
        }
        if let bad = name.first(where: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }) {
            return NameProblem("'\(name)' contains '\(bad)'; use letters and digits only (UpperCamelCase, such as 'OrderHistory')")
        }
        if reserved.contains(name) {
            return NameProblem("'\(name)' is a Swift keyword or a standard type; choose a name of your domain")
        }
        if let suffix = bannedSuffixes.first(where: { name.hasSuffix($0) }) {
            let stem = name.dropLast(suffix.count)
            let example = stem.isEmpty ? "" : " (for example '\(stem)')"
            return NameProblem("'\(name)' ends in '\(suffix)', a name .archrules bans; name the feature after what it does\(example)")
        }
        return nil
    }
}
