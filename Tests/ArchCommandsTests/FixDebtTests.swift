import ArchCommands
import ArchTestSupport
import Foundation
import Testing

/// `archkit fix` and accepted debt: stale `except` lines go unless they name something
/// unknown, baseline entries of fixed findings go, and an older baseline is migrated whole.
@Suite("archkit fix and debt")
struct FixDebtTests {
    static let manifest = """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(
        name: "Shop",
        targets: [
            .target(name: "App", dependencies: ["Core", "Unused"]),
            .target(name: "Core"),
            .target(name: "Unused"),
        ]
    )

    """

    static let rules = """
    layer Feature = App
    layer Base = Core Unused
    allow Feature -> Base
    except App -> Core owner @shop expires 2099-12-31 "paid long ago"
    except App -> Cor owner @shop expires 2099-12-31 "misspelt"
    except rule unused-dependency path Sources/Legacy/** owner @shop expires 2099-12-31 "nothing there"
    except rule banned-name path Sources/App/** owner @shop expires 2099-12-31 "renamed since"
    except App -> Leg* owner @shop expires 2099-12-31 "gone"

    """

    private func repository(_ scratch: TemporaryDirectory) throws -> URL {
        try scratch.write("Package.swift", Self.manifest)
        try scratch.write(".archrules", Self.rules)
        try scratch.write("Sources/App/App.swift", "import Core\n")
        try scratch.write("Sources/Core/Core.swift", "public struct Core {}\n")
        try scratch.write("Sources/Unused/Unused.swift", "public struct Unused {}\n")
        return scratch.url
    }

    @Test("stale except lines are deleted; one naming an unknown module stays, with the name it probably means")
    func exceptions() throws {
        let scratch = try TemporaryDirectory()
        let root = try repository(scratch)
        let result = CLI.run(["fix", root.path, "--rule", "exception-stale"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let rules = try String(contentsOf: root.appendingPathComponent(".archrules"), encoding: .utf8)
        #expect(rules == """
        layer Feature = App
        layer Base = Core Unused
        allow Feature -> Base
        except App -> Cor owner @shop expires 2099-12-31 "misspelt"
        except rule unused-dependency path Sources/Legacy/** owner @shop expires 2099-12-31 "nothing there"
        except App -> Leg* owner @shop expires 2099-12-31 "gone"

        """)
        #expect(result.stdout.contains(".archrules: delete the except line 4 [exception-stale]"))
        #expect(result.stdout.contains(".archrules: delete the except line 7 [exception-stale]"))
        #expect(result.stdout.contains("it names Cor (did you mean 'Core'?), which is no module or layer: a misspelt line is corrected, not dropped"))
        #expect(result.stdout.contains("its path Sources/Legacy/** matches no file: the code it excused may have moved"))
        #expect(result.stdout.contains("its pattern Leg* matches no module or layer: the code it excused may have moved"))
        #expect(result.stdout.contains("by hand: correct line 5 of .archrules, or delete it"))
        let check = CLI.run(["check", root.path])
        #expect(check.stdout.components(separatedBy: "exception-stale").count == 4)
    }

    @Test("baseline entries of the findings fix resolves are dropped, and the baseline still accepts the rest")
    func baseline() throws {
        let scratch = try TemporaryDirectory()
        let root = try repository(scratch)
        try scratch.write(".archrules", "")
        try scratch.write("Sources/App/Extra.swift", "import Unused\nimport Foundation\n")
        try scratch.write("Sources/Core/Core.swift", "import Unused\npublic struct Core {}\n")
        let written = CLI.run(["check", root.path, "--write-baseline", "base.json"], in: root)
        #expect(written.exitCode == 0)
        let before = try String(contentsOf: root.appendingPathComponent("base.json"), encoding: .utf8)
        #expect(before.contains("implicit-dependency"))
        // App's import of Unused goes: its entry turns unused.
        try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/App/Extra.swift"))

        let result = CLI.run(["fix", root.path, "--baseline", "base.json"], in: root)
        #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("Package.swift: add Unused to Core [implicit-dependency]"))
        #expect(result.stdout.contains("Package.swift: remove Unused from App [unused-dependency]"))
        let after = try String(contentsOf: root.appendingPathComponent("base.json"), encoding: .utf8)
        #expect(after == "{\n  \"version\": 2,\n  \"findings\": []\n}\n")
        let check = CLI.run(["check", root.path, "--baseline", "base.json"], in: root)
        #expect(check.stdout.hasSuffix("archkit: 0 errors, 0 warnings in 4 files, 3 modules, 4 edges\n"), "\(check.stdout)")
    }

    @Test("a baseline of an older format is written in the current one with every entry, none dropped")
    func olderBaseline() throws {
        let scratch = try TemporaryDirectory()
        let root = try repository(scratch)
        try scratch.write(".archrules", "")
        try scratch.write("old.json", """
        {
          "version": 1,
          "findings": [
            {"rule": "implicit-dependency", "file": "Sources/Gone/Gone.swift", "subject": ["dependency", "Gone", "Core"]}
          ]
        }

        """)
        let result = CLI.run(["fix", root.path, "--baseline", "old.json", "--rule", "baseline-stale"], in: root)
        #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("write the baseline in format 2, migrating all 1 entries from format 1"))
        let after = try String(contentsOf: root.appendingPathComponent("old.json"), encoding: .utf8)
        #expect(after == """
        {
          "version": 2,
          "findings": [
            {"rule": "implicit-dependency", "file": null, "subject": ["dependency", "Gone", "Core"]}
          ]
        }

        """)
    }
}
