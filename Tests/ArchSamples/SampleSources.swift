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

    /// A manifest in the seed's layered style with `count` cases: products through a
    /// `Product.Library` factory, one extension of the enum per case, targets through a
    /// `Target` factory with default values, dependencies through `return switch self` and
    /// `Target.Dependency(stringLiteral:)`.
    public static func seedStyleManifest(cases count: Int) -> String {
        var text = "// swift-tools-version: 5.9\nimport PackageDescription\n\n"
        text += "let package = Package(name: \"P\", products: Layer.allCases.map(\\.product),\n"
        text += "    targets: Layer.allCases.map(\\.target) + Layer.allCases.flatMap(\\.testsTargets))\n\n"
        text += "enum Layer: String, CaseIterable {\n"
        for index in 0..<count { text += "    case M\(index)\n" }
        text += "    var product: Product { Product.Library.library(product: self) }\n}\n\n"
        for index in 0..<count { text += "extension Layer {\n    var path\(index): String { \"Sources/\\(rawValue)\" }\n}\n" }
        text += "extension Layer {\n    var target: Target { .target(framework: self, dependencies: dependencies) }\n"
        text += "    var testsTargets: [Target] { [.testTarget(framework: self, dependencies: [.internal(self)])] }\n"
        text += "    var dependencies: [Target.Dependency] {\n        return switch self {\n        case .M0: []\n"
        for index in 1..<max(count, 1) { text += "        case .M\(index): [.internal(.M\(index - 1))]\n" }
        text += "        }\n    }\n}\n\n"
        text += "extension Product.Library {\n    static func library(product: Layer) -> Product {\n"
        text += "        .library(name: product.rawValue, type: nil, targets: [product.rawValue])\n    }\n}\n\n"
        text += "extension Target {\n    static func target(framework: Layer, dependencies: [Target.Dependency] = [], exclude: [String] = [],\n"
        text += "                       resources: [Resource]? = nil, swiftSettings: [SwiftSetting]? = nil) -> Target {\n"
        text += "        .target(name: framework.rawValue, dependencies: dependencies, path: \"Sources/\\(framework.rawValue)\",\n"
        text += "                exclude: exclude, resources: resources, swiftSettings: swiftSettings)\n    }\n\n"
        text += "    static func testTarget(framework: Layer, dependencies: [Target.Dependency] = []) -> Target {\n"
        text += "        .testTarget(name: \"\\(framework.rawValue)Tests\", dependencies: dependencies)\n    }\n}\n\n"
        text += "extension Target.Dependency {\n    static func `internal`(_ product: Layer) -> Target.Dependency {\n"
        text += "        Target.Dependency(stringLiteral: product.rawValue)\n    }\n}\n"
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
