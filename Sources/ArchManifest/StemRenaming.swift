import ArchCore

/// Turns a sibling's text into the new module's: `BasketDomain` → `OrderDomain`,
/// `.basket` → `.order`, `"Sources/Domain/BasketDomain"` → `"Sources/Domain/OrderDomain"`.
///
/// The stem is replaced only where it stands as a word of an identifier (a camel-case word
/// boundary before it, and no lower-case letter after it), so `Basketball` and `isBasket` of
/// another stem are left alone.
public struct StemRenaming: Sendable, Equatable {
    /// The sibling's stem and the new one, as written in type names.
    public let old: String
    public let new: String

    public init(old: String, new: String) {
        self.old = old
        self.new = new
    }

    /// The renaming that makes `sibling` into `name` by their stems before a shared camel-case
    /// suffix (`BasketDomain`, `OrderDomain` → `Basket`, `Order`), or by the whole names when
    /// they share none.
    public init(sibling: String, name: String) {
        let suffix = Self.sharedSuffix(sibling, name)
        self.init(old: String(sibling.dropLast(suffix.count)), new: String(name.dropLast(suffix.count)))
    }

    /// The longest common suffix of both that starts a camel-case word in each and leaves a
    /// non-empty stem in each; empty when there is none.
    public static func sharedSuffix(_ first: String, _ second: String) -> String {
        let a = Array(first), b = Array(second)
        var length = 0
        var best = 0
        while length < a.count - 1, length < b.count - 1, a[a.count - 1 - length] == b[b.count - 1 - length] {
            length += 1
            if a[a.count - length].isUppercase { best = length }
        }
        return String(a.suffix(best))
    }

    public func apply(_ text: String) -> String {
        guard !old.isEmpty, old != new else { return text }
        let forms = [(old, new), (NameForms(old).lowerCamel, NameForms(new).lowerCamel)]
        let characters = Array(text)
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var index = 0
        scan: while index < characters.count {
            for (from, to) in forms where matches(Array(from), in: characters, at: index, lowerForm: from.first?.isLowercase == true) {
                result += to
                index += from.count
                continue scan
            }
            result.append(characters[index])
            index += 1
        }
        return result
    }

    private func matches(_ word: [Character], in characters: [Character], at index: Int, lowerForm: Bool) -> Bool {
        guard !word.isEmpty, index + word.count <= characters.count, characters[index] == word[0],
              Array(characters[index..<(index + word.count)]) == word else { return false }
        if index > 0 {
            let before = characters[index - 1]
            let continuesIdentifier = before.isLetter || before.isNumber || before == "_"
            // A lower-case form starts an identifier; an upper-case one may also follow a
            // lower-case word (`getBasketList`).
            if lowerForm ? continuesIdentifier : (continuesIdentifier && !before.isLowercase) { return false }
        }
        if index + word.count < characters.count, characters[index + word.count].isLowercase { return false }
        return true
    }
}
