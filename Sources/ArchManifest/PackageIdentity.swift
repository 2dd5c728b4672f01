import ArchCore

/// SwiftPM's package identity: the last component of the location, without a `.git` suffix,
/// lowercased. Computed the way SwiftPM computes it, so that both readers agree.
public enum PackageIdentity {
    /// The identity of a file-system package at `absolutePath`.
    public static func fromPath(_ absolutePath: String) -> String {
        defaultName(RelativePath.normalize(absolutePath)).lowercased()
    }

    /// The identity of a source-control package. A URL that is a local path ending in `.` or
    /// `..` names the folder it resolves to.
    public static func fromURL(_ url: String, packageDirectory: String) -> String {
        let last = defaultName(url)
        if !url.contains("://"), last == "." || last == ".." || last.isEmpty {
            return fromPath(RelativePath.join(packageDirectory, url))
        }
        return last.lowercased()
    }

    /// SwiftPM's `computeDefaultName(fromLocation:)`: the identity before lowercasing.
    public static func defaultName(_ location: String) -> String {
        var text = Substring(location)
        if text.hasSuffix("/") { text = text.dropLast() }
        if let slash = text.lastIndex(of: "/") { text = text[text.index(after: slash)...] }
        if text.hasSuffix(".git") { text = text.dropLast(4) }
        return String(text)
    }
}
