import ArchCommands
import ArchTestSupport
import Foundation
import Testing

/// `archkit check` without a path, run from a subfolder, checks from the nearest folder above
/// that holds an `.archrules`, no higher than the git work tree's top, and says so.
@Suite("Root discovery")
struct RootDiscoveryTests {
    static func repository(in scratch: TemporaryDirectory, git: Bool) throws -> URL {
        _ = try scratch.write("repo/Package.swift", """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Shop", targets: [.target(name: "CartDomain"), .target(name: "CartData", dependencies: ["CartDomain"])])

            """)
        _ = try scratch.write("repo/Sources/CartDomain/Cart.swift", "import CartData\n")
        _ = try scratch.write("repo/Sources/CartData/Store.swift", "public struct Store {}\n")
        _ = try scratch.write("repo/.archrules", "layer Domain = *Domain\nlayer Data = *Data\nallow Data -> Domain\n")
        let root = scratch.url.appendingPathComponent("repo")
        if git { _ = try Shell.run(["git", "init", "-q", root.path]) }
        return root
    }

    @Test func aSubfolderIsCheckedFromTheNearestRulesAbove() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-root")
        let root = try Self.repository(in: scratch, git: true)
        let fromTop = CLI.run(["check", "--manifests", "static"], in: root)
        let fromBelow = CLI.run(["check", "--manifests", "static"], in: root.appendingPathComponent("Sources/CartDomain"))
        #expect(fromBelow.exitCode == fromTop.exitCode)
        #expect(fromBelow.stdout.contains("checking ../.., the nearest folder above with an .archrules"), "\(fromBelow.stdout)")
        // The same findings, at the same places.
        #expect(fromTop.stdout.contains("Sources/CartDomain/Cart.swift:1:1"), "\(fromTop.stdout)")
        #expect(fromBelow.stdout.contains("Sources/CartDomain/Cart.swift:1:1"), "\(fromBelow.stdout)")
        // A path given is checked as given.
        let given = CLI.run(["check", ".", "--manifests", "static"], in: root.appendingPathComponent("Sources/CartDomain"))
        #expect(!given.stdout.contains("nearest folder above"), "\(given.stdout)")
    }

    @Test func outsideAWorkTreeNothingAboveIsLookedFor() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-root")
        let root = try Self.repository(in: scratch, git: false)
        let fromBelow = CLI.run(["check", "--manifests", "static"], in: root.appendingPathComponent("Sources/CartDomain"))
        #expect(!fromBelow.stdout.contains("nearest folder above"), "\(fromBelow.stdout)")
        #expect(fromBelow.stdout.contains("no .archrules in ."), "\(fromBelow.stdout)")
    }
}
