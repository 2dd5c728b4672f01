import ArchCore

/// One synthetic Swift source file of about 150 lines: imports at the top, then the things a
/// lexer must step over without seeing an import — line, block and doc comments, strings,
/// multi-line strings and `#if` blocks — type declarations and references to imported types.
enum SourceFileText {
    static let targetLines = 150

    static func render(plan: ModulePlan, target: Int, file: Int, files: Int, excluded: Bool, random: inout SplitMix64) -> String {
        let name = plan.name(of: target)
        let imported = excluded ? [] : importedTargets(plan: plan, target: target, file: file, files: files)
        var lines = [
            "// \(name)File\(file).swift",
            "// Part of the synthetic archkit benchmark monorepo, written as hand-written code reads.",
            "",
            "import Foundation",
        ]
        lines += imported.map { "import \(plan.name(of: $0))" }
        if excluded, let violation = plan.violations.dropFirst().first {
            // Excluded by `.archrules`, so this upward import is never a finding.
            lines.append("import \(plan.name(of: violation.to))")
        }
        if plan.layer(of: target) == 2 && file == 0 {
            lines += ["#if canImport(SwiftUI)", "import SwiftUI", "#endif"]
        }
        lines += [
            "",
            "/* Block comment: a lexer must not read the next line as an import.",
            "import NotAModule",
            "   /* nested */ still inside the comment */",
            "",
        ]
        let typeName = file == 0 ? "\(name)Model" : "\(name)Part\(file)"
        if target == plan.bannedNameTarget && file == 0 {
            lines += ["/// The one type whose name the rules ban.", "struct LedgerManager {", "    var entries: [Int] = []", "}", ""]
        }
        lines += [
            "/// A value owned by \(name).",
            "///",
            "/// - Note: `import Inside.DocComment` is prose, not an import.",
            "public struct \(typeName): Sendable, Hashable {",
            "    public var id: Int",
            "    public var label: String",
            "",
            "    public init(id: Int = \(random.below(1_000)), label: String = \"import \\(\"Quoted\")\") {",
            "        self.id = id",
            "        self.label = label",
            "    }",
            "}",
            "",
            "enum \(name)Kind\(file): String, CaseIterable {",
            "    case first, second, third",
            "}",
            "",
            "protocol \(name)Reading\(file) {",
            "    func read(_ id: Int) -> \(typeName)?",
            "}",
            "",
            "let \(name.lowercased())Banner\(file) = \"\"\"",
            "    import NotAModuleEither",
            "    a multi-line string with \"quotes\" and \\(1 + 1) interpolation",
            "    \"\"\"",
            "",
            "#if DEBUG",
            "let \(name.lowercased())Trace\(file) = true",
            "#else",
            "let \(name.lowercased())Trace\(file) = false",
            "#endif",
            "",
        ]
        for dependency in imported {
            let other = plan.name(of: dependency)
            lines += [
                "func use\(other)In\(file)(_ value: \(other)Model) -> Int {",
                "    value.id + \(random.below(100))",
                "}",
                "",
            ]
        }
        var function = 0
        while lines.count < targetLines - 8 {
            let a = random.below(1_000)
            let b = random.below(1_000)
            lines += [
                "// Filler \(function): arithmetic the parser must step over.",
                "func \(name.lowercased())Step\(file)x\(function)(_ value: Int) -> Int {",
                "    let scaled = value * \(a) // \"not a string\"",
                "    return scaled &+ \(b)",
                "}",
                "",
            ]
            function += 1
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The dependencies this file imports: each dependency of the target is imported by exactly
    /// one of its files, round robin, so none is declared and unused.
    static func importedTargets(plan: ModulePlan, target: Int, file: Int, files: Int) -> [Int] {
        let importing = target == plan.violations.first?.from ? files - 1 : files
        return plan.dependencies[target].enumerated().filter { $0.offset % importing == file }.map(\.element)
    }
}
