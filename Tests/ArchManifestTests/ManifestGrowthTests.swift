import ArchCore
import ArchManifest
import ArchTestSupport
import Testing

/// The static reader's cost grows with the manifest, whatever its shape: times are compared
/// at two sizes in one run, never against a clock.
@Suite(.slow) struct ManifestGrowthTests {
    static let head = "// swift-tools-version: 5.9\nimport PackageDescription\n"

    static func read(_ text: String) -> ManifestOutcome {
        StaticManifestReader().read(memoryInput(text))
    }

    @Test func deepNestingIsRefusedInLinearTime() {
        let growth = Growth.measure(startingAt: 2_000, make: { depth in
            Self.head + "let package = Package(name: \"P\", swiftLanguageVersions: "
                + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + ")\n"
        }, work: { text in
            #expect(Self.read(text).manifest == nil)
        })
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    @Test func aLongFlatTargetListReadsInLinearTime() {
        let growth = Growth.measure(startingAt: 200, make: { count in
            let targets = (0..<count).map { ".target(name: \"T\($0)\", dependencies: [\"T\(max(0, $0 - 1))\"])" }
            return Self.head + "let package = Package(name: \"P\", targets: [\n" + targets.joined(separator: ",\n") + "\n])\n"
        }, work: { text in
            #expect(Self.read(text).manifest != nil)
        })
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    @Test func aLongFlatSkippedListAndManyTopLevelValuesReadInLinearTime() {
        let growth = Growth.measure(startingAt: 500, make: { count in
            let values = (0..<count).map { "let value\($0): [String: String] = [\"k\": \"v\($0)\"]" }
            return Self.head + values.joined(separator: "\n") + "\nlet package = Package(name: \"P\", swiftLanguageVersions: ["
                + String(repeating: ".v5, ", count: count) + "])\n"
        }, work: { text in
            #expect(Self.read(text).manifest != nil)
        })
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    @Test func aLongMemberChainIsRefusedInLinearTime() {
        let growth = Growth.measure(startingAt: 2_000, make: { length in
            Self.head + "let package = Package(name: \"P\", swiftLanguageVersions: x" + String(repeating: ".a", count: length) + ")\n"
        }, work: { text in
            #expect(Self.read(text).manifest == nil)
        })
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    /// The editor looks every enum of `E0.allCases + E1.allCases + …` up in one table, not by
    /// walking the file once per name.
    @Test func theEditorHandlesManyEnumeratedEnumsInLinearTime() {
        let growth = Growth.measure(startingAt: 100, make: { count in
            let enums = (0..<count).map { "enum E\($0): String, CaseIterable { case a\($0) = \"A\($0)\"; var target: Target { .target(name: rawValue) } }" }
            let sum = (0..<count).map { "E\($0).allCases.map(\\.target)" }.joined(separator: " + ")
            return Array((Self.head + enums.joined(separator: "\n") + "\nlet package = Package(name: \"P\", targets: \(sum))\n").utf8)
        }, work: { bytes in
            _ = ManifestEditor.add(TargetAddition(name: "New", dependencies: []), to: bytes, path: "Package.swift")
        })
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }
}
