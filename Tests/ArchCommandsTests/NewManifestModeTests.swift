import ArchCommands
import ArchTestSupport
import Foundation
import Testing

/// `archkit new` runs manifest code only when allowed to: never with `--dry-run` or
/// `--manifests static`, from a manifest that writes a marker file when evaluated.
@Suite("new and manifest code")
struct NewManifestModeTests {
    /// Not literal, so that `auto` asks SwiftPM, which runs it.
    static func manifest(writingMarker marker: URL) -> String {
        """
        // swift-tools-version: 5.9
        import PackageDescription
        import Foundation

        let evaluated = FileManager.default.createFile(atPath: "\(marker.path)", contents: Data())
        let names = ["Basket"]
        let package = Package(name: "Domain", targets: names.map { .target(name: $0) })
        """
    }

    @Test func dryRunAndStaticModeNeverRunTheRepositorysManifests() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-new-manifests")
        let marker = scratch.url.appendingPathComponent("manifest-was-evaluated")
        try scratch.write("repo/Packages/Domain/Package.swift", Self.manifest(writingMarker: marker))
        try scratch.write("repo/Packages/Domain/Sources/Basket/Basket.swift", "public let basket = 1\n")
        // What the Route+Module template builds on.
        for package in ["AppRouting", "AppModuleFacade"] {
            try scratch.write("repo/Packages/\(package)/Package.swift",
                              "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"\(package)\")\n")
        }
        let repository = scratch.url.appendingPathComponent("repo").path

        let dryRun = CLI.run(["new", "module", "Order", "--dry-run", "--path", repository])
        #expect(dryRun.exitCode == ExitCode.success, "\(dryRun.stderr)")
        #expect(dryRun.stdout.contains("Would create Order"))
        #expect(dryRun.stdout.contains("These manifests could not be read without running their code (--dry-run runs no code from the repository):\n  Packages/Domain/Package.swift:"),
                "\(dryRun.stdout)")
        #expect(!FileManager.default.fileExists(atPath: marker.path))

        let refused = CLI.run(["new", "module", "Order", "--dry-run", "--manifests", "swiftpm", "--path", repository])
        #expect(refused.exitCode == ExitCode.usage)
        #expect(refused.stderr.contains("--dry-run never runs code from the repository"))

        let statically = CLI.run(["new", "module", "Order", "--manifests", "static", "--path", repository])
        #expect(statically.exitCode == ExitCode.success, "\(statically.stderr)")
        #expect(statically.stdout.contains("Created Order"))
        #expect(statically.stdout.contains("(--manifests static runs no code from the repository)"))
        #expect(!FileManager.default.fileExists(atPath: marker.path))

        #if os(Linux)
        // The control: this manifest does write the marker when SwiftPM evaluates it (macOS
        // evaluates manifests in a sandbox that refuses the write).
        if Prerequisite.swift.isPresent() {
            let automatic = CLI.run(["new", "module", "Billing", "--no-cache", "--path", repository])
            #expect(automatic.exitCode == ExitCode.success, "\(automatic.stderr)")
            #expect(FileManager.default.fileExists(atPath: marker.path))
        }
        #endif
    }

    @Test func manifestTimeoutMustBeAPositiveNumber() {
        for value in ["0", "0.0", "abc", "1e3", "", "nan", "2s"] {
            let result = CLI.run(["check", "--manifest-timeout", value, "--manifests", "static", "Fixtures/EcommerceApp"])
            #expect(result.exitCode == ExitCode.usage, "\(value)")
            #expect(result.stderr.contains("--manifest-timeout takes a positive number of seconds"), "\(value): \(result.stderr)")
        }
        let diff = CLI.run(["diff", "a.json", "b.json", "--manifest-timeout", "x"])
        #expect(diff.exitCode == ExitCode.usage)
        #expect(diff.stderr.contains("--manifest-timeout takes a positive number of seconds"))
        let fine = CLI.run(["check", "--manifest-timeout", "2.5", "--manifests", "static", "Fixtures/EcommerceApp"])
        #expect(fine.exitCode != ExitCode.usage, "\(fine.stderr)")
    }
}
