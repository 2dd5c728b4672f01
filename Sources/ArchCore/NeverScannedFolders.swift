/// Folders that never hold a repository's own sources: build products, tool state and
/// dependency checkouts. Discovery skips them, and so does every other walk of a repository.
public enum NeverScannedFolders {
    public static let names: Set<String> = [
        ".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules",
    ]

    /// Whether a file or folder name is hidden (`.B.swift`, `.github`). No walk enters or reads
    /// one: SwiftPM and Xcode's synchronized folders compile none of them, and tool state
    /// (`.build`, `.git`) lives there. The `.` and `..` of a path are not names.
    public static func isHidden(_ name: some StringProtocol) -> Bool {
        name.utf8.first == UInt8(ascii: ".") && name != "." && name != ".."
    }
}
