/// Folders that never hold a repository's own sources: build products, tool state and
/// dependency checkouts. Discovery skips them, and so does every other walk of a repository.
public enum NeverScannedFolders {
    public static let names: Set<String> = [
        ".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules",
    ]
}
