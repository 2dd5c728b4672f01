/// Text in XML 1.0 attributes and content, for the JUnit and Checkstyle reports.
enum XMLText {
    /// `Markup.escape`, with tab, line feed and carriage return as character references, so
    /// that attribute values keep them instead of having them read as spaces.
    static func escaped(_ text: String) -> String {
        let markup = Markup.escape(text)
        guard markup.unicodeScalars.contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\r" }) else { return markup }
        var result = ""
        for scalar in markup.unicodeScalars {
            switch scalar {
            case "\t": result += "&#9;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
}
