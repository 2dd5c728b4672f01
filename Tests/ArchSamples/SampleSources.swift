/// Swift sources built to stress the scanner, shared by the tests and the growth benchmark.
public enum SampleSources {
    /// `depth` nested `#if`, with `imports` imports spread over the innermost levels.
    public static func nestedConditions(depth: Int, imports: Int) -> String {
        var source = ""
        for level in 0..<depth {
            source += "#if F\(level)\n"
            if level >= depth - imports { source += "import M\(level)\n" }
        }
        source += String(repeating: "#endif\n", count: depth)
        return source
    }
}

/// Package manifests built to stress the manifest readers.
public enum SampleManifests {
    /// An enum-style manifest of `count` cases, each depending on the one before.
    public static func enumManifest(cases count: Int) -> String {
        var text = "// swift-tools-version: 5.9\nimport PackageDescription\n\nenum Module: String, CaseIterable {\n"
        for index in 0..<count { text += "    case m\(index) = \"M\(index)\"\n" }
        text += "    var dependencies: [Target.Dependency] {\n        switch self {\n        case .m0: return []\n"
        for index in 1..<count { text += "        case .m\(index): return [.internal(.m\(index - 1)), .product(name: \"X\", package: \"x\")]\n" }
        text += "        }\n    }\n    var target: Target { .target(name: rawValue, dependencies: dependencies, path: \"Sources/\\(rawValue)\") }\n}\n"
        text += "extension Target.Dependency {\n    static func `internal`(_ module: Module) -> Target.Dependency { .target(name: module.rawValue) }\n}\n"
        text += "let package = Package(name: \"P\", products: Module.allCases.map { .library(name: $0.rawValue, targets: [$0.rawValue]) }, targets: Module.allCases.map(\\.target))\n"
        return text
    }

    /// A `Package.resolved` of format 3 pinning swift-log 1.5.3 and swift-collections 1.1.0.
    public static let packageResolved = """
        {
          "originHash" : "0",
          "pins" : [
            { "identity" : "swift-log", "kind" : "remoteSourceControl", "location" : "https://github.com/apple/swift-log.git",
              "state" : { "revision" : "aaa", "version" : "1.5.3" } },
            { "identity" : "swift-collections", "kind" : "remoteSourceControl", "location" : "https://github.com/apple/swift-collections",
              "state" : { "revision" : "bbb", "version" : "1.1.0" } }
          ],
          "version" : 3
        }
        """
}
