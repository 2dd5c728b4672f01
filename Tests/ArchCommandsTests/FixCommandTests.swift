import ArchCommands
import ArchFix
import ArchManifest
import ArchTestSupport
import Foundation
import Testing

/// `archkit fix` on copies of the fixtures with planted findings: what it changes, what it
/// shows in a dry run, what it leaves alone and why, and that a second run changes nothing.
@Suite("archkit fix")
struct FixCommandTests {
    static let domainManifest = "Packages/Domain/Package.swift"

    /// The e-commerce app with ProductDomain importing UserAbstraction undeclared, and
    /// BasketDomain no longer importing DIAbstraction.
    private func plantedEcommerce(_ scratch: TemporaryDirectory) throws -> URL {
        let root = try scratch.copy(RepositoryPaths.fixtures.appendingPathComponent("EcommerceApp"), as: "EcommerceApp")
        let useCase = root.appendingPathComponent("Packages/Domain/Sources/ProductDomain/GetProductsUseCase.swift")
        try Data(("import UserAbstraction\n" + String(contentsOf: useCase, encoding: .utf8)).utf8).write(to: useCase)
        for file in RepositoryPaths.swiftFiles(under: root.appendingPathComponent("Packages/Domain/Sources/BasketDomain")) {
            let text = try String(contentsOf: file, encoding: .utf8)
            try Data(text.replacingOccurrences(of: "import DIAbstraction\n", with: "").utf8).write(to: file)
        }
        return root
    }

    private func text(_ root: URL, _ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    private func hygieneFindings(_ root: URL, _ extra: [String] = []) -> [String] {
        let result = CLI.run(["check", root.path, "--format", "json"] + extra)
        return result.stdout.split(separator: "\n").filter { $0.contains("\"rule\" : \"implicit-dependency\"") || $0.contains("\"rule\" : \"unused-dependency\"") }
            .map(String.init)
    }

    @Test("an enum-style manifest: the dry run shows a patch and writes nothing, the run fixes both findings, a second run nothing")
    func enumStyle() throws {
        let scratch = try TemporaryDirectory()
        let root = try plantedEcommerce(scratch)
        let before = try text(root, Self.domainManifest)
        #expect(hygieneFindings(root).count == 2)

        let dryRun = CLI.run(["fix", root.path, "--dry-run"])
        #expect(dryRun.exitCode == 0)
        #expect(try text(root, Self.domainManifest) == before)
        #expect(dryRun.stdout.contains("""
        -            return [.abstraction(.product), .abstraction(.di), .external(.rxSwift)]
        +            return [.abstraction(.product), .abstraction(.di), .external(.rxSwift), .abstraction(.user)]
        """))
        #expect(dryRun.stdout.contains("would remove DIAbstraction from BasketDomain [unused-dependency]"))
        #expect(dryRun.stdout.hasSuffix("archkit fix: would make 2 fixes in 1 file\n"))

        let run = CLI.run(["fix", root.path])
        #expect(run.exitCode == 0)
        #expect(run.stdout.hasSuffix("archkit fix: made 2 fixes in 1 file\n"))
        let after = try text(root, Self.domainManifest)
        #expect(after == before
            .replacingOccurrences(of: "return [.abstraction(.product), .abstraction(.di), .external(.rxSwift)]",
                                  with: "return [.abstraction(.product), .abstraction(.di), .external(.rxSwift), .abstraction(.user)]")
            .replacingOccurrences(of: "return [.abstraction(.basket), .abstraction(.di), .external(.rxSwift)]",
                                  with: "return [.abstraction(.basket), .external(.rxSwift)]"))
        #expect(hygieneFindings(root).isEmpty)

        let again = CLI.run(["fix", root.path])
        #expect(again.stdout == "archkit fix: made 0 fixes in 0 files\n")
        #expect(try text(root, Self.domainManifest) == after)
    }

    @Test("the dry run's diff is a patch git applies to give what a real run writes")
    func dryRunPatchApplies() throws {
        let scratch = try TemporaryDirectory()
        let root = try plantedEcommerce(scratch)
        let json = CLI.run(["fix", root.path, "--dry-run", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let files = try #require(document["files"] as? [[String: Any]])
        #expect(files.map { $0["path"] as? String } == [Self.domainManifest])
        #expect((document["fixes"] as? [[String: Any]])?.compactMap { $0["rule"] as? String } == ["unused-dependency", "implicit-dependency"])
        let patch = try scratch.write("fix.patch", try #require(files.first?["diff"] as? String))
        let applied = try Shell.run(["git", "apply", patch.path], in: root)
        #expect(applied.status == 0, "\(applied.stderr)")
        let patched = try text(root, Self.domainManifest)
        let other = try TemporaryDirectory()
        let fresh = try plantedEcommerce(other)
        _ = CLI.run(["fix", fresh.path])
        #expect(try text(fresh, Self.domainManifest) == patched)
    }

    static let literalManifest = """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(
        name: "Shop",
        dependencies: [
            .package(path: "Vendor"),
        ],
        targets: [
            .target(
                name: "App",
                dependencies: [
                    "Core",
                    "Unused",
                    "CHeaders",
                ]
            ),
            .target(name: "Core"),
            .target(name: "Unused"),
            .target(name: "CHeaders"),
            .target(name: "Tool"),
        ]
    )

    """

    static let vendorManifest = """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(
        name: "Vendor",
        products: [
            .library(name: "VendorKit", targets: ["VendorKit"]),
        ],
        targets: [
            .target(name: "VendorKit"),
        ]
    )

    """

    private func literalRepository(_ scratch: TemporaryDirectory) throws -> URL {
        try scratch.write("Shop/Package.swift", Self.literalManifest)
        try scratch.write("Shop/Sources/App/App.swift", "import Core\nimport VendorKit\n")
        try scratch.write("Shop/Sources/Core/Core.swift", "public struct Core {}\n")
        try scratch.write("Shop/Sources/Unused/Unused.swift", "public struct Unused {}\n")
        try scratch.write("Shop/Sources/CHeaders/include/CHeaders.h", "int answer(void);\n")
        try scratch.write("Shop/Sources/CHeaders/CHeaders.c", "int answer(void) { return 42; }\n")
        try scratch.write("Shop/Sources/Tool/Tool.swift", "import Core\nimport Elsewhere\n")
        try scratch.write("Shop/Vendor/Package.swift", Self.vendorManifest)
        try scratch.write("Shop/Vendor/Sources/VendorKit/VendorKit.swift", "public struct Kit {}\n")
        try scratch.write("Elsewhere/Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(name: "Elsewhere", products: [.library(name: "Elsewhere", targets: ["Elsewhere"])], targets: [.target(name: "Elsewhere")])

        """)
        try scratch.write("Elsewhere/Sources/Elsewhere/Elsewhere.swift", "public struct Far {}\n")
        return scratch.url
    }

    @Test("a literal manifest: a product of a declared package is added, a target's entry removed; the rest is left alone with the line to write")
    func literal() throws {
        let scratch = try TemporaryDirectory()
        let root = try literalRepository(scratch)
        let run = CLI.run(["fix", root.path])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let manifest = try text(root, "Shop/Package.swift")
        #expect(manifest == Self.literalManifest
            .replacingOccurrences(of: "                \"Unused\",\n", with: "")
            .replacingOccurrences(of: "                \"CHeaders\",\n", with: "                \"CHeaders\",\n                .product(name: \"VendorKit\", package: \"Vendor\"),\n")
            .replacingOccurrences(of: ".target(name: \"Tool\"),", with: ".target(name: \"Tool\", dependencies: [\"Core\"]),"))
        // No Swift file: it may be used through its headers.
        #expect(run.stdout.contains("left alone: 'App' declares a dependency on 'CHeaders'"))
        #expect(run.stdout.contains("CHeaders has no Swift file"))
        // A package the manifest does not depend on: the two lines to add by hand.
        #expect(run.stdout.contains("Shop/Package.swift declares no dependency on package Elsewhere"))
        #expect(run.stdout.contains("by hand: add .package(path: \"../Elsewhere\") to the package's dependencies, and .product(name: \"Elsewhere\", package: \"Elsewhere\") to Tool's"))
        #expect(run.stdout.hasSuffix("archkit fix: made 3 fixes in 1 file; 2 findings left alone\n"))
        #expect(CLI.run(["fix", root.path, "--strict"]).exitCode == 1)
        #expect(CLI.run(["fix", root.path]).stdout.hasSuffix("archkit fix: made 0 fixes in 0 files; 2 findings left alone\n"))
    }

    @Test("--rule and --module limit what is fixed, and a wrong name is a usage error with a suggestion")
    func limits() throws {
        let scratch = try TemporaryDirectory()
        let root = try literalRepository(scratch)
        let onlyUnused = CLI.run(["fix", root.path, "--rule", "unused-dependency", "--dry-run"])
        #expect(onlyUnused.stdout.contains("would remove Unused from App"))
        #expect(!onlyUnused.stdout.contains("would add"))
        let onlyTool = CLI.run(["fix", root.path, "--module", "Tool", "--dry-run"])
        #expect(onlyTool.stdout.contains("would add Core to Tool"))
        #expect(!onlyTool.stdout.contains("from App"))
        let misspelt = CLI.run(["fix", root.path, "--rule", "unused-dependencies"])
        #expect(misspelt.exitCode == 2)
        #expect(misspelt.stderr.contains("did you mean 'unused-dependency'?"))
        let unknown = CLI.run(["fix", root.path, "--module", "Tol"])
        #expect(unknown.exitCode == 2)
        #expect(unknown.stderr.contains("did you mean 'Tool'?"))
    }

    @Test("an Xcode target and a list several targets share are left alone")
    func refusals() throws {
        let scratch = try TemporaryDirectory()
        let xcode = try scratch.copy(RepositoryPaths.fixtures.appendingPathComponent("ClassicXcodeApp"), as: "Classic")
        let classic = CLI.run(["fix", xcode.path, "--include-tests", "--dry-run"])
        #expect(classic.stdout.contains("ClassicAppTests is declared in an Xcode project, which archkit does not edit yet"))
        #expect(classic.stdout.contains("by hand: in Xcode, add ClassicKit to Frameworks and Libraries of target ClassicAppTests"))

        let shared = try scratch.write("Shared/Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription

        let common: [Target.Dependency] = ["Core", "Extra"]

        let package = Package(
            name: "Shared",
            targets: [
                .target(name: "A", dependencies: common),
                .target(name: "B", dependencies: common),
                .target(name: "Core"),
                .target(name: "Extra"),
            ]
        )

        """)
        try scratch.write("Shared/Sources/A/A.swift", "import Core\n")
        try scratch.write("Shared/Sources/B/B.swift", "import Core\nimport Extra\n")
        try scratch.write("Shared/Sources/Core/Core.swift", "public struct Core {}\n")
        try scratch.write("Shared/Sources/Extra/Extra.swift", "public struct Extra {}\n")
        let before = try Data(contentsOf: shared)
        let result = CLI.run(["fix", scratch.url.appendingPathComponent("Shared").path])
        #expect(result.stdout.contains("the list is shared with target B, which would change too"))
        #expect(result.stdout.contains("by hand: remove Extra from the dependencies of target A in Package.swift:4"))
        #expect(try Data(contentsOf: shared) == before)
    }

    @Test("a manifest SwiftPM reads differently after the edit is not written, and the fix is reported as failed", .requires(.swift))
    func swiftPMDisagreement() throws {
        let scratch = try TemporaryDirectory()
        let root = try literalRepository(scratch)
        let swift = try Shell.run(["sh", "-c", "command -v swift"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        // SwiftPM as it would be if it read the product under another name.
        let fake = try scratch.writeExecutable("bin/swift", """
        #!/bin/sh
        if [ "$1" = package ]; then "\(swift)" "$@" | sed 's/"VendorKit"/"VendorKat"/g'; exit 0; fi
        exec "\(swift)" "$@"
        """)
        let before = try text(root, "Shop/Package.swift")
        let result = CLI.run(["fix", root.appendingPathComponent("Shop").path, "--no-cache", "--rule", "implicit-dependency"],
                             environment: ["ARCHKIT_SWIFT": fake.path])
        #expect(result.exitCode == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("error: not fixed: 'App' imports 'VendorKit'"))
        #expect(result.stdout.contains("SwiftPM reads the edited manifest differently, so it was not written"))
        #expect(try text(root, "Shop/Package.swift") == before)
    }

    @Test("a package with version-specific manifests is left alone: an edit of one would leave the others behind")
    func versionSpecificManifests() throws {
        let scratch = try TemporaryDirectory()
        let root = try literalRepository(scratch)
        try scratch.write("Shop/Package@swift-5.10.swift", Self.literalManifest)
        let result = CLI.run(["fix", root.path])
        #expect(result.stdout.contains("the package also has Package@swift-5.10.swift, which SwiftPM reads instead with some toolchains"))
        #expect(result.stdout.contains("archkit fix: made 0 fixes in 0 files"))
        #expect(try text(root, "Shop/Package.swift") == Self.literalManifest)
    }

    @Test("removing the last use of a package leaves its .package line, and says so")
    func packageLeftUnused() throws {
        let scratch = try TemporaryDirectory()
        try scratch.write("Domain/Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(name: "Domain", products: [.library(name: "Domain", targets: ["Domain"])], targets: [.target(name: "Domain")])

        """)
        try scratch.write("Domain/Sources/Domain/Domain.swift", "public struct Domain {}\n")
        try scratch.write("App/Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "App",
            dependencies: [
                .package(path: "../Domain"),
            ],
            targets: [
                .target(name: "Feature", dependencies: [.product(name: "Domain", package: "Domain")]),
            ]
        )

        """)
        try scratch.write("App/Sources/Feature/Feature.swift", "public struct Feature {}\n")
        let result = CLI.run(["fix", scratch.url.path])
        #expect(result.stdout.contains("App/Package.swift: remove Domain from Feature [unused-dependency]"))
        #expect(result.stdout.contains("note: App/Package.swift:7: no target depends on package Domain any more; remove its .package entry if nothing else needs it"))
        #expect(try text(scratch.url, "App/Package.swift").contains(".package(path: \"../Domain\"),"))
    }

    @Test("a package whose manifest only SwiftPM reads: its products come from SwiftPM's reading", .requires(.swift))
    func productsOfAManifestOnlySwiftPMReads() throws {
        let scratch = try TemporaryDirectory()
        try scratch.write("Lib/Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Lib",
            products: [.library(name: "LibCore", targets: ["LibCore"])],
            targets: [.target(name: "LibCore")]
        )

        for target in package.targets {
            target.swiftSettings = [.define("LIB")]
        }

        """)
        try scratch.write("Lib/Sources/LibCore/LibCore.swift", "public struct Core {}\n")
        try scratch.write("App/Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "App",
            dependencies: [.package(path: "../Lib")],
            targets: [.target(name: "Feature")]
        )

        """)
        try scratch.write("App/Sources/Feature/Feature.swift", "import LibCore\n")
        let result = CLI.run(["fix", scratch.url.path])
        #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
        #expect(try text(scratch.url, "App/Package.swift").contains(
            ".target(name: \"Feature\", dependencies: [.product(name: \"LibCore\", package: \"Lib\")])"))
        let statically = CLI.run(["fix", scratch.url.path, "--manifests", "static", "--dry-run"])
        #expect(statically.stdout.contains("archkit fix: would make 0 fixes in 0 files"))
    }

    @Test("no guessing: a module two packages declare, a module several products vend, a module no product vends")
    func noGuessing() throws {
        let scratch = try TemporaryDirectory()
        func package(_ folder: String, _ arguments: String) throws {
            try scratch.write("\(folder)/Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\n\nlet package = Package(\(arguments))\n")
        }
        try package("App", "name: \"App\", dependencies: [.package(path: \"../Multi\"), .package(path: \"../Bare\")], targets: [.target(name: \"Feature\")]")
        try scratch.write("App/Sources/Feature/Feature.swift", "import Core\nimport BareCore\n")
        try package("Multi", "name: \"Multi\", products: [.library(name: \"Kit\", targets: [\"Core\"]), .library(name: \"KitPlus\", targets: [\"Core\"])], targets: [.target(name: \"Core\")]")
        try scratch.write("Multi/Sources/Core/Core.swift", "public struct C {}\n")
        try package("Bare", "name: \"Bare\", targets: [.target(name: \"BareCore\")]")
        try scratch.write("Bare/Sources/BareCore/B.swift", "public struct B {}\n")

        let several = CLI.run(["fix", scratch.url.path, "--dry-run"])
        #expect(several.stdout.contains("the products Kit, KitPlus of package Multi all vend Core; archkit does not guess which is meant"))
        #expect(several.stdout.contains("package Bare vends no library product with BareCore"))
        #expect(several.stdout.contains("by hand: add .library(name: \"BareCore\", targets: [\"BareCore\"]) to the products of Bare/Package.swift, then .product(name: \"BareCore\", package: \"Bare\") to Feature's dependencies"))

        try package("Twin", "name: \"Twin\", products: [.library(name: \"Core\", targets: [\"Core\"])], targets: [.target(name: \"Core\")]")
        try scratch.write("Twin/Sources/Core/T.swift", "public struct T {}\n")
        let twins = CLI.run(["fix", scratch.url.path, "--dry-run"])
        #expect(twins.stdout.contains("Core is a module of 2 packages or projects (Multi/Package.swift, Twin/Package.swift); archkit does not guess which is meant"))
        #expect(twins.stdout.hasSuffix("archkit fix: would make 0 fixes in 0 files; 2 findings left alone\n"))
    }

    @Test("a package that depends on the repository's top package by path gets its product, into an empty list laid out over lines")
    func dependencyOnTheTopPackage() throws {
        let scratch = try TemporaryDirectory()
        let top = try scratch.write("rootpkg/Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(name: "rootpkg", products: [.library(name: "Core", targets: ["Core"])], targets: [.target(name: "Core")])

        """).deletingLastPathComponent()
        try scratch.write("rootpkg/Sources/Core/Core.swift", "public struct Core {}\n")
        let demo = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
          name: "Demo",
          dependencies: [
            .package(name: "rootpkg", path: "../.."),
          ],
          targets: [
            .target(
              name: "Feature",
              dependencies: [
              ]
            ),
          ]
        )

        """
        try scratch.write("rootpkg/Examples/Demo/Package.swift", demo)
        try scratch.write("rootpkg/Examples/Demo/Sources/Feature/Feature.swift", "import Core\n")
        let result = CLI.run(["fix", top.path])
        #expect(result.stdout.contains("Examples/Demo/Package.swift: add Core to Feature [implicit-dependency]"), "\(result.stdout)")
        #expect(try text(top, "Examples/Demo/Package.swift") == demo.replacingOccurrences(
            of: "      dependencies: [\n      ]", with: "      dependencies: [\n        .product(name: \"Core\", package: \"rootpkg\"),\n      ]"))
    }

    @Test("no note that a package is unused while a plain name may still name its product")
    func noNoteBesideAPlainName() throws {
        let before = Array("""
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
          name: "App",
          dependencies: [.package(path: "../Lib")],
          targets: [
            .target(name: "A", dependencies: [.product(name: "Lib", package: "Lib")]),
            .target(name: "B", dependencies: ["Lib"]),
          ]
        )

        """.utf8)
        let result = DependencyListEditor.apply([.remove("Lib", target: "A", line: nil)], to: before, path: "App/Package.swift")
        #expect(result.applied.count == 1)
        func read(_ bytes: [UInt8]) throws -> PackageManifest {
            try #require(StaticManifestReader().read(ManifestInput(fileURL: URL(fileURLWithPath: "/App/Package.swift"),
                                                                   relativePath: "App/Package.swift", contents: bytes)).manifest)
        }
        #expect(FixPlanner.packagesLeftUnused(path: "App/Package.swift", before: try read(before), after: try read(result.contents)).isEmpty)
        let alone = result.contents.split(separator: UInt8(ascii: "\n")).filter { !String(decoding: $0, as: UTF8.self).contains("\"B\"") }
        let withoutB = Array(alone.joined(separator: [UInt8(ascii: "\n")])) + [UInt8(ascii: "\n")]
        #expect(FixPlanner.packagesLeftUnused(path: "App/Package.swift", before: try read(before), after: try read(withoutB)).count == 1)
    }

    @Test("a path that leads elsewhere still names its package, as SwiftPM matches package: by identity")
    func pathThatLeadsElsewhere() throws {
        let scratch = try TemporaryDirectory()
        let root = try literalRepository(scratch)
        // The package lives at Shop/Vendor, but the manifest says ../Vendor, as real ones do.
        let manifest = Self.literalManifest.replacingOccurrences(of: ".package(path: \"Vendor\")", with: ".package(path: \"../Vendor\")")
        try scratch.write("Shop/Package.swift", manifest)
        let result = CLI.run(["fix", root.path, "--rule", "implicit-dependency", "--dry-run"])
        #expect(result.stdout.contains("would add VendorKit to App"), "\(result.stdout)")
    }

    @Test("init's next steps offer fix when some findings are missing or unused dependencies, and only then")
    func initOffersFix() throws {
        let scratch = try TemporaryDirectory()
        let root = try plantedEcommerce(scratch)
        try FileManager.default.removeItem(at: root.appendingPathComponent(".archrules"))
        let planted = CLI.run(["init", root.path])
        #expect(planted.stdout.contains("archkit fix \(root.path) --dry-run"))
        #expect(planted.stdout.contains("the manifest edits that fix the 2 missing and unused dependencies; then 'archkit fix'"))

        let clean = try scratch.copy(RepositoryPaths.fixtures.appendingPathComponent("EcommerceApp"), as: "Clean")
        try FileManager.default.removeItem(at: clean.appendingPathComponent(".archrules"))
        #expect(!CLI.run(["init", clean.path]).stdout.contains("archkit fix"))
    }

    @Test("a shared entry of a product of several modules, which no finding ties to one target, is left alone")
    func sharedProductEntry() throws {
        let scratch = try TemporaryDirectory()
        try scratch.write("Lib/Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(name: "Lib", products: [.library(name: "Kit", targets: ["KitA", "KitB"])],
                              targets: [.target(name: "KitA"), .target(name: "KitB")])

        """)
        try scratch.write("Lib/Sources/KitA/A.swift", "public struct A {}\n")
        try scratch.write("Lib/Sources/KitB/B.swift", "public struct B {}\n")
        try scratch.write("App/Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription

        let common: [Target.Dependency] = [.product(name: "Kit", package: "Lib")]

        let package = Package(
            name: "App",
            dependencies: [.package(path: "../Lib")],
            targets: [.target(name: "One", dependencies: common), .target(name: "Two", dependencies: common)]
        )

        """)
        try scratch.write("App/Sources/One/One.swift", "public struct One {}\n")
        try scratch.write("App/Sources/Two/Two.swift", "public struct Two {}\n")
        let result = CLI.run(["fix", scratch.url.path, "--dry-run"])
        #expect(result.stdout.components(separatedBy: "several targets share the entry, and the finding does not say whose it is").count == 3,
                "\(result.stdout)")
        #expect(result.stdout.hasSuffix("archkit fix: would make 0 fixes in 0 files; 2 findings left alone\n"))
    }
}
