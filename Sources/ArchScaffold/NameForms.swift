/// The spellings of a scaffolded name that templates use: `OrderItem`, `orderItem`,
/// `ORDER_ITEM`, `order_item`, `order-item`.
public struct NameForms: Sendable, Equatable {
    public let name: String

    /// The words of an UpperCamelCase name: `OrderItem` → `Order`, `Item`; an acronym stays
    /// one word: `URLSession` → `URL`, `Session`; `HTTP2Client` → `HTTP2`, `Client`.
    public let words: [String]

    public init(_ name: String) {
        self.name = name
        self.words = Self.split(name)
    }

    public var lowerCamel: String {
        guard let first = words.first else { return name }
        return first.lowercased() + words.dropFirst().joined()
    }

    public var upperSnake: String { words.map { $0.uppercased() }.joined(separator: "_") }
    public var snake: String { words.map { $0.lowercased() }.joined(separator: "_") }
    public var kebab: String { words.map { $0.lowercased() }.joined(separator: "-") }

    private static func split(_ name: String) -> [String] {
        let characters = Array(name)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let previous = index > 0 ? characters[index - 1] : nil
            let startsWord: Bool
            if character.isUppercase, let previous {
                // A capital starts a word after a lowercase letter, or ends an acronym when a
                // lowercase letter follows it (the S of URLSession).
                startsWord = previous.isLowercase || (previous.isUppercase && next?.isLowercase == true)
                    || (previous.isNumber && next?.isLowercase == true)
            } else {
                startsWord = false
            }
            if startsWord, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}

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
