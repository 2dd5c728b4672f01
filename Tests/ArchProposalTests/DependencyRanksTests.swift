import ArchTestSupport
import Testing
@testable import ArchProposal

@Suite("Dependency ranks")
struct DependencyRanksTests {
    @Test func ranksAreTheLongestPathToASink() {
        let ranks = DependencyRanks(nodes: ["A", "B", "C", "D"], edges: ["A": ["B", "D"], "B": ["C"], "D": ["C"], "C": ["UIKit"]])
        #expect(ranks.rank == ["A": 2, "B": 1, "D": 1, "C": 0])
        #expect(ranks.cycles.isEmpty)
    }

    @Test func aCycleSharesOneRank() {
        let ranks = DependencyRanks(nodes: ["A", "B", "C", "Top"], edges: ["A": ["B"], "B": ["A", "C"], "Top": ["A"]])
        #expect(ranks.rank == ["C": 0, "A": 1, "B": 1, "Top": 2])
        #expect(ranks.cycles == [["A", "B"]])
    }

    /// A recursive ranking would overflow a test thread's stack long before 20,000 levels.
    @Test func aLongChainNeedsNoDeepStack() {
        let count = SlowSuites.choose(quick: 20_000, full: 200_000)
        let names = (0..<count).map { "M\($0)" }
        var edges: [String: Set<String>] = [:]
        for index in 1..<count { edges[names[index]] = [names[index - 1]] }
        let ranks = DependencyRanks(nodes: names, edges: edges)
        #expect(ranks.rank[names[count - 1]] == count - 1)
    }
}

@Suite("Ranked proposals")
struct RankedProposalTests {
    @Test func aDeepChainSharesTwelveLayers() throws {
        let count = 5_000
        let names = (0..<count).map { "M\($0)" }
        var dependencies: [String: Set<String>] = [:]
        for index in 1..<count { dependencies[names[index]] = [names[index - 1]] }
        let shape = RepositoryShape(units: names.map { RepositoryShape.Unit(name: $0, kind: .regular, path: nil, packageFolder: nil) },
                                    dependencies: dependencies)
        let proposal = try ArchitectureProposer.propose(ProposalRequest(shape: shape, folders: FolderModulePlan(modules: [], featureFolders: nil)))
        #expect(proposal.style == .ranks)
        let layers = proposal.text.split(separator: "\n").filter { $0.hasPrefix("layer ") }
        #expect(layers.count == 12)
        #expect(layers.first?.hasPrefix("layer Rank11 = ") == true)
        #expect(proposal.text.contains("# Ranks 0 to 416: "))
    }

    /// A rank layer whose modules mostly share a folder or a name ending is named after it;
    /// the others keep their rank's name, and a name taken already gets the layer's number.
    @Test func rankLayersAreNamedAfterWhatTheirModulesShare() throws {
        let units: [(String, String)] = [
            ("App", "App"), ("HomeFeature", "Features/HomeFeature"), ("SearchFeature", "Features/SearchFeature"),
            ("Kit", "Kit"), ("ApiClient", "Clients/ApiClient"), ("FileClient", "Clients/FileClient"), ("Env", "Env"),
            ("Clients", "Clients/Clients"),
        ]
        let dependencies: [String: Set<String>] = [
            "App": ["HomeFeature", "SearchFeature"], "HomeFeature": ["Kit"], "SearchFeature": ["Kit"],
            "Kit": ["ApiClient", "FileClient", "Clients"], "ApiClient": ["Env"], "FileClient": ["Env"], "Clients": ["Env"],
        ]
        let shape = RepositoryShape(units: units.map { RepositoryShape.Unit(name: $0.0, kind: .regular, path: "Sources/\($0.1)", packageFolder: nil) },
                                    dependencies: dependencies)
        let proposal = try ArchitectureProposer.propose(ProposalRequest(shape: shape, folders: FolderModulePlan(modules: [], featureFolders: nil),
                                                                                    style: .ranks))
        let layers = proposal.text.split(separator: "\n").filter { $0.hasPrefix("layer ") }.map { $0.split(separator: " ")[1] }
        // Ranks 4 (App) to 0 (Env): the features' folder names rank 3, the clients' rank 1, but a
        // module is called Clients already.
        #expect(layers == ["Rank4", "Features", "Rank2", "Clients1", "Rank0"])
        #expect(proposal.text.contains("Named after what most of its modules share; it holds rank layer 3 of 5."))
        #expect(proposal.text.contains("allow Features -> Rank2 Clients1 Rank0"))
    }
}
