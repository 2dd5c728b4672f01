/// The spellings of an UpperCamelCase name: `OrderItem`, `orderItem`, `ORDER_ITEM`,
/// `order_item`, `order-item`. Templates write them, and the manifest reader and editor
/// look for and write enum cases with them, so there is one notion of a name's words.
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

    /// The identifiers that may stand for the name in Swift code: itself, its lowerCamelCase
    /// form (`http2Client`), and the form with only its first letter lowered (`hTTP2Client`).
    public var identifierSpellings: Set<String> {
        var spellings: Set<String> = [name, lowerCamel]
        if let first = name.first { spellings.insert(first.lowercased() + name.dropFirst()) }
        return spellings
    }

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
