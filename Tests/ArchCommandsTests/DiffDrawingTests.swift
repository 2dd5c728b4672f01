import ArchCommands
import ArchTestSupport
import Foundation
import Testing

/// `archkit diff --format html|svg` on the e-commerce fixture, with a change that adds one edge
/// breaking a rule (BasketDomain imports UIKit, which `forbid Domain -> UIKit` rules out) and
/// fixes one finding (LoginViewModel stops resolving its use case from the container).
@Suite("Diff drawing on the fixture", .serialized)
struct DiffDrawingTests {
    static let domainFile = "Packages/Domain/Sources/BasketDomain/GetBasketUseCase.swift"
    static let locatorFile = "Packages/Presentation/LoginFeature/Sources/LoginFeature/LoginViewModel.swift"

    /// The fixture as the base and a changed copy as the head, made once for the suite's
    /// tests and never changed after.
    final class Change: @unchecked Sendable {
        let copy: FixtureCopy
        let json: [String: Any]

        init() throws {
            copy = try FixtureCopy()
            try copy.insert("import UIKit\n", atLine: 1, of: DiffDrawingTests.domainFile)
            let url = copy.root.appendingPathComponent(DiffDrawingTests.locatorFile)
            let text = try String(contentsOf: url, encoding: .utf8)
            let fixed = text.replacingOccurrences(of: "loginUseCase ?? DIContainer.shared.resolve((any LoginUserUseCaseProtocol).self)",
                                                  with: "loginUseCase!")
            precondition(fixed != text, "the fixture's service locator moved")
            try Data(fixed.utf8).write(to: url)
            let result = CLI.run(["diff", EcommerceFixtureTests.fixture.path, copy.root.path, "--format", "json"])
            json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
        }

        static let shared = Result { try Change() }
    }

    func draw(_ format: String, reverse: Bool = false) throws -> String {
        let change = try Change.shared.get()
        let output = change.copy.directory.url.appendingPathComponent("change-\(reverse)." + format)
        let sides = reverse ? [change.copy.root.path, EcommerceFixtureTests.fixture.path] : [EcommerceFixtureTests.fixture.path, change.copy.root.path]
        let result = CLI.run(["diff"] + sides + ["--format", format, "-o", output.path])
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        return try String(contentsOf: output, encoding: .utf8)
    }

    @Test func theJSONSeesOneAddedEdgeOneNewErrorAndOneFixedWarning() throws {
        let json = try Change.shared.get().json
        let added = try #require(json["addedEdges"] as? [[String: Any]])
        #expect(added.map { "\($0["from"]!)→\($0["to"]!)" } == ["BasketDomain→UIKit"])
        let new = try #require(json["newFindings"] as? [[String: Any]])
        #expect(new.map { $0["rule"] as? String } == ["layer-dependency"])
        let fixed = try #require(json["fixedFindings"] as? [[String: Any]])
        #expect(fixed.map { $0["rule"] as? String } == ["service-locator"])
    }

    @Test func thePageOpensOnTheChangeWithTheWholeGraphAClickAway() throws {
        let page = try draw("html")
        let json = try Change.shared.get().json
        // The counts are the JSON's: one analysis, one truth.
        #expect(page.contains("<strong>\((json["newFindings"] as! [Any]).count)</strong> new finding"))
        #expect(page.contains("<strong>\((json["addedEdges"] as! [Any]).count)</strong> edge added"))
        #expect(page.contains("<strong>\((json["fixedFindings"] as! [Any]).count)</strong> fixed finding"))

        let opening = try #require(page.range(of: "<section id=\"change\">"))
        let whole = try #require(page.range(of: "<details class=\"layer\" id=\"whole\">"))
        let neighbourhood = try XMLElements.parse(svg(in: page[opening.upperBound..<whole.lowerBound]))
        let wholeDrawing = try XMLElements.parse(svg(in: page[whole.upperBound...]))
        func nodes(_ elements: [XMLElements.Element]) -> Set<String> { Set(elements.compactMap { $0.attributes["data-node"] }) }

        // The new edge is red and thick; UIKit, an external module, is drawn for it.
        let edge = try #require(neighbourhood.first { $0.name == "path" && $0.parentKey == "BasketDomain→UIKit" })
        #expect(edge.attributes["stroke"] == "#d62728")
        #expect(edge.attributes["stroke-width"] == "2.2")
        #expect(neighbourhood.contains { $0.attributes["data-node"] == "UIKit" && $0.attributes["class"]?.contains("touched") == true })
        // LoginFeature's fixed warning brings it into the picture; far modules stay out of it.
        #expect(nodes(neighbourhood).isSuperset(of: ["BasketDomain", "UIKit", "LoginFeature"]))
        #expect(!nodes(neighbourhood).contains("ProductData"))
        #expect(nodes(wholeDrawing).contains("ProductData"))
        #expect(nodes(wholeDrawing).count > nodes(neighbourhood).count)
        // Unchanged modules are dimmed in both drawings.
        #expect(wholeDrawing.contains { $0.attributes["data-node"] == "ProductData" && $0.attributes["opacity"] == "0.3" })
        #expect(page.contains("<del><span class=\"severity\">fixed warning</span> <span class=\"rule\">service-locator</span>"))
    }

    @Test func theOtherWayRoundTheEdgeIsRemovedAndItsViolationFixed() throws {
        let elements = try XMLElements.parse(try draw("svg", reverse: true))
        let edge = try #require(elements.first { $0.name == "path" && $0.parentKey == "BasketDomain→UIKit" })
        #expect(edge.attributes["stroke-dasharray"] == "5 4")
        #expect(edge.attributes["stroke"] == "#8c959f")
        #expect(elements.contains { $0.name == "text" && $0.parentKey == "BasketDomain→UIKit" && $0.text == "layer-dependency"
            && $0.attributes["text-decoration"] == "line-through" })
    }

    @Test func theSVGIsOneWellFormedPictureWithALegend() throws {
        let svg = try draw("svg")
        let elements = try XMLElements.parse(svg)
        #expect(elements.first?.name == "svg")
        #expect(elements.first?.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(elements.contains { $0.name == "desc" && $0.text.contains("head (") && $0.text.contains("1 error") })
        #expect(elements.contains { $0.parentClass == "legend" || $0.attributes["class"] == "legend" })
    }

    @Test(.slow, .requires(.chromium))
    func thePageDrawsInABrowserWithoutErrors() throws {
        let page = try draw("html")
        let directory = try TemporaryDirectory()
        let chromium = HeadlessChromium(windowSize: "1200,1000")
        let blank = try chromium.blankScreenshotBytes(in: directory)
        let run = try chromium.open(page, named: "change", in: directory)
        #expect(run.consoleMessages.isEmpty, "\(run.consoleMessages)")
        #expect(run.screenshotBytes > 4 * blank, "screenshot \(run.screenshotBytes) bytes, blank page \(blank) bytes")
        // The whole graph is closed until asked for; the change is open.
        #expect(run.dom.contains("<details class=\"layer\" id=\"whole\"><summary>"))
    }

    /// The first `<svg>…</svg>` of a part of the page.
    private func svg(in part: Substring) throws -> String {
        let start = try #require(part.range(of: "<svg"))
        let end = try #require(part.range(of: "</svg>", range: start.upperBound..<part.endIndex))
        return String(part[start.lowerBound..<end.upperBound])
    }
}
