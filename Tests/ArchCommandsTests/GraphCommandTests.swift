import ArchCore
import ArchViews
import ArchReport
import ArchTestSupport
import Foundation
import Testing
import ArchAnalysis
import ArchCommands

/// `archkit graph` in every format on every fixture.
@Suite("Graph command", .serialized)
struct GraphCommandTests {
    static let fixtures = ["EcommerceApp", "RouteModules", "FeatureLayers"]

    @Test(arguments: fixtures)
    func everyFormatWorksOnEveryFixture(fixture: String) throws {
        let path = RepositoryPaths.fixtures.appendingPathComponent(fixture).path
        for format in GraphFormat.allCases {
            let result = CLI.run(["graph", path, "--format", format.rawValue])
            #expect(result.exitCode == ExitCode.success, "\(fixture) \(format): \(result.stderr)")
            #expect(!result.stdout.isEmpty, "\(fixture) \(format)")
        }
    }

    @Test(.requires(.graphviz), arguments: fixtures)
    func dotOutputIsAcceptedByGraphviz(fixture: String) throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-dot")
        for level in ["module", "package", "layer"] {
            let file = scratch.url.appendingPathComponent("\(level).dot")
            let result = CLI.run(["graph", RepositoryPaths.fixtures.appendingPathComponent(fixture).path,
                                  "--format", "dot", "--level", level, "--include-external", "--output", file.path])
            #expect(result.exitCode == ExitCode.success)
            let dot = try Shell.run(["dot", "-Tsvg", file.path, "-o", scratch.url.appendingPathComponent("\(level).svg").path])
            #expect(dot.status == 0 && dot.stderr.isEmpty, "\(fixture) \(level): \(dot.stderr)")
        }
    }

    @Test func jsonRoundTripsThroughTheDecoder() throws {
        let result = CLI.run(["graph", RepositoryPaths.fixtures.appendingPathComponent("EcommerceApp").path, "--format", "json"])
        let document = try GraphDocument(json: Data(result.stdout.utf8))
        #expect(document.modules.count > 40)
        #expect(document.layers.map(\.name) == ["App", "Presentation", "Domain", "Data", "Abstraction", "Networking", "Utilities"])
        #expect(document.layers.first { $0.name == "Presentation" }?.allowed == ["Domain", "Abstraction", "Utilities"])
        #expect(document.json == result.stdout)
    }

    @Test func violationsAndCyclesAppearInJSON() throws {
        let copy = try FixtureCopy()
        try copy.insert("import BasketDomain\n", atLine: 1, of: "Packages/Domain/Sources/ProductDomain/GetProductsUseCase.swift")
        try copy.insert("import ProductDomain\nimport ProductData\n", atLine: 1, of: "Packages/Domain/Sources/BasketDomain/AddProductUseCase.swift")
        let result = CLI.run(["graph", copy.root.path])
        #expect(result.exitCode == ExitCode.violations)
        let document = try GraphDocument(json: Data(result.stdout.utf8))
        let layerViolations = document.diagnostics.filter { $0.ruleID == "layer-dependency" }
        #expect(layerViolations.map { $0.dependency } == [.init(from: "BasketDomain", to: "ProductData")])
        #expect(layerViolations.map { $0.location?.description } == ["Packages/Domain/Sources/BasketDomain/AddProductUseCase.swift:2:1"])
        #expect(document.cycles == [DependencyCycle(level: .module, path: ["BasketDomain", "ProductDomain", "BasketDomain"])])
    }

    @Test func drawingsMarkViolationsAndFocus() throws {
        let copy = try FixtureCopy()
        try copy.insert("import ProductData\n", atLine: 1, of: "Packages/Domain/Sources/ProductDomain/GetProductsUseCase.swift")
        let dot = CLI.run(["graph", copy.root.path, "--format", "dot"]).stdout
        #expect(dot.contains("\"ProductDomain\" -> \"ProductData\""))
        #expect(dot.contains("layer-dependency"))
        let focused = CLI.run(["graph", copy.root.path, "--format", "json", "--focus", "ProductDomain"])
        #expect(focused.exitCode == ExitCode.violations && focused.stderr.isEmpty)
        let mermaid = CLI.run(["graph", copy.root.path, "--format", "mermaid", "--focus", "ProductDomain", "--depth", "1", "--direction", "out"]).stdout
        #expect(mermaid.contains("ProductData"))
        #expect(!mermaid.contains("LoginFeature"))
        let html = CLI.run(["graph", copy.root.path, "--format", "html"]).stdout
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(html.contains("GetProductsUseCase.swift:1"))
    }

    @Test func anExternalFrameworkThatAViolationNamesIsDrawn() throws {
        let copy = try FixtureCopy()
        try copy.insert("import UIKit\n", atLine: 1, of: "Packages/Domain/Sources/ProductDomain/GetProductsUseCase.swift")
        let svg = CLI.run(["graph", copy.root.path, "--format", "svg"])
        #expect(svg.exitCode == ExitCode.violations)
        // UIKit is drawn, dashed, as an external module; no other framework is.
        #expect(svg.stdout.contains(">UIKit<"))
        #expect(!svg.stdout.contains(">Foundation<") && !svg.stdout.contains(">SwiftUI<"))
        let mermaid = CLI.run(["graph", copy.root.path, "--format", "mermaid"]).stdout
        #expect(mermaid.contains("UIKit"))
        let clean = CLI.run(["graph", RepositoryPaths.fixtures.appendingPathComponent("EcommerceApp").path, "--format", "svg"]).stdout
        #expect(!clean.contains(">UIKit<"))
    }

    @Test func theCompositionRootsFanOutIsFoldedIntoOneBundleInTheReport() throws {
        let html = CLI.run(["graph", "Fixtures/EcommerceApp", "--format", "html"]).stdout
        // The app target MyEcommerce, whose layer may depend on everything, has the 15 of its 21
        // edges that no path through other modules implies folded; nothing else does.
        let folded = html.components(separatedBy: "<g class=\"edge folded\" data-from=\"").dropFirst()
        #expect(folded.count == 15)
        #expect(folded.allSatisfy { $0.hasPrefix("MyEcommerce\"") })
        #expect(html.components(separatedBy: "data-bundle=").count - 1 == 1)
        #expect(html.contains("data-bundle=\"MyEcommerce\"><title>15 edges of MyEcommerce, folded; click it to draw them</title>"))
        #expect(html.contains(">15 edges</text>"))
        #expect(html.components(separatedBy: "<g class=\"edge implied\" display=\"none\" data-from=\"MyEcommerce\"").count - 1 == 6)
        // The page's style hides folded edges until the root is selected or the bundle clicked.
        #expect(html.contains(".graph .edge.folded { display: none; }"))
        // A standalone drawing has no script to unfold them, so it folds nothing.
        let svg = CLI.run(["graph", "Fixtures/EcommerceApp", "--format", "svg"]).stdout
        #expect(!svg.contains("folded") && !svg.contains("data-bundle"))
        // Without `allow X -> *` there is no composition root to fold.
        let plain = CLI.run(["graph", "Fixtures/PluginUser", "--format", "html"]).stdout
        #expect(plain.contains("<svg") && !plain.contains("data-bundle=\""))
    }

    @Test func featureFoldersAreJoinedByDashedReferenceEdges() throws {
        let path = RepositoryPaths.fixtures.appendingPathComponent("FeatureLayers").path
        let dot = CLI.run(["graph", path, "--format", "dot"]).stdout
        // App, the composition root, reaches the three features through one trunk, dashed as they are.
        #expect(dot.contains(#""fold 0" -> "Cart" [style=dashed, tooltip="App → Cart; type references"];"#))
        #expect(dot.contains(#""App" -> "fold 0" [arrowhead=none, style=dashed, penwidth=2"#))
        #expect(dot.contains(#""Catalog" -> "Cart" [style=dashed, tooltip="Catalog → Cart; type references"];"#))
        #expect(dot.contains("dashed edges: type references between folder modules"))
        let mermaid = CLI.run(["graph", path, "--format", "mermaid"]).stdout
        #expect(mermaid.components(separatedBy: " -.-> ").count - 1 == 9)
        #expect(!mermaid.contains(" --> "))
        let html = CLI.run(["graph", path, "--format", "html"]).stdout
        #expect(html.contains("<li class=\"references\"><strong>9</strong> of them type references</li>"))
        #expect(html.contains("type references: CartService"))
        // The e-commerce app is one folder module over SwiftPM targets: no reference edges at all.
        let ecommerce = try GraphDocument(json: Data(CLI.run(["graph", EcommerceFixtureTests.fixture.path]).stdout.utf8))
        #expect(!ecommerce.edges.contains { $0.kind == .reference })
        #expect(ecommerce.summary.referenceEdges == 0)
    }

    @Test func optionMistakesAreUsageErrors() {
        let path = RepositoryPaths.fixtures.appendingPathComponent("RouteModules").path
        let unknown = CLI.run(["graph", path, "--format", "svg", "--focus", "HomeModul"])
        #expect(unknown.exitCode == ExitCode.usage)
        #expect(unknown.stderr == "error: no module named 'HomeModul' to focus on; did you mean 'HomeModule'?\n")
        #expect(CLI.run(["graph", path, "--depth", "2"]).stderr == "error: --depth goes with --focus\n")
        #expect(CLI.run(["graph", path, "--focus", "HomeModule", "--depth", "two"]).exitCode == ExitCode.usage)
        #expect(CLI.run(["graph", path, "--format", "png"]).exitCode == ExitCode.usage)
    }
}

/// The drawings of the fixtures, as `graph --format svg` and the HTML report lay them out.
@Suite("Fixture drawings")
struct FixtureDrawingTests {
    static let fixtures = ["EcommerceApp", "RouteModules", "FeatureLayers", "EcommerceApp without rules"]

    /// A copy of the fixture named first in `fixture`, without its `.archrules` when the name
    /// ends in "without rules".
    static func copy(_ fixture: String, into scratch: TemporaryDirectory) throws -> URL {
        let name = String(fixture.prefix { $0 != " " })
        let root = try scratch.copy(RepositoryPaths.fixtures.appendingPathComponent(name), as: name)
        if fixture.hasSuffix("without rules") { try FileManager.default.removeItem(at: root.appendingPathComponent(".archrules")) }
        return root
    }

    /// The quick run draws two of the fixtures, one layered and one ranked without rules.
    @Test(arguments: SlowSuites.choose(quick: ["RouteModules", "EcommerceApp without rules"], full: fixtures))
    func nothingIsClippedAndNoEdgeRunsThroughABox(fixture: String) throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-drawing")
        let root = try FixtureDrawingTests.copy(fixture, into: scratch)
        let analysis = try CLI.analyze(root, mode: .static)
        let drawings = [("modules", GraphViewOptions()), ("everything", GraphViewOptions(includeTests: true, includeExternal: true)),
                        ("packages", GraphViewOptions(level: .package))]
        for (drawing, options) in drawings {
            let layout = LayeredLayout.layout(try GraphViewBuilder.build(analysis.document, options: options))
            #expect(layout.partsOutsideTheDrawing().isEmpty, "\(fixture), \(drawing): \(layout.partsOutsideTheDrawing())")
            #expect(layout.edgesThroughBoxes().isEmpty, "\(fixture), \(drawing): \(layout.edgesThroughBoxes().prefix(5))")
        }
    }
}

/// The fixtures' reports in headless Chromium: each draws a picture and logs nothing.
@Suite("Fixture reports in Chromium", .serialized, .slow, .requires(.chromium))
struct FixtureScreenshotTests {
    @Test(arguments: FixtureDrawingTests.fixtures)
    func eachFixtureReportIsDrawn(fixture: String) throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-screenshot")
        let root = try FixtureDrawingTests.copy(fixture, into: scratch)
        let html = CLI.run(["graph", root.path, "--format", "html"]).stdout
        let name = root.lastPathComponent
        let chromium = HeadlessChromium()
        let blank = try chromium.blankScreenshotBytes(in: scratch)
        let run = try chromium.open(html, named: name, in: scratch)
        #expect(run.consoleMessages.isEmpty, "\(run.consoleMessages)")
        #expect(run.screenshotBytes > 4 * blank, "\(fixture): screenshot \(run.screenshotBytes) bytes, blank page \(blank) bytes")
    }
}
