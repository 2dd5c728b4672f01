import ArchCore
import ArchTestSupport

/// Deterministic enum-style manifests in the reference architecture's shape, each built from
/// a seed that picks its modules, their dependencies and the spellings it uses: explicit or
/// implicit raw values, shuffled cases, `switch` arms with case lists and `default`, with or
/// without `return`, `let` constants, `+` of arrays, `map`/`flatMap`/`filter`/`compactMap`
/// with key paths and `$0` closures, helpers such as `.internal(.x)`, interpolated paths.
enum EnumManifestVariants {
    static func manifest(seed: UInt64) -> String {
        var random = SplitMix64(seed: seed)
        let count = 3 + random.below(4)
        let names = ["Core", "Networking", "Storage", "Feature", "Search", "Profile", "Billing"].prefix(count)
        let implicit = random.below(2) == 0
        // Implicit raw values are the case names themselves.
        let cases = names.map { implicit ? $0.lowercased() : $0.prefix(1).lowercased() + $0.dropFirst() }
        let raw = implicit ? cases.map { $0 } : Array(names)
        var order = Array(cases.indices)
        order.shuffle(using: &random)
        let useReturn = random.below(2) == 0
        let useConstant = random.below(2) == 0
        let targetsStyle = random.below(4)

        var text = "// swift-tools-version: 5.9\nimport PackageDescription\n\n"
        if useConstant { text += "let shared: [Target.Dependency] = [.external(.rxSwift)]\n\n" }
        text += "enum Module: String, CaseIterable {\n"
        for index in order {
            text += implicit ? "    case \(cases[index])\n" : "    case \(cases[index]) = \"\(raw[index])\"\n"
        }
        text += "\n    var dependencies: [Target.Dependency] {\n        switch self {\n"
        // Arms: a list for the modules without dependencies, one arm each for the others, and
        // sometimes a `default` for the last.
        let rootless = cases.indices.filter { $0 == 0 || random.below(3) == 0 }
        let others = cases.indices.filter { !rootless.contains($0) }
        let keyword = useReturn ? "return " : ""
        text += "        case \(rootless.map { ".\(cases[$0])" }.joined(separator: ", ")):\n"
        text += "            \(keyword)\(useConstant ? "shared" : "[]")\n"
        let useDefault = others.count > 1 && random.below(2) == 0
        for (position, index) in others.enumerated() {
            let earlier = (0..<index).filter { _ in random.below(2) == 0 }
            var list = "[" + earlier.map { ".internal(.\(cases[$0]))" }.joined(separator: ", ") + "]"
            if random.below(2) == 0 { list += " + [.product(name: \"Collections\", package: \"swift-collections\")]" }
            if useConstant, random.below(2) == 0 { list = "shared + " + list }
            let label = useDefault && position == others.count - 1 ? "default" : "case .\(cases[index])"
            text += "        \(label):\n            \(keyword)\(list)\n"
        }
        text += "        }\n    }\n\n"
        text += "    var target: Target {\n        .target(name: rawValue, dependencies: dependencies, path: \"Sources/\\(rawValue)\")\n    }\n\n"
        text += "    var hasTests: Bool {\n        switch self {\n        case .\(cases[0]): return true\n        default: return \(random.below(2) == 0)\n        }\n    }\n\n"
        text += "    var tests: Target {\n        .testTarget(name: \"\\(rawValue)Tests\", dependencies: [.internal(self)], path: \"Tests/\\(rawValue)Tests\")\n    }\n\n"
        text += "    var optionalTests: Target? {\n        switch self {\n        case .\(cases[0]): return tests\n        default: return nil\n        }\n    }\n\n"
        text += "    var product: Product {\n        .library(name: \"\\(rawValue)Library\", targets: [rawValue])\n    }\n}\n\n"
        text += "enum External: String {\n    case rxSwift = \"RxSwift\"\n}\n\n"
        text += "extension Target.Dependency {\n"
        text += "    static func `internal`(_ module: Module) -> Target.Dependency {\n        .target(name: module.rawValue)\n    }\n\n"
        text += "    static func external(_ external: External) -> Target.Dependency {\n        .product(name: external.rawValue, package: \"RxSwift\")\n    }\n}\n\n"
        let targets: String
        switch targetsStyle {
        case 0: targets = "Module.allCases.map(\\.target) + Module.allCases.filter(\\.hasTests).map(\\.tests)"
        case 1: targets = "Module.allCases.map { $0.target } + Module.allCases.filter { $0.hasTests && $0 != .\(cases[1]) }.map(\\.tests)"
        case 2: targets = "Module.allCases.flatMap { [$0.target] } + Module.allCases.compactMap(\\.optionalTests)"
        default: targets = "Module.allCases.map(\\.target) + testModules.map(\\.tests)"
        }
        if targetsStyle == 3 { text += "let testModules = Module.allCases.filter { $0.hasTests || $0.rawValue.hasPrefix(\"\(raw[1].prefix(2))\") }\n\n" }
        text += """
        let package = Package(
            name: "Variant\(seed)",
            platforms: [.iOS(.v15), .macOS(.v13)],
            products: Module.allCases.filter { $0 != .\(cases[0]) }.map(\\.product),
            dependencies: [
                .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0"),
                .package(url: "https://github.com/apple/swift-collections.git", from: "1.0.0"),
            ],
            targets: \(targets)
        )

        """
        return text
    }
}
