import ArchRulesFile
import ArchCore
import ArchModuleGraph
import ArchSyntax

/// The business rules and the contracts of a pure layer reach no network by themselves: what
/// they need from outside comes in through a port, which Data implements.
public struct NetworkingSingletonRule: Rule {
    public static let id = RuleID("networking-singleton")

    /// The global networking singletons, as the chains that read them.
    public static let singletons = ["URLSession.shared", "URLCache.shared", "HTTPCookieStorage.shared",
                                    "URLCredentialStorage.shared"]

    public init() {}

    public var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            name: "Networking singleton in a pure layer",
            summary: "Code of a `pure` layer reads a global networking singleton: `URLSession.shared`, `URLCache.shared`, `HTTPCookieStorage.shared` or `URLCredentialStorage.shared`.",
            rationale: """
            "Layering and the composition root": Domain holds business rules and the contracts they speak in; it \
            depends on no I/O, and a Domain service that reaches for a singleton hides a dependency its signature \
            should show. The network belongs to Data (or a Networking module), behind a port the domain declares, and \
            the session is made in the composition root. The layers named by `pure` are checked, as for \
            `public-api-leak`; a read counts wherever the chain is written, `URLSession.shared.data(from:)` or \
            `Foundation.URLSession.shared`, and not in comments or strings. An implicit member, `session: URLSession \
            = .shared`, names no type and is not reported.
            """,
            defaultSeverity: .error,
            triggeringExamples: [
                RuleExample([
                    ".archrules": "layer Domain = *Domain\nlayer Data = *Data\nallow Data -> Domain\npure Domain\n",
                    "Package.swift": ExampleManifest.package("Shop", [.init("PhotoDomain"), .init("PhotoData", ["PhotoDomain"])]),
                    "Sources/PhotoDomain/RefreshPhotosUseCase.swift": """
                    import Foundation
                    public struct RefreshPhotosUseCase {
                        public func run(from url: URL) async throws -> Data {
                            let (data, _) = try await ↓URLSession.shared.data(from: url)
                            return data
                        }
                        let cache = ↓Foundation.URLCache.shared
                        let session = ↓URLSession
                            .shared
                    }
                    """,
                ]),
            ],
            nonTriggeringExamples: [
                RuleExample([
                    ".archrules": "layer Domain = *Domain\nlayer Data = *Data\nallow Data -> Domain\npure Domain\n",
                    "Package.swift": ExampleManifest.package("Shop", [.init("PhotoDomain"), .init("PhotoData", ["PhotoDomain"])]),
                    "Sources/PhotoDomain/RefreshPhotosUseCase.swift": """
                    import Foundation
                    public protocol PhotoFetching { func fetch(from url: URL) async throws -> Data }
                    public struct RefreshPhotosUseCase {
                        let fetching: any PhotoFetching
                        // Not URLSession.shared: the session is Data's.
                        let note = "URLSession.shared"
                        let settings = SettingsStore.shared
                        public func run(from url: URL) async throws -> Data { try await fetching.fetch(from: url) }
                    }
                    final class SettingsStore { static let shared = SettingsStore() }
                    """,
                    "Sources/PhotoData/PhotoClient.swift": """
                    import Foundation
                    import PhotoDomain
                    struct PhotoClient: PhotoFetching {
                        let session: URLSession = URLSession.shared
                        func fetch(from url: URL) async throws -> Data { try await session.data(from: url).0 }
                    }
                    """,
                ]),
            ]
        )
    }

    public func readsFacts(_ rules: ArchitectureRules) -> ScanFacts {
        rules.ruleSettings[PublicAPILeakRule.pureLayers].isEmpty ? [] : .calls
    }

    public func recordedCalls(_ rules: ArchitectureRules) -> Set<String> {
        Set(Self.singletons.compactMap { $0.split(separator: ".").last.map(String.init) })
    }

    /// The singleton a chain reads, if it reads one: `URLSession.shared`, `Foundation.URLSession.shared`.
    static func singleton(readBy chain: String) -> String? {
        singletons.first { chain == $0 || chain.hasSuffix("." + $0) }
    }

    public func evaluate(_ context: RuleContext) -> [RuleFinding] {
        let pureLayers = Set(context.rules.ruleSettings[PublicAPILeakRule.pureLayers].map(\.name))
        guard !pureLayers.isEmpty else { return [] }
        var findings: [RuleFinding] = []
        for index in context.graph.files.indices where !context.graph.files[index].summary.calls.isEmpty {
            let file = context.graph.files[index]
            guard let owner = file.module.flatMap({ context.graph.module(named: $0) }), context.isChecked(owner),
                  let layer = owner.layer, pureLayers.contains(layer) else { continue }
            for call in file.summary.calls {
                guard let singleton = Self.singleton(readBy: call.chain) else { continue }
                findings.append(RuleFinding(
                    message: "'\(owner.name)' (\(layer), pure) reads the networking singleton '\(singleton)'; declare a port for what it needs and let Data implement it with a session the composition root makes",
                    location: SourceLocation(file: file.path, line: call.line, column: call.column),
                    symbol: singleton))
            }
        }
        return findings
    }
}
