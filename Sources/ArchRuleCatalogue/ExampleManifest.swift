/// Renders small literal `Package.swift` files for rule examples, so that each example shows
/// its architecture at a glance.
public enum ExampleManifest {
    /// A target and its dependencies. Prefix a name with `↓` to mark where a finding is
    /// expected: on a target, at its declaration; on a dependency, at that dependency.
    public struct Target: Sendable {
        public var name: String
        public var dependencies: [String]
        public var isTest: Bool
        public var isExecutable = false

        public init(_ name: String, _ dependencies: [String] = [], isTest: Bool = false) {
            self.name = name
            self.dependencies = dependencies
            self.isTest = isTest
        }

        public static func test(_ name: String, _ dependencies: [String] = []) -> Target {
            Target(name, dependencies, isTest: true)
        }

        public static func executable(_ name: String, _ dependencies: [String] = []) -> Target {
            var target = Target(name, dependencies)
            target.isExecutable = true
            return target
        }
    }

    public static func package(_ name: String, _ targets: [Target]) -> String {
        var lines = [
            "// swift-tools-version: 5.9",
            "import PackageDescription",
            "",
            "let package = Package(",
            "    name: \"\(name)\",",
            "    targets: [",
        ]
        for target in targets {
            let (marker, targetName) = split(target.name)
            let kind = target.isTest ? "testTarget" : target.isExecutable ? "executableTarget" : "target"
            var line = "        \(marker).\(kind)(name: \"\(targetName)\""
            if !target.dependencies.isEmpty {
                let dependencies = target.dependencies.map { dependency -> String in
                    let (marker, name) = split(dependency)
                    return "\(marker)\"\(name)\""
                }
                line += ", dependencies: [\(dependencies.joined(separator: ", "))]"
            }
            lines.append(line + "),")
        }
        lines += ["    ]", ")", ""]
        return lines.joined(separator: "\n")
    }

    private static func split(_ name: String) -> (marker: String, name: String) {
        name.first == RuleExample.marker ? (String(RuleExample.marker), String(name.dropFirst())) : ("", name)
    }
}
