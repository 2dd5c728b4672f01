import ArchManifest
import ArchSamples
import Foundation

/// The static manifest reader, the enum evaluator and the editor, on manifests of every shape.
enum ManifestScenarios {
    static let head = "// swift-tools-version: 5.9\nimport PackageDescription\n"

    static func read(_ text: String) -> ManifestOutcome {
        let path = "Packages/Sample/Package.swift"
        return StaticManifestReader().read(ManifestInput(fileURL: URL(fileURLWithPath: "/repo/" + path), relativePath: path, contents: Array(text.utf8)))
    }

    static let all: [GrowthScenario] = [
        GrowthScenario("Manifests", "deep nesting, refused", startingAt: 2_000, make: { depth in
            head + "let package = Package(name: \"P\", swiftLanguageVersions: "
                + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + ")\n"
        }, work: { read($0).manifest == nil }),
        GrowthScenario("Manifests", "a long flat target list", startingAt: 200, make: { count in
            let targets = (0..<count).map { ".target(name: \"T\($0)\", dependencies: [\"T\(max(0, $0 - 1))\"])" }
            return head + "let package = Package(name: \"P\", targets: [\n" + targets.joined(separator: ",\n") + "\n])\n"
        }, work: { read($0).manifest != nil }),
        GrowthScenario("Manifests", "a long skipped list and many top-level values", startingAt: 500, make: { count in
            let values = (0..<count).map { "let value\($0): [String: String] = [\"k\": \"v\($0)\"]" }
            return head + values.joined(separator: "\n") + "\nlet package = Package(name: \"P\", swiftLanguageVersions: ["
                + String(repeating: ".v5, ", count: count) + "])\n"
        }, work: { read($0).manifest != nil }),
        GrowthScenario("Manifests", "a long member chain, refused", startingAt: 2_000, make: { length in
            head + "let package = Package(name: \"P\", swiftLanguageVersions: x" + String(repeating: ".a", count: length) + ")\n"
        }, work: { read($0).manifest == nil }),
        // Each switch is tabled once, each property of each case evaluated once.
        GrowthScenario("Manifests", "an enum manifest with many cases", startingAt: 100, make: { SampleManifests.enumManifest(cases: $0) },
                       work: { (read($0).manifest?.targets.count ?? 0) > 0 }),
        // Extensions are read once each; a helper given an array is evaluated once per call.
        GrowthScenario("Manifests", "a seed-style manifest with many cases and extensions", startingAt: 100,
                       make: { SampleManifests.seedStyleManifest(cases: $0) },
                       work: { (read($0).manifest?.targets.count ?? 0) > 0 }),
        // The editor looks every enum of `E0.allCases + E1.allCases + …` up in one table, not
        // by walking the file once per name.
        GrowthScenario("Manifests", "editing a sum of many enumerated enums", startingAt: 100, make: { count in
            let enums = (0..<count).map { "enum E\($0): String, CaseIterable { case a\($0) = \"A\($0)\"; var target: Target { .target(name: rawValue) } }" }
            let sum = (0..<count).map { "E\($0).allCases.map(\\.target)" }.joined(separator: " + ")
            return Array((head + enums.joined(separator: "\n") + "\nlet package = Package(name: \"P\", targets: \(sum))\n").utf8)
        }, work: { bytes in
            _ = ManifestEditor.add(TargetAddition(name: "New", dependencies: []), to: bytes, path: "Package.swift")
            return true
        }),
        // Following a sibling tries a bounded number of siblings and list elements, each read
        // back once; the cases of other enums are found through one table.
        GrowthScenario("Manifests", "following a sibling in a seed-style manifest with many cases", startingAt: 100,
                       make: { Array(SampleManifests.seedStyleManifest(cases: $0).utf8) }, work: { bytes in
            if case .edited = ManifestEditor.add(TargetAddition(name: "New", dependencies: [.target("M0"), .target("Elsewhere")]),
                                                 to: bytes, path: "Package.swift") { return true }
            return false
        }),
        // Each change reads the manifest again, and one run makes at most
        // `DependencyListEditor.changeLimit` of them: above that, the cost grows with the file.
        GrowthScenario("Manifests", "fixing every dependency of a long target list", startingAt: 200, make: { count in
            let targets = (0..<count).map { ".target(name: \"T\($0)\", dependencies: [\"T\(max(0, $0 - 1))\"])" }
            return Array((head + "let package = Package(name: \"P\", targets: [\n" + targets.joined(separator: ",\n") + "\n])\n").utf8)
        }, work: { bytes in
            let count = bytes.filter { $0 == UInt8(ascii: "\n") }.count - 4
            let changes = (1..<count).map { DependencyChange.remove("T\($0 - 1)", target: "T\($0)", line: nil) }
            return DependencyListEditor.apply(changes, to: bytes, path: "Package.swift").applied.count == min(changes.count, DependencyListEditor.changeLimit)
        }),
    ]
}
