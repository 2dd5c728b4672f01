import ArchCore
import ArchManifest
import ArchTestSupport
import Foundation
import Testing
import ArchAnalysis
import ArchCommands

/// Each built-in template, scaffolded into a copy of the fixture it belongs to: the result is
/// clean under the fixture's rules, parses, type-checks where Linux can, has manifests SwiftPM
/// accepts, and a second run changes nothing. The quick run asks the compiler and SwiftPM about
/// the first case (SwiftPM reads the fixture's edited manifests in every run too, in
/// `editedFixtureManifestsAreAcceptedBySwiftPM`), the slow suites about all.
@Suite("Scaffolding", .serialized)
struct ScaffoldingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var fixture: String?
        var arguments: [String]
        /// Folders of generated files that must type-check, at least this many files in all.
        var minimumTypeChecked: Int
        /// The rules whose findings the scaffold may add: in an empty folder, nothing owns the
        /// new files, and `unowned-sources` says so.
        var expectedNewRules: Set<String> = []
        /// Whether the quick run asks the compiler and SwiftPM about this case's files too; the
        /// slow suites ask about every case.
        var asksTheOraclesInTheQuickRun = false
        var asksTheOracles: Bool { asksTheOraclesInTheQuickRun || SlowSuites.areRequested }
        var testDescription: String { "\(arguments.joined(separator: " ")) in \(fixture ?? "an empty folder")" }
    }

    static let cases: [Case] = [
        Case(fixture: "FeatureLayers", arguments: ["new", "feature", "Order"], minimumTypeChecked: 6, asksTheOraclesInTheQuickRun: true),
        Case(fixture: "FeatureLayers", arguments: ["new", "feature", "OrderItem", "--template", "feature-moya"], minimumTypeChecked: 6),
        Case(fixture: nil, arguments: ["new", "feature", "Order"], minimumTypeChecked: 6, expectedNewRules: ["unowned-sources"]),
        Case(fixture: "RouteModules", arguments: ["new", "module", "Order", "--template", "route-module"], minimumTypeChecked: 0),
        Case(fixture: "EcommerceApp", arguments: ["new", "feature", "Order", "--template", "clean-feature"], minimumTypeChecked: 2),
    ]

    @Test(arguments: cases)
    func scaffoldsCleanlyAndNeverTwice(_ sample: Case) throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-scaffold")
        let root = try sample.fixture.map { try scratch.copy(RepositoryPaths.fixtures.appendingPathComponent($0), as: $0) }
            ?? scratch.url.appendingPathComponent("Empty")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let before = try Snapshot(root)
        let diagnosticsBefore = try diagnostics(root)

        let first = CLI.run(sample.arguments + ["--path", root.path])
        #expect(first.exitCode == ExitCode.success, "\(first.stderr)")
        let after = try Snapshot(root)
        let created = after.files.keys.filter { before.files[$0] == nil }.sorted()
        let edited = after.files.keys.filter { before.files[$0] != nil && before.files[$0] != after.files[$0] }.sorted()
        #expect(!created.isEmpty)
        #expect(first.stdout.contains("Created "))
        for path in created.prefix(3) { #expect(first.stdout.contains(RelativePath.lastComponent(of: path))) }

        // 1. No new diagnostic but those the case expects.
        let new = try diagnostics(root).subtracting(diagnosticsBefore)
        #expect(Set(new.map { String($0.prefix { $0 != " " }) }) == sample.expectedNewRules, "\(new)")

        if sample.asksTheOracles {
            // 2. Every generated Swift file parses; the ones Linux can compile type-check.
            let swiftFiles = created.filter { $0.hasSuffix(".swift") && RelativePath.lastComponent(of: $0) != "Package.swift" }
            let parseFailures = try concurrentMap(swiftFiles.indices) { index -> String? in
                let result = try Shell.run(["swiftc", "-parse", root.appendingPathComponent(swiftFiles[index]).path])
                return result.status == 0 ? nil : "\(swiftFiles[index]): \(result.stderr)"
            }.compactMap { $0 }
            #expect(parseFailures.isEmpty, "\(parseFailures)")
            let typeChecked = try TypeCheck.run(swiftFiles, in: root)
            #expect(typeChecked.failures.isEmpty, "\(typeChecked.failures)")
            #expect(typeChecked.count >= sample.minimumTypeChecked)

            // 3. Generated and edited manifests are accepted by SwiftPM.
            for manifest in (created + edited).filter({ RelativePath.lastComponent(of: $0) == "Package.swift" }) {
                let url = root.appendingPathComponent(manifest)
                let outcome = SwiftPMManifestReader(cacheDirectory: nil)
                    .read(ManifestInput(fileURL: url, relativePath: manifest, contents: Array(try Data(contentsOf: url))))
                #expect(outcome.manifest != nil, "\(manifest): \(outcome.diagnostics.map(\.message))")
            }
        }

        // 4. The same command again fails and changes nothing.
        let second = CLI.run(sample.arguments + ["--path", root.path])
        #expect(second.exitCode == ExitCode.usage)
        #expect(second.stderr.hasPrefix("error: "))
        #expect(try Snapshot(root) == after)
    }

    @Test func aDryRunListsSizesAndWritesNothing() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-scaffold")
        let result = CLI.run(["new", "feature", "Order", "--path", scratch.url.path, "--dry-run"])
        #expect(result.exitCode == ExitCode.success)
        #expect(result.stdout.hasPrefix("Would create Order from template 'feature' (nothing written):\nSources/Order/\n"))
        #expect(result.stdout.contains("│   └── OrderApi.swift ("))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).isEmpty)
    }

    @Test func refusalsExitWithTwoAndWriteNothing() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-scaffold")
        try scratch.write(".archrules", "ban-names Manager\ntemplate route-module\n")
        for (arguments, message) in [
            (["new", "feature", "order"], "error: 'order' must start with an uppercase letter"),
            (["new", "feature", "OrderManager"], "error: 'OrderManager' ends in 'Manager', a name .archrules bans"),
            (["new", "feature", "Order", "--template", "featur"], "error: no template named 'featur'; did you mean 'feature'?"),
            (["new", "widget", "Order"], "error: nothing to scaffold of kind 'widget'"),
            (["new", "feature", "Order", "--template", "route-module"], "error: template 'route-module' makes a module, not a feature"),
            // `.archrules` may make features module packages; this one lacks what they build on.
            (["new", "feature", "Order"], "error: template 'route-module' builds on what this repository does not have yet"),
            (["new", "module", "Order", "--set", "colour=red"], "error: template 'route-module' has no variable 'colour'"),
            (["new", "feature", "Order", "--template", "clean-feature"], "error: template 'clean-feature' adds OrderAbstraction to the package of layer Abstraction, but .archrules declares no layer Abstraction, and there is no Packages/Abstraction/Package.swift; nothing was written."),
            (["new", "feature", "Order", "--template", "clean-feature", "--into", "X"], "error: template 'clean-feature' writes to fixed places"),
        ] {
            let result = CLI.run(arguments + ["--path", scratch.url.path])
            #expect(result.exitCode == ExitCode.usage, "\(arguments)")
            #expect(result.stderr.hasPrefix(message), "\(arguments): \(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == [".archrules"])
    }

    @Test func intoAndArchrulesRootsChooseTheDestination() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-scaffold")
        try scratch.write(".archrules", "root feature App/Features\n")
        #expect(CLI.run(["new", "feature", "Order", "--path", scratch.url.path]).exitCode == ExitCode.success)
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("App/Features/Order/Api/OrderApi.swift").path))
        #expect(CLI.run(["new", "feature", "Cart", "--path", scratch.url.path, "--into", "Elsewhere"]).exitCode == ExitCode.success)
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Elsewhere/Cart/Api/CartApi.swift").path))
    }

    @Test func aRepositoryTemplateReplacesTheBuiltInOne() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-scaffold")
        try scratch.write("Templates/feature/template.manifest", "description Ours\nkind feature\ndestination {{root}}/{{Name}}\nroot Features\n")
        try scratch.write("Templates/feature/files/{{Name}}.swift", "struct {{Name}}Manager {}\n")
        // Six-folder layouts inside a template are not where features go.
        for folder in ["Api", "Domain", "Repository", "Service"] {
            try scratch.write("Templates/feature/files/\(folder)/x.swift", "")
        }
        let listing = CLI.run(["templates", "--path", scratch.url.path])
        #expect(listing.stdout.contains("feature (feature, Templates), the default for 'archkit new feature'\n  Ours\n"))
        #expect(listing.stdout.contains("route-module (module, built-in)"))
        #expect(CLI.run(["new", "feature", "Order", "--path", scratch.url.path]).exitCode == ExitCode.success)
        #expect(try String(contentsOf: scratch.url.appendingPathComponent("Features/Order/Order.swift"), encoding: .utf8) == "struct OrderManager {}\n")
        // Templates are not sources: their type names are not checked, only what they generate.
        let check = CLI.run(["check", scratch.url.path])
        #expect(check.stdout.contains("Features/Order/Order.swift:1:8: error: struct 'OrderManager' ends in 'Manager'"))
        #expect(!check.stdout.contains("Templates/"))
    }

    @Test func aCopiedBinaryStillHasItsTemplates() throws {
        let built = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("archkit")
        let binary = FileManager.default.fileExists(atPath: built.path) ? built
            : RepositoryPaths.root.appendingPathComponent(".build/debug/archkit")
        try #require(FileManager.default.fileExists(atPath: binary.path), "archkit is not built at \(binary.path)")
        let scratch = try TemporaryDirectory(prefix: "archkit-alone")
        let copy = try scratch.copy(binary, as: "archkit")
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("Work"), withIntermediateDirectories: true)
        let result = try Shell.run([copy.path, "new", "feature", "Order"], in: scratch.url.appendingPathComponent("Work"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Work/Sources/Order/Service/OrderService.swift").path))
    }

    private func diagnostics(_ root: URL) throws -> Set<String> {
        Set(try CLI.analyze(root).diagnostics.map { "\($0.ruleID) \($0.location?.description ?? "-") \($0.message)" })
    }
}

/// Every file of a folder with its bytes, to prove that a refused run changed nothing.
struct Snapshot: Equatable {
    var files: [String: [UInt8]] = [:]

    init(_ root: URL) throws {
        let base = root.resolvingSymlinksInPath().path
        guard let enumerator = FileManager.default.enumerator(at: root.resolvingSymlinksInPath(), includingPropertiesForKeys: [.isRegularFileKey]) else { return }
        for case let url as URL in enumerator where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            files[String(url.resolvingSymlinksInPath().path.dropFirst(base.count + 1))] = Array(try Data(contentsOf: url))
        }
    }
}
