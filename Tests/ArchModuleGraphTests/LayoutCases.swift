import Testing

/// Minimal packages, one for each rule of how SwiftPM finds a target's sources, with the owner
/// of each file ("-" for none) as SwiftPM has it. `SwiftPMOracleTests` checks these answers
/// against `swift package describe`; `CompiledFilesTests` checks archkit against them.
struct LayoutCase: Sendable, CustomTestStringConvertible {
    var name: String
    var manifest: String
    var owners: [String: String]
    /// Files that are there but that no reader of the package should see (non-source folders).
    var hidden: [String] = []
    /// Other files the package needs, written as given.
    var others: [String: String] = [:]

    var testDescription: String { name }

    /// Every file to write, with contents that import a module named after its expected owner,
    /// so that a wrongly owned file also shows up as a wrong edge.
    var files: [String: String] {
        var files = others
        files["Package.swift"] = manifest
        for path in owners.keys { files[path] = "import Dependency\n" }
        for path in hidden { files[path] = "import Networking\nfinal class ImageManager {}\n" }
        return files
    }

    static func manifest(_ toolsVersion: String, _ body: String) -> String {
        "// swift-tools-version: \(toolsVersion)\nimport PackageDescription\nlet package = Package(name: \"P\", \(body))\n"
    }

    static let all: [LayoutCase] = [
        LayoutCase(name: "exclude and sources", manifest: manifest("5.9", """
        targets: [.target(name: "Lib", exclude: ["Legacy", "Skip.swift"]), .target(name: "Picked", sources: ["Kept", "one.swift"])]
        """), owners: [
            "Sources/Lib/a.swift": "Lib", "Sources/Lib/Legacy/old.swift": "-", "Sources/Lib/Skip.swift": "-",
            "Sources/Picked/Kept/k.swift": "Picked", "Sources/Picked/one.swift": "Picked",
            "Sources/Picked/Other/o.swift": "-", "Sources/Picked/two.swift": "-",
        ]),

        LayoutCase(name: "custom paths", manifest: manifest("5.9", """
        targets: [.target(name: "Core", path: "Modules/Core"), .target(name: "Plain"), .testTarget(name: "CoreTests", dependencies: ["Core"], path: "Checks/Core")]
        """), owners: [
            "Modules/Core/c.swift": "Core", "Modules/Core/Sub/d.swift": "Core", "Modules/loose.swift": "-",
            "Sources/Plain/p.swift": "Plain", "Checks/Core/t.swift": "CoreTests", "Tests/stray.swift": "-",
        ]),

        LayoutCase(name: "the only test target uses Tests itself", manifest: manifest("5.9", """
        targets: [.target(name: "Lib"), .target(name: "Other"), .testTarget(name: "LibTests", dependencies: ["Lib"])]
        """), owners: [
            "Sources/Lib/l.swift": "Lib", "Sources/Other/o.swift": "Other", "Tests/LibTests.swift": "LibTests", "Tests/Helpers/h.swift": "LibTests",
        ]),

        LayoutCase(name: "the only regular target uses Sources itself beside a plugin", manifest: manifest("5.9", """
        targets: [.executableTarget(name: "Tool"), .plugin(name: "Gen", capability: .buildTool()), .testTarget(name: "ToolTests", dependencies: ["Tool"])]
        """), owners: [
            "Sources/main.swift": "Tool", "Sources/Sub/s.swift": "Tool", "Plugins/Gen/plugin.swift": "Gen", "Tests/ToolTests/t.swift": "ToolTests",
        ]),

        LayoutCase(name: "the only plugin uses Plugins itself", manifest: manifest("5.9", """
        targets: [.target(name: "A"), .target(name: "B"), .plugin(name: "Gen", capability: .buildTool())]
        """), owners: [
            "Sources/A/a.swift": "A", "Sources/B/b.swift": "B", "Plugins/plugin.swift": "Gen",
        ]),

        LayoutCase(name: "a target with a path counts towards only", manifest: manifest("5.9", """
        targets: [.target(name: "A", path: "Sources/A"), .target(name: "B", path: "Other")]
        """), owners: [
            "Sources/A/a.swift": "A", "Other/b.swift": "B", "Sources/loose.swift": "-",
        ]),

        LayoutCase(name: "tests under Sources when there is no Tests folder", manifest: manifest("5.9", """
        targets: [.target(name: "Lib"), .testTarget(name: "LibTests", dependencies: ["Lib"])]
        """), owners: [
            "Sources/Lib/l.swift": "Lib", "Sources/LibTests/t.swift": "LibTests",
        ]),

        LayoutCase(name: "documentation, assets, playgrounds and folders with dots in their names", manifest: manifest("5.9", """
        targets: [.target(name: "Lib")]
        """), owners: [
            "Sources/Lib/l.swift": "Lib", "Sources/Lib/Foo.bar/f.swift": "Lib", "Sources/Lib/My.bundle/b.swift": "Lib",
            "Sources/Lib/en.lproj/e.swift": "Lib", "Sources/Lib/com.example/Nested.v2/n.swift": "Lib",
        ], hidden: [
            "Sources/Lib/.hidden/h.swift", "Sources/Lib/.dotfile.swift", ".tools/Lint.swift",
            "Sources/Lib/Lib.docc/Snippet.swift", "Sources/Lib/Media.xcassets/a.swift", "Sources/Lib/Demo.playground/Contents.swift",
            "Sources/Lib/Model.xcdatamodeld/m.swift", "Sources/Lib/Shaders.metal/s.swift", "Sources/Lib/Lib.xcodeproj/p.swift",
        ]),

        LayoutCase(name: "every folder with a dot is a bundle from tools version 5.3 until 5.6", manifest: manifest("5.5", """
        targets: [.target(name: "Lib"), .target(name: "Declared", sources: ["Gen.out", "d.swift"])]
        """), owners: [
            "Sources/Lib/l.swift": "Lib", "Sources/Lib/Foo.bar/f.swift": "-", "Sources/Lib/en.lproj/e.swift": "Lib",
            "Sources/Lib/com.example/n.swift": "-", "Sources/Declared/Gen.out/g.swift": "Declared", "Sources/Declared/d.swift": "Declared",
        ], hidden: ["Sources/Lib/Lib.docc/Snippet.swift"]),

        LayoutCase(name: "resources are not sources", manifest: manifest("5.9", """
        targets: [.target(name: "Lib", resources: [.copy("Templates"), .process("Resources/Images")]), .target(name: "Bare")]
        """), owners: [
            "Sources/Lib/l.swift": "Lib", "Sources/Lib/Templates/T.swift": "-", "Sources/Lib/Resources/Images/i.swift": "-",
            "Sources/Lib/Resources/r.swift": "Lib", "Sources/Bare/Resources/r.swift": "Bare",
        ]),

        LayoutCase(name: "a system library compiles no Swift file", manifest: manifest("5.9", """
        targets: [.systemLibrary(name: "CZ"), .target(name: "A", dependencies: ["CZ"])]
        """), owners: [
            "Sources/CZ/stray.swift": "-", "Sources/A/a.swift": "A",
        ], others: ["Sources/CZ/module.modulemap": "module CZ [system] {\n    link \"z\"\n    export *\n}\n"]),
    ]
}
