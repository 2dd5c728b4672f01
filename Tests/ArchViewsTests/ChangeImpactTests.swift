import ArchCore
import ArchViews
import ArchModuleGraph
import ArchTestSupport
import Testing

/// Blast radius (dependents, direct and transitive) and the modules a change affects.
@Suite("Change impact")
struct ChangeImpactTests {
    @Test func dependentsAreCountedThroughCycles() {
        // a → b → c, and d ⇄ e → c.
        let counts = DependentCounts.counts(count: 5, successors: [[1], [2], [], [4], [3, 2]])
        #expect(counts.map(\.direct) == [0, 1, 2, 1, 1])
        #expect(counts.map(\.transitive) == [0, 1, 4, 1, 1])
    }

    @Test(arguments: [1, 2, 3])
    func countsAgreeWithASearchFromEveryModule(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let count = 150
        let successors = (0..<count).map { node in
            (0..<Int(random.next() % 4)).map { _ in Int(random.next() % UInt64(count)) }.filter { $0 != node }
        }
        var predecessors = [[Int]](repeating: [], count: count)
        for (from, targets) in successors.enumerated() { for to in targets { predecessors[to].append(from) } }
        let counts = DependentCounts.counts(count: count, successors: successors)
        for node in 0..<count {
            var seen: Set<Int> = [node], frontier = [node]
            while let next = frontier.popLast() {
                for predecessor in predecessors[next] where seen.insert(predecessor).inserted { frontier.append(predecessor) }
            }
            #expect(counts[node].transitive == seen.count - 1, "node \(node)")
            #expect(counts[node].direct == Set(predecessors[node]).count, "node \(node)")
        }
    }

    @Test func deepChainsAreCountedWithoutRecursion() {
        let length = 20_000
        let counts = DependentCounts.counts(count: length, successors: (0..<length).map { $0 < length - 1 ? [$0 + 1] : [] })
        #expect(counts.last?.transitive == length - 1)
        #expect(counts.first?.transitive == 0)
    }

    static let document = GraphDocument(
        root: "Shop",
        modules: [
            Module(name: "Cart", package: "Features", kind: .regular, layer: nil, path: "Features/Sources/Cart",
                   location: Sample.at("Features/Package.swift", 5)),
            Module(name: "CartTests", package: "Features", kind: .test, layer: nil, path: "Features/Tests/CartTests",
                   location: Sample.at("Features/Package.swift", 9)),
            Module(name: "Catalog", package: "Features", kind: .regular, layer: nil, path: "Features/Sources/Catalog",
                   location: Sample.at("Features/Package.swift", 7)),
            Module(name: "Core", package: "Core", kind: .regular, layer: nil, path: "Core/Sources/Core", location: Sample.at("Core/Package.swift", 4)),
            Module(name: "CoreExtras", package: "Core", kind: .regular, layer: nil, path: "Core/Sources/CoreExtras",
                   location: Sample.at("Core/Package.swift", 6)),
            Module(name: "UIKit", package: nil, kind: .external, layer: nil, path: nil, location: nil),
        ],
        edges: [Sample.edge("Cart", "Core"), Sample.edge("CartTests", "Cart"), Sample.edge("Catalog", "CoreExtras"), Sample.edge("Cart", "UIKit")])

    @Test func aChangedFileAffectsItsModuleAndEveryDependentButNothingElse() {
        let impact = ChangeImpact.of(changedFiles: ["Core/Sources/Core/Money.swift", "README.md"], in: Self.document)
        #expect(impact.changedModules == ["Core"])
        #expect(impact.affectedModules.map(\.name) == ["Core", "Cart", "CartTests"])
        #expect(impact.affectedModules.map(\.distance) == [0, 1, 2])
        #expect(impact.tests == ["CartTests"])
        #expect(impact.files.first { $0.path == "README.md" }?.module == nil)
        #expect(!impact.rulesChanged)
    }

    @Test func aManifestChangesEveryTargetItDeclares() {
        let impact = ChangeImpact.of(changedFiles: ["Core/Package.swift", ".archrules"], in: Self.document)
        #expect(impact.changedModules == ["Core", "CoreExtras"])
        #expect(Set(impact.affectedModules.map(\.name)) == ["Core", "CoreExtras", "Cart", "CartTests", "Catalog"])
        #expect(impact.rulesChanged)
        #expect(impact.files.first { $0.path == "Core/Package.swift" }?.isManifest == true)
    }

    /// A deleted package's manifest declares nothing on the head: a changed manifest, not a
    /// file of no module.
    @Test func aManifestTheHeadNoLongerHasIsAChangedManifest() {
        let impact = ChangeImpact.of(changedFiles: ["Legacy/Package.swift", "Old/Old.xcodeproj/project.pbxproj", "Legacy/Sources/L/L.swift"],
                                     in: Self.document)
        #expect(impact.files.filter(\.isManifest).map(\.path) == ["Legacy/Package.swift", "Old/Old.xcodeproj/project.pbxproj"])
        #expect(impact.changedModules.isEmpty)
    }

    /// A Swift file the analysis read and gave to no module stays unowned, though a module's
    /// folder holds it: one answer for `check -v` and `affected`.
    @Test func aFileTheAnalysisLeftUnownedIsNotChargedToItsFolder() {
        let impact = ChangeImpact.of(changedFiles: ["Core/Sources/Core/Excluded.swift", "Core/Sources/Core/data.json"], in: Self.document,
                                     unownedFiles: ["Core/Sources/Core/Excluded.swift"])
        #expect(impact.files.first { $0.path == "Core/Sources/Core/Excluded.swift" }?.module == nil)
        // A file the analysis did not read (a resource, data) goes to the folder's module.
        #expect(impact.files.first { $0.path == "Core/Sources/Core/data.json" }?.module == "Core")
    }

    /// A resource that two targets take changes both, wherever it lies.
    @Test func aResourceChangesEveryTargetThatTakesIt() {
        let impact = ChangeImpact.of(changedFiles: ["Shared/en.lproj/Intents.strings"], in: Self.document,
                                     resourceOwners: ["Shared/en.lproj/Intents.strings": ["Cart", "Catalog"]])
        #expect(impact.changedModules == ["Cart", "Catalog"])
        #expect(impact.tests == ["CartTests"])
        #expect(impact.files.first?.module == "Cart")
    }

    /// A file inside a folder that targets take whole, such as an asset catalogue two targets'
    /// resources phases name (a real recall miss): every one of them.
    @Test func aFileInsideAResourceFolderChangesEveryTargetThatTakesTheFolder() {
        let impact = ChangeImpact.of(changedFiles: ["Shared/Assets.xcassets/Icon.imageset/icon.png"], in: Self.document,
                                     resourceOwners: ["Shared/Assets.xcassets": ["Cart", "Catalog"], "Shared/Other.xcassets": ["Core"]])
        #expect(impact.changedModules == ["Cart", "Catalog"])
        #expect(impact.files.first?.modules == ["Cart", "Catalog"])
    }

    /// A product a target names by itself, without its package, moves with the package of
    /// that name (a real recall miss: two test targets dropped).
    @Test func aRepinnedPackageReachesAProductNamedWithoutItsPackage() {
        var document = Self.document
        document.modules.append(Sample.module("SwiftSoup", nil, .external, nil))
        document.edges.append(Sample.edge("Catalog", "SwiftSoup", kind: .manifest))
        let impact = ChangeImpact.of(changedFiles: ["Package.resolved"], in: document, repinned: ["swiftsoup": ["swiftsoup"]])
        #expect(impact.changedModules == ["SwiftSoup"])
        #expect(impact.affectedModules.contains { $0.name == "Catalog" })
    }

    @Test func diffNamesTheModulesWhoseBlastRadiusGrew() {
        var head = Self.document
        head.edges.append(Sample.edge("Catalog", "Core"))
        let diff = GraphDiff.compare(base: Self.document, head: head, baseName: "a", headName: "b")
        #expect(diff.grownBlastRadius == [GraphDiff.RadiusChange(module: "Core", before: .init(direct: 1, transitive: 2),
                                                                  after: .init(direct: 2, transitive: 3))])
        let reverse = GraphDiff.compare(base: head, head: Self.document, baseName: "b", headName: "a")
        #expect(reverse.grownBlastRadius.isEmpty, "a radius that shrank is not growth")
    }

    @Test func theAnalysisOwnerOfAReadFileWinsOverItsFolder() {
        // A folder module's second pattern, say, puts this file of Cart's folder in Catalog.
        let impact = ChangeImpact.of(changedFiles: ["Features/Sources/Cart/Shared/Price.swift", "Features/Sources/Cart/Gone.swift"],
                                     in: Self.document, knownOwners: ["Features/Sources/Cart/Shared/Price.swift": ["Catalog"]])
        #expect(impact.changedModules == ["Cart", "Catalog"])
        #expect(impact.files.map(\.module) == ["Cart", "Catalog"])
    }

    @Test func aFolderNestedInAnotherModulesFolderBelongsToTheDeeperOne() {
        var document = Self.document
        document.modules.append(Module(name: "CartUI", package: "Features", kind: .regular, layer: nil,
                                       path: "Features/Sources/Cart/UI", location: Sample.at("Features/Package.swift", 11)))
        let impact = ChangeImpact.of(changedFiles: ["Features/Sources/Cart/UI/View.swift"], in: document)
        #expect(impact.changedModules == ["CartUI"])
    }
}
