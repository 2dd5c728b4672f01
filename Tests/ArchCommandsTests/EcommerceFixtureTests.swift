import ArchCore
import ArchTestSupport
import Foundation
import Testing
import ArchAnalysis
import ArchCommands

/// The reference e-commerce app: clean under its own rules, and every planted violation is
/// found at the right place.
@Suite("E-commerce fixture", .serialized)
struct EcommerceFixtureTests {
    static let fixture = RepositoryPaths.fixtures.appendingPathComponent("EcommerceApp")

    /// The ViewModels' `DIContainer.shared.resolve` calls, one warning each; nothing else.
    static let serviceLocatorCalls = [
        "Packages/Presentation/BasketFeature/Sources/BasketFeature/BasketViewModel.swift:27:39",
        "Packages/Presentation/BasketFeature/Sources/BasketFeature/BasketViewModel.swift:28:41",
        "Packages/Presentation/LoginFeature/Sources/LoginFeature/LoginView.swift:66:17",
        "Packages/Presentation/LoginFeature/Sources/LoginFeature/LoginViewModel.swift:20:45",
        "Packages/Presentation/ProductsFeature/Sources/ProductsFeature/ItemDetail/ItemDetailViewModel.swift:36:23",
        "Packages/Presentation/ProductsFeature/Sources/ProductsFeature/ItemDetail/ItemDetailViewModel.swift:37:22",
        "Packages/Presentation/ProductsFeature/Sources/ProductsFeature/ItemDetail/ItemDetailViewModel.swift:38:25",
        "Packages/Presentation/ProductsFeature/Sources/ProductsFeature/ProductList/ProductListViewModel.swift:26:43",
        "Packages/Presentation/ProductsFeature/Sources/ProductsFeature/ProductList/ProductListViewModel.swift:27:39",
        "Packages/Presentation/WebContainerFeature/Sources/WebContainerFeature/WebContainer/WebContainerViewModel.swift:28:23",
        "Packages/Presentation/WebContainerFeature/Sources/WebContainerFeature/WebContainer/WebContainerViewModel.swift:29:26",
        "Packages/Presentation/WebContainerFeature/Sources/WebContainerFeature/WebContainer/WebContainerViewModel.swift:30:24",
        "Packages/Presentation/WebContainerFeature/Sources/WebContainerFeature/WebTest/WebTestEntryView.swift:32:39",
    ]

    @Test func theFixtureHasNoErrorsUnderItsOwnRulesAndWarnsOnlyOfItsServiceLocatorCalls() throws {
        let result = CLI.run(["check", Self.fixture.path])
        #expect(result.exitCode == ExitCode.success, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("archkit: 0 errors, \(Self.serviceLocatorCalls.count) warnings in "), "\(result.stdout)")
        #expect(result.stdout.contains(
            "Packages/Presentation/BasketFeature/Sources/BasketFeature/BasketViewModel.swift:27:39: warning: 'DIContainer.shared.resolve(...)' resolves a dependency in 'BasketFeature' (Presentation), which is not a composition root; pass it in through the initialiser instead [service-locator]"),
            "\(result.stdout)")
    }

    @Test func everyViewModelResolveIsAServiceLocatorWarningAndTheCompositionRootIsExempt() throws {
        let analysis = try CLI.analyze(Self.fixture)
        let warnings = analysis.diagnostics.filter { $0.ruleID == "service-locator" }
        #expect(warnings.allSatisfy { $0.severity == .warning })
        #expect(warnings.compactMap(\.location?.description) == Self.serviceLocatorCalls)
        #expect(analysis.diagnostics.count == warnings.count, "\(analysis.diagnostics.map(\.message))")
        // MyEcommerce resolves from the same container, and may: it is the composition root.
        let shell = try String(contentsOf: Self.fixture.appendingPathComponent("MyEcommerce/Navigation/RoutedNavigationStack.swift"), encoding: .utf8)
        #expect(shell.contains("DIContainer.shared.resolve("))
        #expect(!warnings.contains { $0.location?.file.hasPrefix("MyEcommerce/") == true })
    }

    @Test func theGraphHasTheSeedsLayersAndItsEnumManifestsAreReadStatically() throws {
        let analysis = try CLI.analyze(Self.fixture)
        let layers = Dictionary(uniqueKeysWithValues: analysis.graph.modules.map { ($0.name, $0.layer ?? "-") })
        #expect(layers["LoginFeature"] == "Presentation")
        #expect(layers["BasketDomain"] == "Domain")
        #expect(layers["ProductData"] == "Data")
        #expect(layers["DIAbstraction"] == "Abstraction")
        #expect(layers["API"] == "Networking")
        // The app shell is the Xcode project's app target, placed in the App layer by name.
        #expect(layers["MyEcommerce"] == "App")
        #expect(analysis.graph.module(named: "MyEcommerce")?.kind == .executable)
        #expect(analysis.graph.module(named: "MyEcommerce")?.location?.description == "MyEcommerce.xcodeproj/project.pbxproj:128:3")
        #expect(analysis.graph.module(named: "MyEcommerceTests")?.kind == .test)
        #expect(analysis.graph.module(named: "App") == nil)
        #expect(analysis.graph.module(named: "RxSwift")?.kind == .external)
        #expect(analysis.graph.module(named: "RxSwift")?.package == "RxSwift")
        #expect(analysis.graph.module(named: "RoutingDomainTests")?.kind == .test)
        // Every manifest uses the enum pattern, which the static reader evaluates: no SwiftPM.
        #expect(analysis.manifestReadings.count == 11)
        #expect(analysis.manifestReadings.allSatisfy { $0.evaluation == .static })
        // Cross-package products resolve to the targets of the local package.
        let manifestEdges = analysis.graph.edges.filter { $0.kind == .manifest }.map { "\($0.from)->\($0.to)" }
        #expect(manifestEdges.contains("ProductData->API"))
        #expect(manifestEdges.contains("BasketFeature->BasketDomain"))
        #expect(analysis.graph.unownedFiles.isEmpty)
    }

    /// The compiler started for every file: a slow suite.
    @Test(.slow, .requires(.swift))
    func everyFixtureFileParses() throws {
        let files = RepositoryPaths.swiftFiles(under: Self.fixture)
        #expect(files.count > 120)
        let failures = try concurrentMap(files.indices) { index -> String? in
            let output = try Shell.run(["swiftc", "-parse", files[index].path])
            return output.status == 0 && output.stderr.isEmpty ? nil : "\(files[index].path): \(output.stderr)"
        }.compactMap { $0 }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func aDomainFileImportingDataIsReportedWhereItImports() throws {
        let copy = try FixtureCopy()
        try copy.insert("import ProductData\n", atLine: 1, of: "Packages/Domain/Sources/ProductDomain/GetProductsUseCase.swift")
        let result = CLI.run(["check", copy.root.path])
        #expect(result.exitCode == ExitCode.violations)
        #expect(result.stdout.contains(
            "Packages/Domain/Sources/ProductDomain/GetProductsUseCase.swift:1:1: error: 'ProductDomain' (Domain) imports 'ProductData' (Data), but Domain may depend only on Abstraction [layer-dependency]"),
            "\(result.stdout)")
    }

    @Test func aDomainOrAbstractionModuleImportingAUIOrStorageFrameworkIsCaughtByTheFrameworkBan() throws {
        let copy = try FixtureCopy()
        let domain = "Packages/Domain/Sources/ProductDomain/GetProductsUseCase.swift"
        let abstraction = "Packages/Abstraction/Sources/BasketAbstraction/BasketRepositoryProtocol.swift"
        try copy.insert("import UIKit\n", atLine: 1, of: domain)
        try copy.insert("#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n", atLine: 1, of: abstraction)
        let result = CLI.run(["check", copy.root.path])
        #expect(result.exitCode == ExitCode.violations)
        let frameworks = "-> UIKit SwiftUI Combine WebKit CoreData SwiftData' rules out [layer-dependency]"
        #expect(result.stdout.contains("\(domain):1:1: error: 'ProductDomain' (Domain) imports 'UIKit', which 'forbid Domain \(frameworks)"),
                "\(result.stdout)")
        #expect(result.stdout.contains(
            "\(abstraction):2:1: error: 'BasketAbstraction' (Abstraction) imports 'SwiftUI', which 'forbid Abstraction \(frameworks)"),
            "\(result.stdout)")
        #expect(result.stdout.contains("archkit: 2 errors, "), "\(result.stdout)")
    }

    @Test func aCycleIsReportedWithItsWholePath() throws {
        let copy = try FixtureCopy()
        try copy.insert("import BasketDomain\n", atLine: 1, of: "Packages/Domain/Sources/ProductDomain/GetProductsUseCase.swift")
        try copy.insert("import ProductDomain\n", atLine: 1, of: "Packages/Domain/Sources/BasketDomain/AddProductUseCase.swift")
        let result = CLI.run(["check", copy.root.path])
        #expect(result.exitCode == ExitCode.violations)
        #expect(result.stdout.contains(
            "Packages/Domain/Sources/BasketDomain/AddProductUseCase.swift:1:1: error: dependency cycle: BasketDomain → ProductDomain → BasketDomain [dependency-cycle]"),
            "\(result.stdout)")
        #expect(result.stdout.contains(
            "Packages/Domain/Sources/ProductDomain/GetProductsUseCase.swift:1:1: note: ProductDomain → BasketDomain: imported"))
    }

    @Test func aManagerClassIsReportedAtItsName() throws {
        let copy = try FixtureCopy()
        let path = "Packages/Data/Sources/BasketData/Repository/BasketManager.swift"
        try copy.write(path, "import Foundation\n\n/// Keeps the basket.\nfinal class BasketManager {}\n")
        let result = CLI.run(["check", copy.root.path])
        #expect(result.exitCode == ExitCode.violations)
        #expect(result.stdout.contains("\(path):4:13: error: class 'BasketManager' ends in 'Manager'; name it after its role instead [banned-name]"),
                "\(result.stdout)")
    }

    @Test func decoysInCommentsAndStringsAreNotFlagged() throws {
        let analysis = try CLI.analyze(Self.fixture)
        let decoyFiles = try RepositoryPaths.swiftFiles(under: Self.fixture).filter { file in
            let text = try String(contentsOf: file, encoding: .utf8)
            return text.contains("CartManager") || text.contains("\nimport UIKit\n\"\"\"") || text.contains("    import UIKit")
        }
        #expect(decoyFiles.count >= 2, "the fixture lost its decoys")
        let flagged = Set(analysis.diagnostics.compactMap(\.location?.file))
        for file in decoyFiles {
            let relative = String(file.path.dropFirst(Self.fixture.path.count + 1))
            #expect(!flagged.contains(relative))
        }
    }
}

/// A scratch copy of the e-commerce fixture to plant violations in.
struct FixtureCopy {
    let directory: TemporaryDirectory
    let root: URL

    init() throws {
        directory = try TemporaryDirectory(prefix: "archkit-fixture")
        root = try directory.copy(EcommerceFixtureTests.fixture, as: "EcommerceApp")
    }

    func write(_ path: String, _ contents: String) throws {
        try Data(contents.utf8).write(to: root.appendingPathComponent(path))
    }

    /// Inserts `text` before line `line` (1-based) of a file.
    func insert(_ text: String, atLine line: Int, of path: String) throws {
        let url = root.appendingPathComponent(path)
        var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        lines.insert(contentsOf: text.components(separatedBy: "\n").dropLast(), at: line - 1)
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
    }
}
