import ArchViews
import ArchTestSupport
import Foundation
import Testing
import ArchAnalysis
import ArchCommands

@Suite("Diff command", .serialized)
struct DiffCommandTests {
    @Test func oneAddedImportIsExactlyOneAddedEdge() throws {
        let copy = try FixtureCopy()
        // RxCocoa is already a module of the graph (API imports it); BasketDomain's import of it is new.
        try copy.insert("import RxCocoa\n", atLine: 1, of: "Packages/Domain/Sources/BasketDomain/AddProductUseCase.swift")
        let result = CLI.run(["diff", EcommerceFixtureTests.fixture.path, copy.root.path, "--format", "json"])
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let added = try #require(object["addedEdges"] as? [[String: Any]])
        #expect(added.count == 1)
        #expect(added.first?["from"] as? String == "BasketDomain")
        #expect(added.first?["to"] as? String == "RxCocoa")
        #expect(added.first?["kind"] as? String == "import")
        for key in ["removedEdges", "addedModules", "removedModules", "newFindings", "fixedFindings"] {
            #expect((object[key] as? [Any])?.isEmpty == true, "\(key)")
        }
    }

    @Test func newFindingsFailOnlyWhenAsked() throws {
        let copy = try FixtureCopy()
        try copy.insert("import BasketDomain\n", atLine: 1, of: "Packages/Domain/Sources/ProductDomain/GetProductsUseCase.swift")
        try copy.insert("import ProductDomain\n", atLine: 1, of: "Packages/Domain/Sources/BasketDomain/AddProductUseCase.swift")
        let plain = CLI.run(["diff", EcommerceFixtureTests.fixture.path, copy.root.path])
        #expect(plain.exitCode == ExitCode.success)
        #expect(plain.stdout.contains("findings: 3 new, 0 fixed\n  + error [dependency-cycle] dependency cycle: BasketDomain → ProductDomain → BasketDomain at "))
        #expect(plain.stdout.contains("+ warning [implicit-dependency] 'ProductDomain' imports 'BasketDomain' without declaring it"))
        // Two new warnings and an error: the error fails, as `archkit check` would.
        let failing = CLI.run(["diff", EcommerceFixtureTests.fixture.path, copy.root.path, "--fail-on-new"])
        #expect(failing.exitCode == ExitCode.violations)
        // The other way round, the change fixes the cycle and adds nothing.
        let reverse = CLI.run(["diff", copy.root.path, EcommerceFixtureTests.fixture.path, "--fail-on-new", "--strict", "--format", "markdown"])
        #expect(reverse.exitCode == ExitCode.success)
        #expect(reverse.stdout.contains("| findings | 0 new | 3 fixed |"))
    }

    @Test func anAddedTypeReferenceIsAnAddedReferenceEdge() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-diff-references")
        let fixture = RepositoryPaths.fixtures.appendingPathComponent("FeatureLayers")
        let copy = try scratch.copy(fixture, as: "FeatureLayers")
        // Profile's service uses Catalog's door: a new edge, and no finding.
        let file = copy.appendingPathComponent("ShopApp/Sources/Profile/Service/DefaultProfileService.swift")
        var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        lines.insert("    private let catalog: (any CatalogService)? = nil", at: 7)
        try Data(lines.joined(separator: "\n").utf8).write(to: file)

        let text = CLI.run(["diff", fixture.path, copy.path, "--fail-on-new"])
        #expect(text.exitCode == ExitCode.success, "\(text.stdout)\(text.stderr)")
        #expect(text.stdout.contains("""
            edges: 1 added, 0 removed
              + Profile → Catalog (reference, ShopApp/Sources/Profile/Service/DefaultProfileService.swift:8:31 names CatalogService)

            """))
        let markdown = CLI.run(["diff", copy.path, fixture.path, "--format", "markdown"]).stdout
        #expect(markdown.contains("| edges | 0 | 1 |"))
        #expect(markdown.contains("- `Profile → Catalog (reference, ShopApp/Sources/Profile/Service/DefaultProfileService.swift:8:31 names CatalogService)`"))
    }

    @Test func savedGraphJSONIsASide() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-diff")
        let saved = scratch.url.appendingPathComponent("base.json")
        let fixture = RepositoryPaths.fixtures.appendingPathComponent("RouteModules").path
        #expect(CLI.run(["graph", fixture, "--output", saved.path]).exitCode == ExitCode.success)
        let same = CLI.run(["diff", saved.path, fixture])
        #expect(same.stdout.hasSuffix("no change to the architecture\n"), "\(same.stdout)")
        try scratch.write("broken.json", "{\"version\": 7}")
        let broken = CLI.run(["diff", scratch.url.appendingPathComponent("broken.json").path, fixture])
        #expect(broken.exitCode == ExitCode.usage)
        #expect(broken.stderr.contains("graph JSON version 7; this archkit reads version 2"))
    }

    @Test(.requires(.git))
    func revisionsAreReadWithoutTouchingTheWorkingTree() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-diff-git")
        let repository = try GitRepository(copying: RepositoryPaths.fixtures.appendingPathComponent("RouteModules"), into: scratch).folder
        let file = repository.appendingPathComponent("Packages/HomeModule/Sources/HomeModule/HomeModule.swift")
        let original = try String(contentsOf: file, encoding: .utf8)
        try Data(("import ProfileModule\n" + original).utf8).write(to: file)
        let before = try Snapshot(repository)
        let statusBefore = try Shell.run(["git", "status", "--porcelain"], in: repository).stdout

        let result = CLI.run(["diff", "HEAD", "--path", repository.path, "--fail-on-new"])
        #expect(result.exitCode == ExitCode.violations, "\(result.stderr)")
        #expect(result.stdout.contains("+ HomeModule → ProfileModule (import, Packages/HomeModule/Sources/HomeModule/HomeModule.swift:1:1)"))
        #expect(result.stdout.contains("+ error [route-module-dependency] 'HomeModule' (Business) imports 'ProfileModule' (Business)"))
        #expect(try Snapshot(repository) == before)
        #expect(try Shell.run(["git", "status", "--porcelain"], in: repository).stdout == statusBefore)
        #expect(try Shell.run(["git", "worktree", "list"], in: repository).stdout.split(separator: "\n").count == 1)

        let unknown = CLI.run(["diff", "no-such-branch", "--path", repository.path])
        #expect(unknown.exitCode == ExitCode.usage)
        #expect(unknown.stderr.contains("'no-such-branch' is neither a graph JSON file, a folder, nor a revision"))
    }
}
