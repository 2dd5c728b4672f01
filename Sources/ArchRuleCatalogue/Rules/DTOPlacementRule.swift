import ArchRulesFile
import ArchCore
import ArchModuleGraph
import ArchSyntax

/// Data transfer objects live together in the DTO folders, not scattered through Api,
/// Repository or Service files.
public struct DTOPlacementRule: Rule {
    public static let id = RuleID("dto-placement")
    static let codingProtocols: Set<String> = ["Codable", "Encodable", "Decodable"]

    /// `dto-folder PATHGLOB ...`: where DTOs may be declared. Empty means `defaultFolders`.
    public static let folders = RuleSettingKey<[ArchitectureRules.Pattern]>("dto-folder", default: [])
    public static let defaultFolders = ["**/Domain/DTO", "**/DTO"]

    public init() {}

    static let foldersStatement = RuleStatement(
        "dto-folder", syntax: "dto-folder PATHGLOB…",
        meaning: """
        folders, relative to the root, where DTOs may be declared, matched against a file's folder and the folders \
        above it. Without this line: `\(defaultFolders.joined(separator: "` and `"))`.
        """
    ) { line in
        line.appendPatterns(to: folders, missing: "missing path pattern after 'dto-folder'")
    }

    /// Whether the rule applies: the file lays features out (`features`) or says where DTOs
    /// live (`dto-folder`).
    static func isOn(_ rules: ArchitectureRules) -> Bool {
        !rules.catalogue.featureLayers.isEmpty || !rules.ruleSettings[folders].isEmpty
    }

    /// Whether a file lies in a folder where DTOs may be declared: a `dto-folder` pattern, or
    /// by default `defaultFolders`, matches its folder or a folder above it.
    static func isInDTOFolder(file path: String, globs: [Glob]) -> Bool {
        guard let slash = path.lastIndex(of: "/") else { return false }
        let folder = String(path[..<slash])
        return globs.contains { $0.matchesPathOrAncestor(folder) }
    }

    static func folderGlobs(_ rules: ArchitectureRules) -> [Glob] {
        let written = rules.ruleSettings[folders]
        return written.isEmpty ? defaultFolders.map(Glob.init) : written.map(\.glob)
    }

    public var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            name: "DTO placement",
            summary: "A type named `*DTO`, or a struct or class that conforms to Codable, Encodable or Decodable, is declared outside the `dto-folder` folders.",
            rationale: """
            Layered features inside one target (rule 3.4): every network response and persisted model lives in {Feature}/Domain/DTO, never defined here and there in Api or Repository files; the Clean layout keeps them in each Data module's DTO/ folder. Kept together, the wire format is one folder to read and to review. A file is in place when a `dto-folder` pattern (by default **/Domain/DTO and **/DTO) matches its folder or one above it. The rule is on when .archrules lays out features (`features`) or names DTO folders (`dto-folder`), and then checks every module. Conformance is read as written, so a Codable value that is no transfer object is reported too: a warning, to move it or to accept it with an exception.
            """,
            defaultSeverity: .warning,
            statements: [Self.foldersStatement],
            triggeringExamples: [
                RuleExample([
                    ".archrules": FeatureExample.rules,
                    "App/Cart/Repository/CartRepository.swift": "struct ↓CartLineDTO {\n    let id: String\n}\nstruct ↓CachedCart: Codable {}\nfinal class ↓Receipt: Foundation.Decodable {}\n",
                ]),
                RuleExample([
                    ".archrules": "dto-folder **/Data/Wire\n",
                    "Package.swift": ExampleManifest.package("App", [.init("CartData")]),
                    "Sources/CartData/DTO/CartDTO.swift": "struct ↓CartDTO: Decodable {}\n",
                    "Sources/CartData/Data/Wire/LineDTO.swift": "struct LineDTO: Decodable {}\n",
                ]),
            ],
            nonTriggeringExamples: [
                RuleExample([
                    ".archrules": FeatureExample.rules,
                    "App/Cart/Domain/DTO/CartDTO.swift": "struct CartDTO: Codable {\n    struct LineDTO: Codable {}\n}\n",
                    "App/Cart/Repository/CartRepository.swift": """
                    // struct CartLineDTO: Codable {} belongs in Domain/DTO
                    let note = "struct CachedCart: Codable {}"
                    enum CartError: String, Codable { case empty }
                    protocol CartDTOMapping {}
                    final class CartRepository { func load() -> CartDTO? { nil } }
                    """,
                ]),
                RuleExample([
                    "Package.swift": ExampleManifest.package("App", [.init("CartData")]),
                    "Sources/CartData/CartStore.swift": "struct StoredCart: Codable {}\n",
                ]),
            ]
        )
    }

    public func evaluate(_ context: RuleContext) -> [RuleFinding] {
        let rules = context.rules
        guard Self.isOn(rules) else { return [] }
        let globs = Self.folderGlobs(rules)
        let folders = globs.map(\.pattern)
        var findings: [RuleFinding] = []
        for file in context.graph.files {
            // Files no module owns are still the repository's code; tests are left alone by default.
            if let owner = file.module, !context.isChecked(moduleNamed: owner) { continue }
            guard !Self.isInDTOFolder(file: file.path, globs: globs) else { continue }
            for declaration in file.summary.declarations {
                guard let reason = Self.dtoReason(name: declaration.name, kind: declaration.kind,
                                                  inheritedTypes: declaration.inheritedTypes) else { continue }
                findings.append(RuleFinding(
                    message: "\(declaration.kind.rawValue) '\(declaration.name)' \(reason), but is declared outside the DTO folders (\(folders.joined(separator: ", "))); move it to its feature's DTO folder",
                    location: SourceLocation(file: file.path, line: declaration.line, column: declaration.column),
                    symbol: declaration.name))
            }
        }
        return findings
    }

    /// Whether a type's name says it is a DTO: `ArticleDTO`, `ArticleDto`.
    static func isNamedAsDTO(_ name: String) -> Bool {
        name.hasSuffix("DTO") || name.hasSuffix("Dto")
    }

    /// The DTOs of the repository, by name, wherever they are mentioned: the types named as
    /// one, and the types declared in a DTO folder. A name that a type outside the DTO folders
    /// also declares is left out unless it is named as a DTO, so that the `Photo` entity of the
    /// domain is not taken for the `Photo` of a DTO folder.
    static func transferTypeNames(_ graph: ModuleGraph, rules: ArchitectureRules) -> Set<String> {
        let globs = folderGlobs(rules)
        var inFolders: Set<String> = []
        var elsewhere: Set<String> = []
        var named: Set<String> = []
        for file in graph.files where !file.summary.declarations.isEmpty {
            let inFolder = isInDTOFolder(file: file.path, globs: globs)
            for declaration in file.summary.declarations where declaration.kind != .typealias || inFolder {
                if isNamedAsDTO(declaration.name) { named.insert(declaration.name) }
                if inFolder { inFolders.insert(declaration.name) } else { elsewhere.insert(declaration.name) }
            }
        }
        return named.union(inFolders.subtracting(elsewhere))
    }

    /// Why a declaration is a DTO, as a clause; nil when it is not one.
    static func dtoReason(name: String, kind: TypeDeclarationKind, inheritedTypes: [String]) -> String? {
        if isNamedAsDTO(name) { return "is named as a DTO" }
        guard kind == .struct || kind == .class else { return nil }
        let coding = inheritedTypes.first { written in
            codingProtocols.contains(String(written.split(separator: ".").last ?? Substring(written)))
        }
        return coding.map { "conforms to \($0)" }
    }
}
