import Foundation

// Business-free formatting shared by every feature: how money and dates look on screen.

extension Decimal {
    /// The amount in the given ISO currency, in the user's locale: "€12.50", "12,50 €".
    func formattedAsCurrency(code: String, locale: Locale = .current) -> String {
        formatted(.currency(code: code).locale(locale))
    }
}

extension Date {
    /// A short relative phrase for recent dates ("2 hours ago"), a plain date otherwise.
    func relativeDescription(to now: Date = Date()) -> String {
        let elapsed = now.timeIntervalSince(self)
        guard elapsed >= 0, elapsed < 7 * 24 * 3600 else {
            return formatted(date: .abbreviated, time: .omitted)
        }
        return formatted(.relative(presentation: .named))
    }
}

extension String {
    /// The string without surrounding whitespace, or nil when nothing is left.
    var nonBlank: String? {
        let trimmed = trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}
