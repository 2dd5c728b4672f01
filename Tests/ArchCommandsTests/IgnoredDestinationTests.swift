import ArchTestSupport
import Foundation
import Testing
@testable import ArchCommands

/// `archkit new` warns when git would ignore what it writes: SwiftPM's own `.gitignore` hides
/// `/Packages`, where the Route+Module template writes.
@Suite("Scaffolds that git ignores")
struct IgnoredDestinationTests {
    static func repository(gitignore: String?, git: Bool = true) throws -> TemporaryDirectory {
        let repository = try TemporaryDirectory()
        try repository.write("Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "App", targets: [.target(name: "App")])
        """)
        try repository.write("Sources/App/App.swift", "struct App {}\n")
        // What the Route+Module template builds on.
        for package in ["AppRouting", "AppModuleFacade"] {
            try repository.write("Packages/\(package)/Package.swift", """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "\(package)", targets: [.target(name: "\(package)")])
            """)
        }
        if let gitignore { try repository.write(".gitignore", gitignore) }
        if git { _ = try Shell.run(["git", "init", "-q", repository.url.path]) }
        return repository
    }

    static func newModule(_ repository: TemporaryDirectory, dryRun: Bool) -> CommandResult {
        CLI.run(["new", "module", "Order", "--template", "route-module", "--manifests", "static"] + (dryRun ? ["--dry-run"] : []),
                in: repository.url)
    }

    @Test(.requires(.git))
    func anIgnoredDestinationIsNamedWithTheRuleThatIgnoresIt() throws {
        let repository = try Self.repository(gitignore: ".DS_Store\n/.build\n/Packages\n")
        let planned = Self.newModule(repository, dryRun: true)
        #expect(planned.exitCode == ExitCode.success)
        #expect(planned.stderr == "warning: git ignores Packages/OrderModule/Package.swift and 4 more files of this scaffold "
                + "(.gitignore:3: /Packages), so a clone would not have them; change that rule, or write elsewhere with --into\n")
        // Written anyway: the warning is a warning.
        let written = Self.newModule(repository, dryRun: false)
        #expect(written.exitCode == ExitCode.success)
        #expect(written.stderr.contains("(.gitignore:3: /Packages)"))
        #expect(FileManager.default.fileExists(atPath: repository.url.appendingPathComponent("Packages/OrderModule/Package.swift").path))
    }

    @Test(.requires(.git))
    func nothingIsSaidWhenGitKeepsTheFiles() throws {
        // A rule that ignores other things, and a negation that takes the module back.
        let repository = try Self.repository(gitignore: "/.build\n/Packages/*\n!/Packages/OrderModule\n")
        let result = Self.newModule(repository, dryRun: true)
        #expect(result.exitCode == ExitCode.success)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let outside = try Self.repository(gitignore: "/Packages\n", git: false)
        #expect(Self.newModule(outside, dryRun: true).stderr.isEmpty)
    }

    @Test func aRuleIsSplitAtItsLineNumber() throws {
        let rule = try #require(IgnoredDestinations.rule("/home/me/a:b/ignore:12:pat:tern"))
        #expect(rule.source == "/home/me/a:b/ignore")
        #expect(rule.line == "12")
        #expect(rule.pattern == "pat:tern")
        #expect(IgnoredDestinations.rule("no line number") == nil)
    }
}
