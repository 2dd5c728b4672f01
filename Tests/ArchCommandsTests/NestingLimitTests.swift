import ArchCore
import ArchCommands
import ArchTestSupport
import Foundation
import Testing

/// A file nested too deep once crashed `archkit check` with no word about the input. It now
/// gets its own error at the place, and the rest of the repository is checked as usual.
@Suite("Nesting limit, end to end")
struct NestingLimitEndToEndTests {
    @Test func aDeeplyNestedFileIsReportedAndEveryOtherFileIsStillChecked() throws {
        let directory = try TemporaryDirectory(prefix: "archkit-nesting")
        try directory.write("Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Shop", targets: [
            .target(name: "Cart"),
            .target(name: "Pricing"),
        ])
        """)
        // The reproduction: 30,000 nested interpolations, never closed.
        try directory.write("Sources/Cart/Deep.swift", "import Foundation\nlet s = " + String(repeating: #""\("#, count: 30_000) + "\n")
        try directory.write("Sources/Cart/Normal.swift", "import Pricing\nfinal class CartManager {}\n")
        try directory.write("Sources/Pricing/Price.swift", "public struct Price {}\n")

        // Static manifests, and a cache inside the test's own folder: nothing runs or is written elsewhere.
        var environment = ProcessInfo.processInfo.environment
        environment["ARCHKIT_CACHE_DIR"] = directory.url.appendingPathComponent(".cache").path
        let result = ArchKit(environment: environment, workingDirectory: directory.url)
            .run(["check", directory.url.path, "--manifests", "static"])

        #expect(result.exitCode == ExitCode.violations, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // `let s = ` takes 8 columns and each level 3: string 257 opens at column 9 + 256 × 3.
        #expect(lines.contains("Sources/Cart/Deep.swift:2:777: error: strings nest more than 256 levels deep in interpolations here [nesting-too-deep]"),
                "\(result.stdout)")
        // The other file's findings: its undeclared import, and its banned name.
        #expect(lines.contains { $0.hasPrefix("Sources/Cart/Normal.swift:1:") && $0.hasSuffix("[implicit-dependency]") }, "\(result.stdout)")
        #expect(lines.contains { $0.hasPrefix("Sources/Cart/Normal.swift:2:13: error:") && $0.hasSuffix("[banned-name]") }, "\(result.stdout)")
        // Both files' imports are edges: Cart → Pricing, and Cart → Foundation from the deep file,
        // which is the only one to name Foundation, the third module.
        #expect(lines.last == "archkit: 2 errors, 1 warning in 4 files, 3 modules, 2 edges", "\(result.stdout)")
    }
}
