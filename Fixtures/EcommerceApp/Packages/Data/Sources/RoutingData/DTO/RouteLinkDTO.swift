import Foundation

/// A route typed in by name, such as `productDetail?productId=3&userId=u1`, split into
/// its name and parameters. Query values are percent-decoded; a repeated key keeps its last value.
struct RouteLinkDTO: Equatable {
    let name: String
    let parameters: [String: String]

    init?(link: String) {
        let trimmed = link.trimmingCharacters(in: .whitespacesAndNewlines)
        let parts = trimmed.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard let rawName = parts.first, !rawName.isEmpty else { return nil }

        name = String(rawName)
        var parameters: [String: String] = [:]
        if parts.count == 2 {
            let components = URLComponents(string: "?" + parts[1])
            for item in components?.queryItems ?? [] {
                parameters[item.name] = item.value ?? ""
            }
        }
        self.parameters = parameters
    }
}
