import ArchRulesFile
import ArchCore

/// The metadata of a template, from its `template.manifest`.
public struct TemplateManifest: Sendable, Equatable {
    public struct Variable: Sendable, Equatable {
        public var name: String
        public var defaultValue: String
        public var help: String
        /// `packages-of NAME LAYER`: unless set, the folder that holds most packages of the layer.
        public var packagesOfLayer: String?
        /// `optional MODULE`: the variable `has-MODULE`, true when the repository has the module.
        public var detectsModule: String?

        public init(name: String, defaultValue: String, help: String, packagesOfLayer: String? = nil, detectsModule: String? = nil) {
            self.name = name
            self.defaultValue = defaultValue
            self.help = help
            self.packagesOfLayer = packagesOfLayer
            self.detectsModule = detectsModule
        }
    }

    /// `add-target PACKAGE-DIR TARGET DEPENDENCY…`, with placeholders not yet rendered.
    public struct TargetAddition: Sendable, Equatable {
        public var packageDirectory: String
        public var target: String
        public var dependencies: [String]
        public var line: Int

        public init(packageDirectory: String, target: String, dependencies: [String], line: Int) {
            self.packageDirectory = packageDirectory
            self.target = target
            self.dependencies = dependencies
            self.line = line
        }
    }

    /// `requires PATH -- what it is`: something the rendered files need that the template
    /// does not write, such as the packages a new package depends on.
    public struct Requirement: Sendable, Equatable {
        /// Root-relative, placeholders not yet rendered.
        public var path: String
        public var help: String
        public var line: Int
    }

    public var description: String?
    public var kind: TemplateKind?
    public var destination: String?
    public var root: String?
    public var allowsInto: Bool?
    public var extends: String?
    public var variables: [Variable] = []
    public var targetAdditions: [TargetAddition] = []
    public var requirements: [Requirement] = []

    public init() {}

    static let keywords = ["description", "kind", "destination", "root", "into", "extends", "variable", "add-target", "requires",
                           "optional", "packages-of"]

    /// Reads a `template.manifest`; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws(TemplateError) -> TemplateManifest {
        var manifest = TemplateManifest()
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = offset + 1
            let content = rawLine.firstIndex(of: "#").map { rawLine[..<$0] } ?? rawLine[...]
            let trimmed = content.trimmingWhitespace
            guard !trimmed.isEmpty else { continue }
            let keyword = String(trimmed.prefix { $0 != " " && $0 != "\t" })
            let rest = String(trimmed.dropFirst(keyword.count)).trimmingWhitespace
            func fail(_ message: String) -> TemplateError { TemplateError(file: file, line: line, message: message) }
            func value() throws(TemplateError) -> String {
                guard !rest.isEmpty else { throw fail("missing value after '\(keyword)'") }
                return rest
            }
            switch keyword {
            case "description": manifest.description = try value()
            case "kind":
                guard let kind = TemplateKind(rawValue: try value()) else {
                    throw fail("'kind' takes \(TemplateKind.names.map { "'\($0)'" }.joined(separator: " or ")), not '\(rest)'")
                }
                manifest.kind = kind
            case "destination": manifest.destination = try value()
            case "root": manifest.root = try value()
            case "extends": manifest.extends = try value()
            case "into":
                switch try value() {
                case "yes": manifest.allowsInto = true
                case "no": manifest.allowsInto = false
                default: throw fail("'into' takes 'yes' or 'no', not '\(rest)'")
                }
            case "variable":
                manifest.variables.append(try parseVariable(rest, fail: fail))
            case "optional":
                let (module, help) = try value().split(separator: "--", maxSplits: 1).map { $0.trimmingWhitespace }.pair
                guard !module.isEmpty, !module.contains(where: { $0 == " " || $0 == "\t" }) else {
                    throw fail("expected 'optional MODULE -- what it is', with one module name")
                }
                manifest.variables.append(Variable(name: "has-\(module)", defaultValue: "", help: help ?? "", detectsModule: module))
            case "packages-of":
                let words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                guard words.count == 2 else { throw fail("expected 'packages-of VARIABLE LAYER'") }
                guard let index = manifest.variables.firstIndex(where: { $0.name == words[0] }) else {
                    throw fail("'packages-of \(words[0])' needs 'variable \(words[0]) = DEFAULT' on an earlier line")
                }
                manifest.variables[index].packagesOfLayer = words[1]
            case "add-target":
                let words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                guard words.count >= 2 else { throw fail("'add-target' needs a package folder and a target name") }
                manifest.targetAdditions.append(TargetAddition(packageDirectory: words[0], target: words[1],
                                                               dependencies: Array(words.dropFirst(2)), line: line))
            case "requires":
                let (path, help) = try value().split(separator: "--", maxSplits: 1).map { $0.trimmingWhitespace }.pair
                guard !path.isEmpty, !path.contains(where: { $0 == " " || $0 == "\t" }) else {
                    throw fail("expected 'requires PATH -- what it is', with one path")
                }
                manifest.requirements.append(Requirement(path: path, help: help ?? "", line: line))
            default:
                let hint = Suggestion.closest(to: keyword, in: keywords).map { "; did you mean '\($0)'?" } ?? ""
                throw fail("unknown keyword '\(keyword)'\(hint)")
            }
        }
        return manifest
    }

    /// `name = default -- help`.
    private static func parseVariable(_ text: String, fail: (String) -> TemplateError) throws(TemplateError) -> Variable {
        let (definition, help) = text.split(separator: "--", maxSplits: 1).map { $0.trimmingWhitespace }.pair
        guard let equals = definition.firstIndex(of: "=") else { throw fail("expected 'variable NAME = DEFAULT -- help'") }
        let name = definition[..<equals].trimmingWhitespace
        let defaultValue = definition[definition.index(after: equals)...].trimmingWhitespace
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw fail("'\(name)' is not a variable name (letters, digits, '-' and '_')")
        }
        return Variable(name: name, defaultValue: defaultValue, help: help ?? "")
    }
}

private extension Array where Element == String {
    var pair: (String, String?) { (first ?? "", count > 1 ? self[1] : nil) }
}
