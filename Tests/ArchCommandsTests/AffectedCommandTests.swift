import ArchCommands
import ArchTestSupport
import Foundation
import Testing

/// `archkit affected` on a git history of the e-commerce fixture.
@Suite("Affected command", .serialized, .requires(.git))
struct AffectedCommandTests {
    static let domainFile = "Packages/Domain/Sources/BasketDomain/GetBasketUseCase.swift"

    /// The fixture committed on `main`, then a branch `feature` that touches one Domain module,
    /// then a later commit on `main` that touches another.
    final class History: @unchecked Sendable {
        let scratch: TemporaryDirectory
        let repository: GitRepository

        init() throws {
            scratch = try TemporaryDirectory(prefix: "archkit-affected")
            repository = try GitRepository(copying: EcommerceFixtureTests.fixture, into: scratch)
            try repository.git("branch", "-M", "main")
            try repository.git("checkout", "-q", "-b", "feature")
            try append("\n// a change of the feature\n", to: AffectedCommandTests.domainFile)
            try repository.git("commit", "-q", "-am", "feature")
            try repository.git("checkout", "-q", "main")
            try append("\n// landed on main meanwhile\n", to: "Packages/Domain/Sources/ProductDomain/GetProductsUseCase.swift")
            try repository.git("commit", "-q", "-am", "main moves on")
            try repository.git("checkout", "-q", "feature")
        }

        func append(_ text: String, to path: String) throws {
            let url = repository.folder.appendingPathComponent(path)
            try Data((try String(contentsOf: url, encoding: .utf8) + text).utf8).write(to: url)
        }

        static let shared = Result { try History() }
    }

    func affected(_ arguments: [String]) throws -> CommandResult {
        let history = try History.shared.get()
        return CLI.run(["affected"] + arguments + ["--path", history.repository.folder.path])
    }

    @Test func aDomainChangeListsTheModuleItsDependentsAndTheirTests() throws {
        let result = try affected(["main", "feature", "--format", "json"])
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["changedModules"] as? [String] == ["BasketDomain"])
        let names = try #require(json["affectedModules"] as? [[String: Any]]).compactMap { $0["name"] as? String }
        // The app target depends on BasketFeature, and its test bundle on the app.
        #expect(Set(names) == ["BasketDomain", "BasketFeature", "MyEcommerce", "BasketFeatureTests", "MyEcommerceTests"])
        // What landed on main since the branch left it is not the branch's change.
        #expect(!names.contains("ProductDomain"))
        #expect(!names.contains("ProductsFeature"))
        #expect(json["tests"] as? [String] == ["BasketFeatureTests", "MyEcommerceTests"])

        let tests = try affected(["main", "feature", "--tests"])
        #expect(tests.stdout == "BasketFeatureTests\nMyEcommerceTests\n")
    }

    /// The fixture's enum-style manifests compute their targets, so a change outside a switch
    /// arm, read statically, cannot be told apart target by target: every target of the
    /// package changes. A comment changes none.
    @Test func aManifestInTheWorkingTreeChangesEveryTargetOfItsPackage() throws {
        let history = try History.shared.get()
        let manifest = history.repository.folder.appendingPathComponent("Packages/Domain/Package.swift")
        let original = try Data(contentsOf: manifest)
        defer { try? original.write(to: manifest) }
        try (original + Data("\nlet unusedSetting = \"fast\"\n".utf8)).write(to: manifest)
        let result = try affected(["feature"])
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        #expect(result.stdout.contains("manifests changed: Packages/Domain/Package.swift"))
        #expect(result.stdout.contains("changed modules (8): AnalyticsDomain, BasketDomain, ProductDomain, RoutingDomain, RoutingDomainTests, "
            + "UserDomain, WebContainerDomain, WebContainerDomainTests"), "\(result.stdout)")
        #expect(result.stdout.contains("RoutingDomainTests") && result.stdout.contains("tests to run ("))

        try (original + Data("\n// touched\n".utf8)).write(to: manifest)
        let comment = try affected(["feature"])
        #expect(comment.stdout.contains("manifests changed: Packages/Domain/Package.swift"))
        #expect(comment.stdout.contains("changed modules (0): none"), "\(comment.stdout)")
    }

    /// A literal manifest's change is told apart target by target.
    @Test func aChangedTargetInALiteralManifestChangesThatTargetAlone() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-manifest-change")
        let manifest = """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "P", targets: [
                .target(name: "Core"),
                .target(name: "Feature", dependencies: ["Core"]),
                .testTarget(name: "CoreTests", dependencies: ["Core"]),
                .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
            ])

            """
        _ = try scratch.write("source/Package.swift", manifest)
        for (path, text) in [("Sources/Core/C.swift", "struct C {}\n"), ("Sources/Feature/F.swift", "import Core\n"),
                             ("Tests/CoreTests/T.swift", "import Core\n"), ("Tests/FeatureTests/T.swift", "import Feature\n")] {
            _ = try scratch.write("source/" + path, text)
        }
        let repository = try GitRepository(copying: scratch.url.appendingPathComponent("source"), into: scratch)
        try repository.git("branch", "-M", "main")
        try Data(manifest.replacingOccurrences(of: ".target(name: \"Feature\", dependencies: [\"Core\"])",
                                               with: ".target(name: \"Feature\", dependencies: [\"Core\"], exclude: [\"Old\"])").utf8)
            .write(to: repository.folder.appendingPathComponent("Package.swift"))
        let result = CLI.run(["affected", "main", "--manifests", "static", "--path", repository.folder.path])
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        #expect(result.stdout.contains("changed modules (1): Feature"), "\(result.stdout)")
        #expect(result.stdout.contains("tests to run (1): FeatureTests"), "\(result.stdout)")
    }

    /// The working tree's project is compared with the base's target by target: a comment
    /// changes no declaration, so no target, though the file is listed as a changed project.
    @Test func anXcodeProjectInTheWorkingTreeIsComparedTargetByTarget() throws {
        let history = try History.shared.get()
        let project = history.repository.folder.appendingPathComponent("MyEcommerce.xcodeproj/project.pbxproj")
        let original = try Data(contentsOf: project)
        defer { try? original.write(to: project) }
        try (original + Data("\n// touched\n".utf8)).write(to: project)
        let result = try affected(["feature", "--format", "json"])
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["changedModules"] as? [String] == [], "\(result.stdout)")
        #expect(json["tests"] as? [String] == [])
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(files.contains { $0["path"] as? String == "MyEcommerce.xcodeproj/project.pbxproj" && $0["isManifest"] as? Bool == true })
    }

    /// A package with one target on each of two remote packages; the branch moves one pin.
    @Test func aMovedPinAffectsTheTargetsThatUseThePackageAndTheirTests() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-pins")
        let source = scratch.url.appendingPathComponent("source")
        let head = "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"P\", dependencies: ["
        _ = try scratch.write("source/Package.swift", head + """
            .package(url: "https://github.com/apple/swift-log.git", from: "1.5.0"),
            .package(url: "https://github.com/apple/swift-collections", from: "1.1.0")], targets: [
            .target(name: "A", dependencies: [.product(name: "Logging", package: "swift-log")]),
            .target(name: "B", dependencies: [.product(name: "Collections", package: "swift-collections")]),
            .testTarget(name: "ATests", dependencies: ["A"]), .testTarget(name: "BTests", dependencies: ["B"])])

            """)
        for (path, text) in [("Sources/A/A.swift", "import Logging\n"), ("Sources/B/B.swift", "import Collections\n"),
                             ("Tests/ATests/T.swift", "import A\n"), ("Tests/BTests/T.swift", "import B\n")] {
            _ = try scratch.write("source/" + path, text)
        }
        _ = try scratch.write("source/Package.resolved", SampleManifests.packageResolved)
        let repository = try GitRepository(copying: source, into: scratch)
        try repository.git("branch", "-M", "main")
        try repository.git("checkout", "-q", "-b", "feature")
        try Data(SampleManifests.packageResolved.replacingOccurrences(of: "\"1.5.3\"", with: "\"1.6.0\"").utf8)
            .write(to: repository.folder.appendingPathComponent("Package.resolved"))
        try repository.git("commit", "-q", "-am", "move swift-log")

        let result = CLI.run(["affected", "main", "feature", "--manifests", "static", "--path", repository.folder.path])
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        #expect(result.stdout.contains("packages pinned elsewhere (1): swift-log"), "\(result.stdout)")
        #expect(result.stdout.contains("changed modules (1): Logging"), "\(result.stdout)")
        #expect(result.stdout.contains("tests to run (1): ATests"), "\(result.stdout)")
        let json = CLI.run(["affected", "main", "feature", "--manifests", "static", "--format", "json", "--path", repository.folder.path])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["repinnedPackages"] as? [String] == ["swift-log"])
        // Nothing moved between main and itself.
        let none = CLI.run(["affected", "main", "main", "--manifests", "static", "--path", repository.folder.path])
        #expect(none.stdout.contains("changed modules (0): none"), "\(none.stdout)")
    }

    /// An app `Shop` and, in another project, a test bundle of `name` (as the project writes
    /// it) that tests it; on `main`, with the app's file changed in the working tree.
    static func appWithTestBundle(named name: String, in scratch: TemporaryDirectory) throws -> GitRepository {
        _ = try scratch.write("source/App/App.xcodeproj/project.pbxproj", XcodeWorkspaceInputTests.project(
            target: "Shop", productType: "com.apple.product-type.application"))
        _ = try scratch.write("source/App/Sources/Shop.swift", "struct Shop {}\n")
        _ = try scratch.write("source/Tests/Tests.xcodeproj/project.pbxproj", XcodeWorkspaceInputTests.project(
            target: name, productType: "com.apple.product-type.bundle.unit-test"))
        _ = try scratch.write("source/Tests/Sources/ShopTests.swift", "@testable import Shop\n")
        let repository = try GitRepository(copying: scratch.url.appendingPathComponent("source"), into: scratch)
        try repository.git("branch", "-M", "main")
        try Data("struct Shop { let name = \"x\" }\n".utf8).write(to: repository.folder.appendingPathComponent("App/Sources/Shop.swift"))
        return repository
    }

    /// Test target names may hold spaces (Xcode's often do): one per line, each whole, which
    /// the loop in docs/commands.md reads name by name.
    @Test func testNamesWithSpacesComeOnePerLineForAShellLoop() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-test-names")
        let repository = try Self.appWithTestBundle(named: "\"Shop Tests\"", in: scratch)

        let tests = CLI.run(["affected", "main", "--tests", "--path", repository.folder.path])
        #expect(tests.exitCode == ExitCode.success, "\(tests.stderr)")
        #expect(tests.stdout == "Shop Tests\n")
        let loop = try Shell.run(["sh", "-c", "printf '%s' \"$1\" | while IFS= read -r target; do printf '[%s]\\n' \"$target\"; done",
                                  "sh", tests.stdout])
        #expect(loop.stdout == "[Shop Tests]\n")
    }

    /// A name with a line break cannot come one per line: without --null the list is refused
    /// rather than split into two names; with it, each name ends with a NUL byte.
    @Test func aTestNameWithALineBreakNeedsTheNullTerminatedList() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-test-names")
        let repository = try Self.appWithTestBundle(named: "\"Shop\\nTests\"", in: scratch)

        let lines = CLI.run(["affected", "main", "--tests", "--path", repository.folder.path])
        #expect(lines.exitCode == ExitCode.usage)
        #expect(lines.stdout.isEmpty)
        #expect(lines.stderr.contains("\"Shop\\nTests\" has a line break in its name"), "\(lines.stderr)")
        #expect(lines.stderr.contains("--tests --null"))
        let terminated = CLI.run(["affected", "main", "--tests", "-z", "--path", repository.folder.path])
        #expect(terminated.exitCode == ExitCode.success, "\(terminated.stderr)")
        #expect(terminated.stdout == "Shop\nTests\u{0}")
    }

    /// One target's setting changed in a project of three: that target and its tests, not
    /// every target of the project.
    @Test func aProjectChangeAffectsTheTargetsWhoseDeclarationChanged() throws {
        func project(widgetSwiftVersion: String) -> String {
            """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tP = { isa = PBXProject; mainGroup = M; targets = (A, W, WT); };
            \t\tM = { isa = PBXGroup; children = (GA, GW, GT); sourceTree = "<group>"; };
            \t\tGA = { isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            \t\tGW = { isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = "<group>"; };
            \t\tGT = { isa = PBXFileSystemSynchronizedRootGroup; path = WidgetTests; sourceTree = "<group>"; };
            \t\tA = { isa = PBXNativeTarget; name = App; fileSystemSynchronizedGroups = (GA); buildConfigurationList = AL; productType = "com.apple.product-type.application"; };
            \t\tAL = { isa = XCConfigurationList; buildConfigurations = (AR); };
            \t\tAR = { isa = XCBuildConfiguration; name = Release; buildSettings = { SWIFT_VERSION = 5.0; }; };
            \t\tW = { isa = PBXNativeTarget; name = Widget; fileSystemSynchronizedGroups = (GW); buildConfigurationList = WL; productType = "com.apple.product-type.app-extension"; };
            \t\tWL = { isa = XCConfigurationList; buildConfigurations = (WR); };
            \t\tWR = { isa = XCBuildConfiguration; name = Release; buildSettings = { SWIFT_VERSION = \(widgetSwiftVersion); }; };
            \t\tWT = { isa = PBXNativeTarget; name = WidgetTests; fileSystemSynchronizedGroups = (GT); dependencies = (D); productType = "com.apple.product-type.bundle.unit-test"; };
            \t\tD = { isa = PBXTargetDependency; target = W; };
            \t};
            \trootObject = P;
            }

            """
        }
        let scratch = try TemporaryDirectory(prefix: "archkit-project-change")
        _ = try scratch.write("source/Apps.xcodeproj/project.pbxproj", project(widgetSwiftVersion: "5.0"))
        _ = try scratch.write("source/App/App.swift", "struct App {}\n")
        _ = try scratch.write("source/Widget/Widget.swift", "struct Widget {}\n")
        _ = try scratch.write("source/WidgetTests/WidgetTests.swift", "@testable import Widget\n")
        let repository = try GitRepository(copying: scratch.url.appendingPathComponent("source"), into: scratch)
        try repository.git("branch", "-M", "main")
        try repository.git("checkout", "-q", "-b", "feature")
        try Data(project(widgetSwiftVersion: "6.0").utf8).write(to: repository.folder.appendingPathComponent("Apps.xcodeproj/project.pbxproj"))
        try repository.git("commit", "-q", "-am", "widget on Swift 6")

        let result = CLI.run(["affected", "main", "feature", "--path", repository.folder.path])
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        #expect(result.stdout.contains("changed modules (1): Widget\n"), "\(result.stdout)")
        #expect(result.stdout.contains("tests to run (1): WidgetTests"), "\(result.stdout)")
    }

    /// SwiftPM reads `Package@swift-5.9.swift` instead of `Package.swift`: a change to it
    /// changes the targets whose declaration changed there (a real range lost 7 modules).
    @Test func aChangeToAVersionSpecificManifestChangesItsTargets() throws {
        guard Prerequisite.swift.isPresent() else { return }
        func manifest(tools: String, bDependencies: String) -> String {
            """
            // swift-tools-version:\(tools)
            import PackageDescription

            let package = Package(
                name: "P",
                targets: [
                    .target(name: "A"),
                    .target(name: "B", dependencies: [\(bDependencies)]),
                    .testTarget(name: "BTests", dependencies: ["B"]),
                ]
            )

            """
        }
        let scratch = try TemporaryDirectory(prefix: "archkit-version-specific")
        _ = try scratch.write("source/Package.swift", manifest(tools: "5.8", bDependencies: ""))
        _ = try scratch.write("source/Package@swift-5.9.swift", manifest(tools: "5.9", bDependencies: ""))
        for (path, text) in [("Sources/A/A.swift", "public struct A {}\n"), ("Sources/B/B.swift", "public struct B {}\n"),
                             ("Tests/BTests/T.swift", "import B\n")] {
            _ = try scratch.write("source/" + path, text)
        }
        let repository = try GitRepository(copying: scratch.url.appendingPathComponent("source"), into: scratch)
        try repository.git("branch", "-M", "main")
        try Data(manifest(tools: "5.9", bDependencies: "\"A\"").utf8).write(to: repository.folder.appendingPathComponent("Package@swift-5.9.swift"))
        let result = CLI.run(["affected", "main", "--manifests", "auto", "--path", repository.folder.path])
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        #expect(result.stdout.contains("manifests changed: Package@swift-5.9.swift"), "\(result.stdout)")
        #expect(result.stdout.contains("changed modules (1): B\n"), "\(result.stdout)")
        #expect(result.stdout.contains("tests to run (1): BTests"), "\(result.stdout)")

        // Package.swift (tools 5.8) is not what SwiftPM read (5.9): its change changes nothing.
        try repository.git("checkout", "-q", "--", "Package@swift-5.9.swift")
        try Data(manifest(tools: "5.8", bDependencies: "\"A\"").utf8).write(to: repository.folder.appendingPathComponent("Package.swift"))
        let unread = CLI.run(["affected", "main", "--manifests", "auto", "--path", repository.folder.path])
        #expect(unread.stdout.contains("manifests changed: Package.swift\n"), "\(unread.stdout)")
        #expect(unread.stdout.contains("changed modules (0): none"), "\(unread.stdout)")
    }

    /// A manifest only SwiftPM reads is compared as SwiftPM declares it at both revisions: a
    /// rewrite that declares the same changes nothing (a real range charged 124 modules for
    /// one); a setting of one target changes that target.
    @Test func aManifestSwiftPMReadsIsComparedByItsDeclarations() throws {
        guard Prerequisite.swift.isPresent() else { return }
        func manifest(order: [String], bSettings: String = "") -> String {
            let declared = ["A": ".target(name: \"A\")", "B": ".target(name: \"B\", dependencies: [\"A\"]\(bSettings))",
                            "BTests": ".testTarget(name: \"BTests\", dependencies: [\"B\"])"]
            return """
                // swift-tools-version: 5.9
                import PackageDescription

                let skipped = ["Nothing"].filter { $0.isEmpty }

                let package = Package(
                    name: "P",
                    targets: [
                        \(order.map { declared[$0]! }.joined(separator: ",\n            "))
                    ]
                )

                """
        }
        let scratch = try TemporaryDirectory(prefix: "archkit-swiftpm-declarations")
        _ = try scratch.write("source/Package.swift", manifest(order: ["A", "B", "BTests"]))
        for (path, text) in [("Sources/A/A.swift", "public struct A {}\n"), ("Sources/B/B.swift", "import A\n"), ("Tests/BTests/T.swift", "import B\n")] {
            _ = try scratch.write("source/" + path, text)
        }
        let repository = try GitRepository(copying: scratch.url.appendingPathComponent("source"), into: scratch)
        try repository.git("branch", "-M", "main")
        let file = repository.folder.appendingPathComponent("Package.swift")
        try Data(manifest(order: ["BTests", "B", "A"]).utf8).write(to: file)
        let rewritten = CLI.run(["affected", "main", "--manifests", "auto", "--path", repository.folder.path])
        #expect(rewritten.stdout.contains("changed modules (0): none"), "\(rewritten.stdout)\(rewritten.stderr)")
        try Data(manifest(order: ["BTests", "B", "A"], bSettings: ", swiftSettings: [.define(\"FAST\")]").utf8).write(to: file)
        let setting = CLI.run(["affected", "main", "--manifests", "auto", "--path", repository.folder.path])
        #expect(setting.stdout.contains("changed modules (1): B\n"), "\(setting.stdout)\(setting.stderr)")
        #expect(setting.stdout.contains("tests to run (1): BTests"), "\(setting.stdout)")
    }

    /// A localized resource outside the target's Swift folder, from its resources phase: a
    /// change to it changes the target (a real recall miss of `affected`).
    @Test func aResourceOutsideTheSwiftFolderChangesItsTarget() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-resources")
        let resources = """
            \t\tAA0000000000000000000030 = { isa = PBXResourcesBuildPhase; files = (AA0000000000000000000031); };
            \t\tAA0000000000000000000031 = { isa = PBXBuildFile; fileRef = AA0000000000000000000032; };
            \t\tAA0000000000000000000032 = { isa = PBXFileReference; path = ../Shared/Intents.strings; sourceTree = SOURCE_ROOT; };

            """
        _ = try scratch.write("source/App/App.xcodeproj/project.pbxproj", XcodeWorkspaceInputTests.project(
            target: "Shop", productType: "com.apple.product-type.application", extra: resources,
            targetExtra: "\t\t\tbuildPhases = (AA0000000000000000000030);\n"))
        _ = try scratch.write("source/App/Sources/Shop.swift", "struct Shop {}\n")
        _ = try scratch.write("source/Shared/Intents.strings", "\"Order\" = \"Order\";\n")
        let repository = try GitRepository(copying: scratch.url.appendingPathComponent("source"), into: scratch)
        try repository.git("branch", "-M", "main")
        try Data("\"Order\" = \"Buy\";\n".utf8).write(to: repository.folder.appendingPathComponent("Shared/Intents.strings"))
        let result = CLI.run(["affected", "main", "--path", repository.folder.path])
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        #expect(result.stdout.contains("changed modules (1): Shop"), "\(result.stdout)")
        #expect(!result.stdout.contains("files of no module"), "\(result.stdout)")
    }

    @Test func aRulesChangeBuildsNothingButIsSaid() throws {
        let history = try History.shared.get()
        let rules = history.repository.folder.appendingPathComponent(".archrules")
        let original = try Data(contentsOf: rules)
        defer { try? original.write(to: rules) }
        try (original + Data("\n# reviewed\n".utf8)).write(to: rules)
        let result = try affected(["feature"])
        #expect(result.stdout.contains("the rules changed (.archrules)"), "\(result.stdout)")
        #expect(result.stdout.contains("changed modules (0): none"))
        #expect(try affected(["feature", "--tests"]).stdout.isEmpty)
    }

    @Test func anUnknownRevisionIsAUsageError() throws {
        let result = try affected(["no-such-branch"])
        #expect(result.exitCode == ExitCode.usage)
        #expect(result.stderr.contains("'no-such-branch' is not a revision of the git repository at"))
    }
}
