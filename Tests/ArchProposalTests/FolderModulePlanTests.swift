import ArchRuleCatalogue
import ArchRulesFile
import ArchModuleGraph
import Testing
@testable import ArchProposal

@Suite("Folder modules and proposals")
struct FolderModulePlanTests {
    /// A shape with `groups` of unowned files, as `unownedFolders` would give them, and the
    /// folders above every file besides `folders`.
    static func shape(units: [RepositoryShape.Unit] = [], groups: [String: [String]], folders: [String] = [],
                      taken: Set<String> = []) -> RepositoryShape {
        var allFolders = Set(folders)
        for file in groups.values.joined() {
            var parts = file.split(separator: "/").dropLast()
            while !parts.isEmpty {
                allFolders.insert(parts.joined(separator: "/"))
                parts = parts.dropLast()
            }
        }
        return RepositoryShape(units: units, dependencies: [:],
                               unownedFolders: groups.keys.sorted().map { UnownedFolder(path: $0, files: groups[$0, default: []].sorted()) },
                               folders: Array(allFolders), takenNames: taken)
    }

    @Test func eachUnownedFolderIsAModule() {
        let plan = FolderModulePlan(shape: Self.shape(groups: [
            "My App": ["My App/AppDelegate.swift", "My App/Screens/Home.swift"],
            "Packages/Core/Scripts": ["Packages/Core/Scripts/tool.swift"],
            ".": ["main.swift"],
        ]))
        #expect(plan.modules.map(\.path) == ["*.swift", "My App", "Packages/Core/Scripts"])
        // A name that is not a word is made one; the files at the top are named as such.
        #expect(plan.modules.map(\.name) == ["Top", "MyApp", "Scripts"])
        #expect(plan.modules.map(\.fileCount) == [1, 2, 1])
    }

    @Test func aTakenNameIsQualifiedByItsParentFolder() {
        let plan = FolderModulePlan(shape: Self.shape(groups: ["Shell": ["Shell/Core/A.swift"], "Tools": ["Tools/Core/B.swift"]],
                                                      taken: ["Core", "Shell"]))
        #expect(plan.modules.map(\.name) == ["Shell2", "Tools"])
        #expect(FolderModulePlan.name(for: "Shell/Core", taken: ["Core"]) == "ShellCore")
        #expect(FolderModulePlan.identifier("2048-game app") == "M2048GameApp")
        #expect(FolderModulePlan.identifier("iOSArchitecture") == "iOSArchitecture")
    }

    @Test func featureFoldersKeepTheirSpellingAndTheirNeighbours() {
        let sublayers = ["Api", "Domain/DTO", "Repository", "Service", "DI", "Presentation/ViewModel", "Presentation/Page"]
        var files = ["App/Main.swift", "App/Shell/Scene.swift", "App/Sources/Common/Log.swift"]
        var folders: [String] = []
        for feature in ["Orders", "Users"] {
            for sublayer in sublayers { folders.append("App/Sources/\(feature)/\(sublayer)") }
            files.append("App/Sources/\(feature)/Service/\(feature)Service.swift")
        }
        // One unowned folder, App, holds everything: the features, the folder beside them, and
        // the shell's files, which are grouped where no feature's file is.
        let plan = FolderModulePlan(shape: Self.shape(groups: ["App": files], folders: folders))
        #expect(plan.modules.map(\.path) == ["App/*.swift", "App/Shell", "App/Sources/Common", "App/Sources/Orders", "App/Sources/Users"])
        #expect(plan.modules.map(\.role) == [.other, .other, .infrastructure, .feature, .feature])
        #expect(plan.modules.map(\.name) == ["App", "Shell", "Common", "Orders", "Users"])
        #expect(plan.modules.map(\.fileCount) == [1, 1, 1, 1, 1])
        #expect(plan.featureFolders?.sublayers.first { $0.name == "Di" }?.path == "DI")
    }

    @Test func everyStyleProposesRulesThatParse() throws {
        let units = ["HomeModule", "CartModule", "AppRouting", "AppModuleFacade", "OrderDomain", "OrderData", "Tools"].map {
            RepositoryShape.Unit(name: $0, kind: .regular, path: "Packages/\($0)", packageFolder: "Packages/\($0)")
        }
        let shape = RepositoryShape(
            units: units, dependencies: ["HomeModule": ["AppRouting", "AppModuleFacade"], "CartModule": ["AppModuleFacade", "Tools"],
                                         "AppModuleFacade": ["AppRouting"], "OrderData": ["OrderDomain"]],
            folders: [], takenNames: [])
        let plan = FolderModulePlan(modules: [], featureFolders: nil)
        let recognised = try ArchitectureProposer.propose(ProposalRequest(shape: shape, folders: plan))
        #expect(recognised.style == .routeModule)
        for style in [ArchitectureStyle.routeModule, .clean, .ranks] {
            let proposal = try ArchitectureProposer.propose(ProposalRequest(shape: shape, folders: plan, style: style, includeTests: true))
            let vocabulary = RulesVocabulary(ruleIDs: Set(RuleCatalogue.ruleIDs), statements: RuleCatalogue.statements)
            let parsed = ArchRulesParser.parse(bytes: Array(proposal.text.utf8), file: ".archrules", vocabulary: vocabulary)
            #expect((try? parsed.get()) != nil, "\(style): \(proposal.text)")
        }
        #expect(throws: ProposalRefusal.self) {
            try ArchitectureProposer.propose(ProposalRequest(shape: shape, folders: plan, style: .featureLayers))
        }
    }

    /// A glob that would also catch a package's external module becomes a list of names; an
    /// Apple SDK module never falls into a glob, so `CoreData` leaves `*Data` a glob.
    @Test func aGlobThatWouldCatchAnExternalModuleBecomesAList() throws {
        let units = ["OrderDomain", "OrderData", "UserData"].map {
            RepositoryShape.Unit(name: $0, kind: .regular, path: "Sources/\($0)", packageFolder: "")
        }
        for (external, expected) in [("RealmData", "layer Data   = OrderData UserData\n"), ("CoreData", "layer Data   = *Data\n")] {
            let shape = RepositoryShape(units: units, dependencies: ["OrderData": ["OrderDomain", external], "UserData": ["OrderDomain"]],
                                        takenNames: [external])
            let proposal = try ArchitectureProposer.propose(ProposalRequest(shape: shape, folders: FolderModulePlan(modules: [], featureFolders: nil)))
            #expect(proposal.style == .clean)
            #expect(proposal.text.contains(expected), "\(external): \(proposal.text)")
            #expect(proposal.text.contains("layer Domain = *Domain\n"))
            #expect(proposal.text.contains("allow Data -> Domain\n"))
        }
    }

    /// The allow lines follow the repository, not its one stray edge: features use the shared
    /// utilities in three modules and the utilities use a feature once, so the features may
    /// still use the utilities. A `*Repository` module goes with Data, not into the shared layer.
    @Test func oneBackEdgeKeepsTheAllowanceAndRepositoriesGoWithData() throws {
        let names = ["CartFeature", "OrderFeature", "ShopFeature", "CartDomain", "CartData", "OrderRepository", "Formatting"]
        let units = names.map { RepositoryShape.Unit(name: $0, kind: .regular, path: "Sources/\($0)", packageFolder: "") }
        let dependencies: [String: Set<String>] = [
            "CartFeature": ["CartDomain", "Formatting"], "OrderFeature": ["CartDomain", "Formatting"], "ShopFeature": ["Formatting"],
            "CartData": ["CartDomain"], "OrderRepository": ["CartDomain"], "Formatting": ["ShopFeature"],
        ]
        let shape = RepositoryShape(units: units, dependencies: dependencies)
        let proposal = try ArchitectureProposer.propose(ProposalRequest(shape: shape, folders: FolderModulePlan(modules: [], featureFolders: nil),
                                                                        style: .clean))
        #expect(proposal.text.contains("layer Data         = *Data OrderRepository\n"), "\(proposal.text)")
        // The shared layer is named after the folder its modules share.
        #expect(proposal.text.contains("layer Sources      = Formatting\n"), "\(proposal.text)")
        #expect(proposal.text.contains("allow Presentation -> Domain Sources\n"), "\(proposal.text)")
    }
}
