import ArchCore
import Testing

/// A glob rejects a text that lacks one of the literal runs every match contains before it
/// runs its step simulation. These cases sit at the edges of that shortcut: a `**/` that skips
/// its `/`, runs next to wildcards and sets, and multi-byte scalars.
@Suite("Glob required literals")
struct GlobRequiredLiteralTests {
    @Test(arguments: [
        ("**/Generated/**", "Packages/A/Generated/File.swift", true),
        ("**/Generated/**", "Generated/File.swift", true),
        ("**/Generated/**", "Packages/A/Gen/File.swift", false),
        ("**/Tests", "Tests", true),
        ("**/Tests", "A/Tests", true),
        ("**/Tests", "A/Test", false),
        ("Sources/*Tests", "Sources/AppTests", true),
        ("Sources/*Tests", "Sources/App", false),
        ("a[bc]d*e", "acdxe", true),
        ("a[bc]d*e", "acdx", false),
        ("**/Größe/*", "a/Größe/b", true),
        ("**/Größe/*", "a/Grosse/b", false),
        ("*é*", "café", true),
        ("*é*", "cafe\u{301}", false),
    ])
    func shortcutKeepsTheAnswer(pattern: String, text: String, expected: Bool) {
        #expect(Glob(pattern).matches(text) == expected, "'\(pattern)' against '\(text)'")
    }

    @Test(arguments: [
        ("**/Generated/**", "Packages/A/Generated/Sub/File.swift", true),
        ("**/Generated", "Packages/A/Generated/File.swift", true),
        ("Packages/*/Generated", "Packages/A/Generated/File.swift", true),
        ("Packages/*/Generated", "Packages/A/Other/File.swift", false),
        ("**/Größe", "a/Größe/b.swift", true),
    ])
    func shortcutKeepsTheAncestorAnswer(pattern: String, text: String, expected: Bool) {
        #expect(Glob(pattern).matchesPathOrAncestor(text) == expected, "'\(pattern)' against '\(text)' or a folder")
    }
}
