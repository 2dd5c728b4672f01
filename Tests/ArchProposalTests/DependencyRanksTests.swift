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
}
