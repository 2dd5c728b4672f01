import ArchCommands
import ArchCore
import ArchTestSupport
import Foundation
import Testing

/// A baseline or a SARIF file written in one checkout must match in another: no finding's
/// subject, message or fingerprint may hold the absolute path of the folder it was checked in.
@Suite("Portable fingerprints")
struct PortableFingerprintTests {
    /// A repository in a temporary folder with findings of the kinds that name files and folders:
    /// a local package path that leads nowhere, a manifest that cannot be read, a Swift file
    /// with a byte that is not UTF-8, a broken dependency declared and imported, a banned name.
    private func repository() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory(prefix: "archkit-portable")
        try directory.write("Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(
            name: "Shop",
            dependencies: [.package(path: "Libs/Missing"), .package(path: "Libs/Broken")],
            targets: [
                .target(name: "ProductDomain", dependencies: ["ProductData", .product(name: "Missing", package: "Missing")]),
                .target(name: "ProductData"),
            ]
        )
        """)
        try directory.write("Libs/Broken/Package.swift", "let package = Package(name: \"Broken\", targets: [.target(name: \n")
        try directory.write(".archrules", "layer Domain = *Domain\nlayer Data = *Data\nallow Data -> Domain\n")
        try directory.write("Sources/ProductDomain/A.swift", "import ProductData\nfinal class CartManager {}\n")
        try directory.write("Sources/ProductDomain/B.swift", "import ProductData\n")
        try directory.write("Sources/ProductData/Store.swift", "public struct Store {}\n")
        let bad = directory.url.appendingPathComponent("Sources/ProductData/Bad.swift")
        try Data([0x6C, 0x65, 0x74, 0x20, 0x78, 0x20, 0x3D, 0x20, 0x22, 0xFF, 0x22, 0x0A]).write(to: bad)
        return directory
    }

    /// The absolute path of the folder, its name, and the temporary folder it lies in.
    private func forbidden(_ directory: TemporaryDirectory) -> [String] {
        let path = directory.url.standardizedFileURL.path
        let resolved = directory.url.resolvingSymlinksInPath().path
        return [path, resolved, directory.url.lastPathComponent, FileManager.default.temporaryDirectory.standardizedFileURL.path]
    }

    @Test func baselinesAndSARIFFingerprintsHoldNoAbsolutePath() throws {
        let directory = try repository()
        let forbidden = forbidden(directory)
        let written = CLI.run(["check", directory.url.path, "--manifests", "static", "--write-baseline", "b.json"], in: directory.url)
        #expect(written.exitCode == ExitCode.success, "\(written.stdout)\(written.stderr)")
        let baseline = try String(contentsOf: directory.url.appendingPathComponent("b.json"), encoding: .utf8)
        // The check found what the repository was made to give, so the test proves something.
        for rule in ["layer-dependency", "banned-name", "missing-package-path"] {
            #expect(baseline.contains("\"\(rule)\""), "\(rule) is not in \(baseline)")
        }
        for word in forbidden { #expect(!baseline.contains(word), "\(word) in \(baseline)") }
        #expect(!baseline.contains("\"/"), "an absolute path in \(baseline)")

        let sarif = CLI.run(["check", directory.url.path, "--manifests", "static", "--format", "sarif"], in: directory.url)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try #require((json["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count >= 4)
        for result in results {
            let message = ((result["message"] as? [String: Any])?["text"] as? String) ?? ""
            let fingerprints = (result["partialFingerprints"] as? [String: String]) ?? [:]
            #expect(Array(fingerprints.keys) == ["archkit/v2"])
            for word in forbidden {
                #expect(!message.contains(word), "\(word) in \(message)")
                #expect(!fingerprints.values.contains { $0.contains(word) })
            }
            #expect(fingerprints.values.allSatisfy { $0.count == 64 && $0.allSatisfy(\.isHexDigit) })
        }
        // The same repository in another folder gives the same fingerprints.
        let other = try repository()
        let again = CLI.run(["check", other.url.path, "--manifests", "static", "--format", "sarif"], in: other.url)
        #expect(Self.fingerprints(again.stdout) == Self.fingerprints(sarif.stdout))
    }

    @Test func aConfigurationOutsideTheFolderIsNamedByItsFileAlone() throws {
        let directory = try repository()
        let elsewhere = try TemporaryDirectory(prefix: "archkit-portable-config")
        try elsewhere.write("shop.archrules", "layer Domain = *Domain\nlayer Data = *Data\nlayer Ghost = *Ghost\nallow Data -> Domain\n")
        let config = elsewhere.url.appendingPathComponent("shop.archrules").path
        let written = CLI.run(["check", directory.url.path, "--manifests", "static", "--config", config, "--write-baseline", "b.json"],
                              in: directory.url)
        #expect(written.exitCode == ExitCode.success, "\(written.stdout)\(written.stderr)")
        let baseline = try String(contentsOf: directory.url.appendingPathComponent("b.json"), encoding: .utf8)
        #expect(baseline.contains("{\"rule\": \"unmatched-pattern\", \"file\": \"shop.archrules\", \"subject\": [\"symbol\", \"*Ghost\"]}"),
                "\(baseline)")
        for word in forbidden(directory) + forbidden(elsewhere) { #expect(!baseline.contains(word), "\(word) in \(baseline)") }
        // Read back, the entries accept the same findings.
        let used = CLI.run(["check", directory.url.path, "--manifests", "static", "--config", config, "--baseline", "b.json"], in: directory.url)
        #expect(used.exitCode == ExitCode.success, "\(used.stdout)")
        #expect(!used.stdout.contains("baseline-stale"), "\(used.stdout)")
    }

    private static func fingerprints(_ sarif: String) -> [String] {
        guard let json = try? JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any],
              let run = (json["runs"] as? [[String: Any]])?.first, let results = run["results"] as? [[String: Any]] else { return [] }
        return results.compactMap { ($0["partialFingerprints"] as? [String: String])?.values.first }.sorted()
    }
}
