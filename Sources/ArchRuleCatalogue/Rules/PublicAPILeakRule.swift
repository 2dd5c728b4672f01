import ArchRulesFile
import ArchCore
import ArchModuleGraph
import ArchSyntax

/// The public API of a pure layer speaks in domain values and protocols, never in the types
/// of the frameworks and storage that implement them.
public struct PublicAPILeakRule: Rule {
    public static let id = RuleID("public-api-leak")

    /// `pure LAYER ...`: layers whose public API must not expose implementation types.
    public static let pureLayers = RuleSettingKey<[ArchitectureRules.Reference]>("pure", default: [])
    /// `leak-types NAME ...`: the implementation types a pure layer's public API must not name.
    /// Empty means `defaultLeakTypes`; subclasses of `NSManagedObject` count too.
    public static let leakTypes = RuleSettingKey<[String]>("leak-types", default: [])
    public static let defaultLeakTypes = ["NSManagedObject", "NSManagedObjectContext", "URLRequest", "HTTPURLResponse",
                                          "URLResponse", "ModelContext", "UIView", "UIViewController", "NSView",
                                          "NSViewController", "DIContainer", "Container", "Resolver"]

    public init() {}

    static let statements = [
        RuleStatement("pure", syntax: "pure LAYER…",
                      meaning: "the public API of these layers' modules must not name an implementation type (`public-api-leak`), and their code must not read a networking singleton (`networking-singleton`)") { line in
            line.appendLayers(to: pureLayers)
        },
        RuleStatement(
            "leak-types", syntax: "leak-types NAME…",
            meaning: """
            the implementation types a `pure` layer's public API must not name, as names or globs (`*DTO`). Without this \
            line: `\(defaultLeakTypes.joined(separator: " "))`. Classes of the repository that inherit from \
            `NSManagedObject` always count.
            """
        ) { line in
            for word in line.words(missing: "missing type name after 'leak-types' (such as 'URLRequest')") {
                let isValid = word.text.first.map { !$0.isNumber } ?? false
                    && word.text.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber || "*?[]!-".contains($0) }
                guard isValid else {
                    line.report("'\(word.text.shortenedForMessage)' is not a valid type name or type-name glob \(RuleStatementLine.identifierRule)",
                                at: word.column)
                    continue
                }
                if line.settings[leakTypes].contains(word.text) {
                    line.report("duplicate leak type '\(word.text.shortenedForMessage)'", at: word.column)
                    continue
                }
                line.settings.modify(leakTypes) { $0.append(word.text) }
            }
        },
    ]

    public var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            name: "Public API leak",
            summary: "A `public` or `open` declaration, or a public protocol's requirement, in a `pure` layer names an implementation type (`leak-types`, a subclass of NSManagedObject, or a DTO).",
            rationale: """
            "Layering and the composition root": a public signature that mentions `NSManagedObject`, \
            `URLRequest`, `HTTPURLResponse`, `ModelContext`, a view or view controller, or the DI container forces every \
            importer to depend on that framework too, and pins the implementation behind the boundary. Return domain \
            values or protocols instead. Only layers named by `pure` are checked. `leak-types` replaces the default list \
            (NSManagedObject, NSManagedObjectContext, URLRequest, HTTPURLResponse, URLResponse, ModelContext, UIView, \
            UIViewController, NSView, NSViewController, DIContainer, Container, Resolver) and takes globs such as `*DTO`; \
            classes of the repository that inherit from NSManagedObject, directly or through each other, always count, \
            and so do its DTOs, which never leave Data: the types named `*DTO` or `*Dto` and those declared in a \
            `dto-folder` folder (by default **/Domain/DTO and **/DTO), unless a type outside those folders has the same \
            name. The requirements of a public protocol are public API without the word, so a repository contract of an \
            Abstraction layer that hands out a DTO is reported. Each type is reported where the signature names it.
            """,
            defaultSeverity: .error,
            statements: Self.statements,
            triggeringExamples: [
                RuleExample([
                    ".archrules": "layer Domain = *Domain\npure Domain\n",
                    "Package.swift": ExampleManifest.package("Shop", [.init("ArticleDomain", ["ArticleStore"]), .init("ArticleStore")]),
                    "Sources/ArticleStore/ArticleMO.swift": "import CoreData\npublic class ArticleMO: NSManagedObject {}\npublic class DraftMO: ArticleMO {}\n",
                    "Sources/ArticleDomain/ArticleService.swift": """
                    import Foundation
                    import ArticleStore
                    public struct ArticleService {
                        public func fetchArticles() async throws -> [↓ArticleMO] { [] }
                        public func request(for id: UUID) -> ↓URLRequest { URLRequest(url: URL(string: "https://example.com")!) }
                        public var draft: ↓DraftMO?
                        func internalRequest() -> URLRequest { URLRequest(url: URL(string: "https://example.com")!) }
                    }
                    """,
                ]),
                RuleExample([
                    ".archrules": "layer Domain = *Domain\npure Domain\nleak-types *DTO\n",
                    "Package.swift": ExampleManifest.package("Shop", [.init("ArticleDomain")]),
                    "Sources/ArticleDomain/Article.swift": "public struct ArticleDTO {}\npublic func decode(_ dto: ↓ArticleDTO) -> Int { 0 }\n",
                ]),
                // A contract of the Abstraction layer that hands out what Data decodes.
                RuleExample([
                    ".archrules": "layer Abstraction = *Abstraction\nlayer Data = *Data\npure Abstraction\n",
                    "Package.swift": ExampleManifest.package("Shop", [.init("PhotoAbstraction", ["PhotoData"]), .init("PhotoData")]),
                    "Sources/PhotoData/DTO/PhotoDTO.swift": "public struct PhotoDTO: Decodable { public let id: String }\n",
                    "Sources/PhotoData/DTO/AlbumPayload.swift": "public struct AlbumPayload: Decodable {}\n",
                    "Sources/PhotoAbstraction/PhotoRepositoryProtocol.swift": """
                    import PhotoData
                    public protocol PhotoRepositoryProtocol {
                        func fetchPhotos() async throws -> [↓PhotoDTO]
                        func album(id: String) -> ↓AlbumPayload?
                        var latest: ↓PhotoDTO? { get }
                    }
                    """,
                ]),
            ],
            nonTriggeringExamples: [
                RuleExample([
                    ".archrules": "layer Domain = *Domain\nlayer Data = *Data\nallow Data -> Domain\npure Domain\n",
                    "Package.swift": ExampleManifest.package("Shop", [.init("ArticleDomain"), .init("ArticleData", ["ArticleDomain"])]),
                    "Sources/ArticleDomain/ArticleReading.swift": """
                    import Foundation
                    public struct Article: Sendable { public let id: UUID }
                    public protocol ArticleReading {
                        func fetchArticles() async throws -> [Article]
                    }
                    // public func old() -> URLRequest
                    struct Transport { func request() -> URLRequest { fatalError() } }
                    """,
                    "Sources/ArticleData/ArticleStore.swift": """
                    import CoreData
                    import ArticleDomain
                    public class ArticleMO: NSManagedObject {}
                    public func request(for article: Article) -> URLRequest { fatalError() }
                    """,
                ]),
                // Look-alikes of a DTO in a contract, and DTOs where they belong: in Data's own
                // protocols, its mappers and its implementations.
                RuleExample([
                    ".archrules": "layer Abstraction = *Abstraction\nlayer Data = *Data\nallow Data -> Abstraction\npure Abstraction\n",
                    "Package.swift": ExampleManifest.package("Shop", [.init("PhotoAbstraction"), .init("PhotoData", ["PhotoAbstraction"])]),
                    "Sources/PhotoAbstraction/PhotoRepositoryProtocol.swift": """
                    public struct Photo: Sendable { public let id: String }
                    public struct DTOSummary: Sendable { public let count: Int }
                    /// Photos, mapped from PhotoDTO by the Data layer.
                    public protocol PhotoRepositoryProtocol {
                        // func fetchRaw() -> PhotoDTO
                        func fetchPhotos() async throws -> [Photo]
                        func summary() -> DTOSummary
                        func source(named name: String) -> String
                    }
                    public let photoSourceName = "PhotoDTO"
                    """,
                    "Sources/PhotoData/DTO/PhotoDTO.swift": "struct PhotoDTO: Decodable { let id: String }\nstruct Photo: Decodable {}\n",
                    "Sources/PhotoData/PhotoRepository.swift": """
                    import PhotoAbstraction
                    public protocol PhotoRemoteSource { func fetch() async throws -> [PhotoDTO] }
                    struct PhotoMapper { func map(_ dto: PhotoDTO) -> PhotoAbstraction.Photo { .init(id: dto.id) } }
                    public final class PhotoRepository {
                        let source: any PhotoRemoteSource
                        public func cached() -> [PhotoDTO] { [] }
                        init(source: any PhotoRemoteSource) { self.source = source }
                    }
                    """,
                ]),
            ]
        )
    }

    /// Public declarations matter only in the pure layers.
    public func readsFacts(_ rules: ArchitectureRules) -> ScanFacts {
        rules.ruleSettings[Self.pureLayers].isEmpty ? [] : .publicDeclarations
    }

    public func evaluate(_ context: RuleContext) -> [RuleFinding] {
        let pureLayers = Set(context.rules.ruleSettings[Self.pureLayers].map(\.name))
        guard !pureLayers.isEmpty else { return [] }
        let written = context.rules.ruleSettings[Self.leakTypes]
        let leakGlobs = (written.isEmpty ? Self.defaultLeakTypes : written).map(Glob.init)
        let managedObjects = managedObjectSubclasses(context.graph)
        let transferTypes = DTOPlacementRule.transferTypeNames(context.graph, rules: context.rules)
        var findings: [RuleFinding] = []
        for file in context.graph.files {
            guard let owner = file.module.flatMap({ context.graph.module(named: $0) }), context.isChecked(owner),
                  let layer = owner.layer, pureLayers.contains(layer) else { continue }
            for declaration in file.summary.publicDeclarations {
                for (index, name) in declaration.typeNames.enumerated() {
                    let what: String
                    if managedObjects.contains(name), name != "NSManagedObject" {
                        what = "'\(name)' (an NSManagedObject subclass)"
                    } else if transferTypes.contains(name) {
                        what = "'\(name)' (a DTO)"
                    } else if leakGlobs.contains(where: { $0.matches(name) }) {
                        what = "'\(name)'"
                    } else {
                        continue
                    }
                    let position = index < declaration.typeNamePositions.count
                        ? declaration.typeNamePositions[index] : TextPosition(line: declaration.line, column: declaration.column)
                    findings.append(RuleFinding(
                        message: "\(Self.describe(declaration)) of '\(owner.name)' (\(layer), pure) exposes \(what); expose a domain value or protocol instead",
                        location: SourceLocation(file: file.path, line: position.line, column: position.column),
                        symbol: declaration.name))
                }
            }
        }
        return findings
    }

    /// `public func 'fetch'`, or `the requirement func 'fetch' of a public protocol`.
    static func describe(_ declaration: PublicDeclaration) -> String {
        let what = declaration.keyword == declaration.name ? declaration.keyword : "\(declaration.keyword) '\(declaration.name)'"
        return declaration.isRequirement ? "the requirement \(what) of a public protocol" : "public \(what)"
    }

    /// The classes of the repository that inherit from `NSManagedObject`, directly or through
    /// each other, by name: a work list over the declarations, so depth costs nothing.
    private func managedObjectSubclasses(_ graph: ModuleGraph) -> Set<String> {
        var subclassesByParent: [String: [String]] = [:]
        for file in graph.files {
            for declaration in file.summary.declarations where declaration.kind == .class {
                for parent in declaration.inheritedTypes {
                    let simple = parent.split(separator: ".").last.map(String.init) ?? parent
                    subclassesByParent[simple, default: []].append(declaration.name)
                }
            }
        }
        var found: Set<String> = []
        var pending = subclassesByParent["NSManagedObject", default: []]
        while let next = pending.popLast() {
            guard found.insert(next).inserted else { continue }
            pending += subclassesByParent[next, default: []]
        }
        return found
    }
}
