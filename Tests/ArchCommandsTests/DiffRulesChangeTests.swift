import ArchTestSupport
import Foundation
import Testing
import ArchCommands

/// `archkit diff` when the two sides' `.archrules` differ: said up front, and each new or
/// fixed finding told apart by whether the rules change or the code explains it.
@Suite("Diff of a rules change", .serialized)
struct DiffRulesChangeTests {
    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Shop",
            targets: [
                .target(name: "ShopDomain", dependencies: ["ShopData"]),
                .target(name: "ShopData"),
            ]
        )

        """
    static let rules = "layer Domain = *Domain\nlayer Data = *Data\nallow Data -> Domain\n"

    /// A committed repository whose domain imports its data module (a finding under `rules`)
    /// and UIKit (none).
    private func repository(_ scratch: TemporaryDirectory) throws -> GitRepository {
        try scratch.write("source/Package.swift", Self.manifest)
        try scratch.write("source/.archrules", Self.rules)
        try scratch.write("source/Sources/ShopData/Store.swift", "public struct Store {}\n")
        try scratch.write("source/Sources/ShopDomain/Checkout.swift", "import ShopData\nimport UIKit\n\nstruct Checkout {}\n")
        return try GitRepository(copying: scratch.url.appendingPathComponent("source"), into: scratch)
    }

    private func diff(_ repository: GitRepository, _ format: String = "text") -> CommandResult {
        CLI.run(["diff", "HEAD", "--path", repository.folder.path, "--manifests", "static", "--format", format])
    }

    private func write(_ text: String, to path: String, in repository: GitRepository) throws {
        let url = repository.folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test(.requires(.git))
    func unchangedRulesAreNotMentioned() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-diff-rules")
        let repository = try repository(scratch)
        // Comments and spacing are no statements.
        try write("# the layers\nlayer Domain  = *Domain\nlayer Data = *Data\nallow Data -> Domain\n", to: ".archrules", in: repository)
        try write("final class BasketManager {}\n", to: "Sources/ShopDomain/Basket.swift", in: repository)
        let result = diff(repository)
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        #expect(!result.stdout.contains("rules"), "\(result.stdout)")
        #expect(!result.stdout.contains(RulesMark.text), "\(result.stdout)")
        #expect(result.stdout.contains("findings: 1 new, 0 fixed"), "\(result.stdout)")
        #expect(!diff(repository, "json").stdout.contains("rulesChange"))
    }

    @Test(.requires(.git))
    func anAllowLineFixesTheFindingItAllows() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-diff-rules")
        let repository = try repository(scratch)
        try write(Self.rules + "allow Domain -> Data\n", to: ".archrules", in: repository)
        let text = diff(repository)
        #expect(text.exitCode == ExitCode.success, "\(text.stderr)")
        let lines = text.stdout.components(separatedBy: "\n")
        #expect(lines.count > 3 && lines[3] == "rules: .archrules differs between the sides: 1 statement added, 0 removed; the head is judged by its own",
                "\(text.stdout)")
        #expect(lines.count > 4 && lines[4] == "  allow Domain -> Data added", "\(text.stdout)")
        // The one broken edge, declared and imported: fixed by the rules alone.
        #expect(text.stdout.contains("findings: 0 new, 1 fixed\n"), "\(text.stdout)")
        let fixed = lines.filter { $0.hasPrefix("  - error [layer-dependency] 'ShopDomain' (Domain) ") }
        #expect(fixed.count == 1 && fixed.allSatisfy { $0.hasSuffix("(\(RulesMark.text))") }, "\(text.stdout)")

        let json = try #require(try JSONSerialization.jsonObject(with: Data(diff(repository, "json").stdout.utf8)) as? [String: Any])
        let change = try #require(json["rulesChange"] as? [String: Any])
        #expect(change["file"] as? String == ".archrules")
        #expect(change["addedStatements"] as? [String] == ["allow Domain -> Data"])
        #expect(change["removedStatements"] as? [String] == [])
        #expect((change["fixedFindings"] as? [[String: Any]])?.first?["rule"] as? String == "layer-dependency")
        #expect((change["newFindings"] as? [Any])?.isEmpty == true)

        let markdown = diff(repository, "markdown").stdout
        #expect(markdown.contains("**Rules:** `.archrules` differs between the sides"), "\(markdown)")
        #expect(markdown.contains("- `allow Domain -> Data added`"), "\(markdown)")
        #expect(markdown.contains("(\(RulesMark.text))`"), "\(markdown)")
        let html = diff(repository, "html").stdout
        #expect(html.contains("allow Domain -&gt; Data added") && html.contains(RulesMark.text))
    }

    @Test(.requires(.git))
    func aForbidLineExplainsTheFindingItBrings() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-diff-rules")
        let repository = try repository(scratch)
        try write(Self.rules + "forbid Domain -> UIKit\n", to: ".archrules", in: repository)
        let text = diff(repository)
        #expect(text.stdout.contains("  forbid Domain -> UIKit added"), "\(text.stdout)")
        #expect(text.stdout.contains("findings: 1 new, 0 fixed\n  + error [layer-dependency] 'ShopDomain' (Domain) imports 'UIKit'"), "\(text.stdout)")
        #expect(text.stdout.contains("(\(RulesMark.text))\n"), "\(text.stdout)")
    }

    @Test(.requires(.git))
    func aCodeChangeBesideARulesChangeKeepsItsOwnFindings() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-diff-rules")
        let repository = try repository(scratch)
        try write(Self.rules + "forbid Domain -> UIKit\n", to: ".archrules", in: repository)
        // A new file declares a banned name: new, and the base's rules report it too.
        try write("final class BasketManager {}\n", to: "Sources/ShopDomain/Basket.swift", in: repository)
        // The domain no longer depends on Data, in the manifest or in an import: fixed by the code.
        try write(Self.manifest.replacingOccurrences(of: ", dependencies: [\"ShopData\"]", with: ""), to: "Package.swift", in: repository)
        try write("import UIKit\n\nstruct Checkout {}\n", to: "Sources/ShopDomain/Checkout.swift", in: repository)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(diff(repository, "json").stdout.utf8)) as? [String: Any])
        func files(_ findings: Any?) -> [String] {
            ((findings as? [[String: Any]]) ?? []).compactMap { $0["file"] as? String }
        }
        #expect(files(json["newFindings"]).sorted() == ["Sources/ShopDomain/Basket.swift", "Sources/ShopDomain/Checkout.swift"],
                "\(json)")
        #expect(files(json["fixedFindings"]) == ["Package.swift"], "\(json)")
        let change = try #require(json["rulesChange"] as? [String: Any])
        let explainedNew = try #require(change["newFindings"] as? [[String: Any]])
        #expect(explainedNew.count == 1)
        #expect((explainedNew.first?["message"] as? String)?.contains("'UIKit'") == true, "\(explainedNew)")
        #expect(files(change["fixedFindings"]).isEmpty, "\(change)")

        let text = diff(repository).stdout
        let marked = text.components(separatedBy: "\n").filter { $0.hasSuffix("(\(RulesMark.text))") }
        #expect(marked.count == 1 && marked.first?.contains("'UIKit'") == true, "\(text)")
    }
}

/// The words that mark a finding the rules change explains.
private enum RulesMark {
    static let text = "explained by the rules change"
}
