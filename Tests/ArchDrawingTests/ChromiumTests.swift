import ArchViews
import ArchReport
import ArchTestSupport
import Foundation
import Testing

/// The HTML report opened in headless Chromium: it must draw something, log nothing to the
/// console (the report's script never logs, so any console line is an error or an uncaught
/// exception), and its script must really highlight, filter and sort.
@Suite("HTML report in Chromium", .serialized, .slow, .requires(.chromium))
struct ChromiumTests {
    static let windowSize = "1400,1000"

    typealias PageRun = HeadlessChromium.PageRun

    static func open(_ html: String, named name: String, in directory: TemporaryDirectory) throws -> PageRun {
        try HeadlessChromium(windowSize: windowSize).open(html, named: name, in: directory)
    }

    static func blankScreenshotBytes(in directory: TemporaryDirectory) throws -> Int {
        try HeadlessChromium(windowSize: windowSize).blankScreenshotBytes(in: directory)
    }

    /// The page with a probe script appended that drives the report's script and writes what
    /// happened into `<pre id="probe">`, which the dumped DOM then shows.
    static func withProbe(_ html: String, _ probe: String) -> String {
        html.replacingOccurrences(of: "</body>", with: "<pre id=\"probe\"></pre>\n<script>\n(function () {\nvar out = [];\n"
            + probe + "\ndocument.getElementById(\"probe\").textContent = out.join(\"\\n\");\n}());\n</script>\n</body>")
    }

    static func probeResult(_ dom: String) -> [String] {
        guard let start = dom.range(of: "<pre id=\"probe\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else { return [] }
        return dom[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
    }

    @Test func aBrokenScriptIsCaught() throws {
        let directory = try TemporaryDirectory()
        let run = try Self.open("<!DOCTYPE html><html><body><p>x</p><script>undefinedFunction();</script></body></html>",
                                named: "broken", in: directory)
        #expect(run.consoleMessages.contains { $0.contains("Uncaught ReferenceError: undefinedFunction is not defined") })
    }

    @Test(arguments: ["shop", "synthetic", "unlayered 90"])
    func reportDrawsWithoutConsoleErrors(_ name: String) throws {
        let directory = try TemporaryDirectory()
        let document = name == "shop" ? TestGraphs.shop : name == "synthetic" ? TestGraphs.synthetic500
            : RankedBandsTests.unlayered(count: 90, seed: 7)
        let html = try HTMLReport().render(document)
        let blank = try Self.blankScreenshotBytes(in: directory)
        let run = try Self.open(html, named: name, in: directory)
        #expect(run.consoleMessages.isEmpty, "\(run.consoleMessages)")
        // A blank page compresses to a few kilobytes; a drawing to many times that.
        #expect(run.screenshotBytes > 4 * blank, "screenshot \(run.screenshotBytes) bytes, blank page \(blank) bytes")

        // Without JavaScript the drawing is all there.
        let noScript = html.replacingOccurrences(of: "<script>", with: "<script type=\"text/plain\">")
        let still = try Self.open(noScript, named: "\(name)-no-script", in: directory)
        #expect(still.consoleMessages.isEmpty)
        #expect(still.screenshotBytes > 4 * blank)
    }

    @Test func clickingSearchingAndSortingWork() throws {
        let directory = try TemporaryDirectory()
        let html = try HTMLReport().render(TestGraphs.shop)
        let probe = """
            function node(id) { return document.querySelector('.graph [data-node="' + id + '"]'); }
            function row(id) { return document.querySelector('#module-table tr[data-node="' + id + '"]'); }
            function names(selector) { return Array.prototype.map.call(document.querySelectorAll(selector), function (e) { return e.getAttribute("data-node"); }).join(","); }
            node("CartDomain").querySelector("text").dispatchEvent(new MouseEvent("click", { bubbles: true }));
            out.push("selecting=" + document.body.classList.contains("selecting"));
            out.push("selected=" + names(".graph .node.selected"));
            out.push("dependencies=" + names(".graph .node.dependency"));
            out.push("dependents=" + names(".graph .node.dependent"));
            out.push("relatedRows=" + names("#module-table tr.related"));
            out.push("relatedEdges=" + document.querySelectorAll(".graph .edge.related").length);
            document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
            out.push("escapeClears=" + !document.body.classList.contains("selecting") + "/" + names(".selected"));
            row("CartData").click();
            out.push("rowSelects=" + names(".graph .node.selected"));
            row("CartData").click();
            out.push("secondClickClears=" + !document.body.classList.contains("selecting"));
            var filter = document.getElementById("module-filter");
            filter.value = "CART";
            filter.dispatchEvent(new Event("input"));
            out.push("visibleRows=" + names("#module-table tbody tr:not([hidden])"));
            out.push("matches=" + names(".graph .node.match"));
            filter.value = "";
            filter.dispatchEvent(new Event("input"));
            out.push("allRowsBack=" + document.querySelectorAll("#module-table tbody tr:not([hidden])").length);
            var headers = document.querySelectorAll("#module-table th");
            headers[4].click();
            out.push("ascending=" + names("#module-table tbody tr"));
            headers[4].click();
            out.push("descending=" + names("#module-table tbody tr"));
            headers[2].click();
            out.push("byFanIn=" + names("#module-table tbody tr"));
            """
        let run = try Self.open(Self.withProbe(html, probe), named: "probe", in: directory)
        #expect(run.consoleMessages.isEmpty, "\(run.consoleMessages)")
        #expect(Self.probeResult(run.dom) == [
            "selecting=true",
            "selected=CartDomain",
            "dependencies=CartData",
            "dependents=CartData,CartFeature,LoginFeature,Odd<&\"'>Name",
            "relatedRows=CartData,CartFeature,LoginFeature,Odd<&\"'>Name",
            "relatedEdges=5",
            "escapeClears=true/",
            "rowSelects=CartData",
            "secondClickClears=true",
            "visibleRows=CartData,CartDomain,CartFeature",
            "matches=CartData,CartDomain,CartFeature",
            "allRowsBack=6",
            "ascending=CartDomain,CartData,CartFeature,LoginFeature,Odd<&\"'>Name,Lonely",
            "descending=CartFeature,LoginFeature,Odd<&\"'>Name,CartData,CartDomain,Lonely",
            "byFanIn=CartFeature,LoginFeature,Lonely,Odd<&\"'>Name,CartData,CartDomain",
        ].map { $0.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;") })
    }

    @Test func layersOfALargeGraphOpenFromTheOverviewAndTheTable() throws {
        let directory = try TemporaryDirectory()
        let html = try HTMLReport().render(TestGraphs.synthetic500)
        let probe = """
            function open() { return Array.prototype.filter.call(document.querySelectorAll("details.layer"), function (d) { return d.open; }).map(function (d) { return d.id; }).join(","); }
            out.push("initially=" + open());
            document.querySelector('.overview [data-layer="Domain"] rect').dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
            out.push("afterOverviewClick=" + open());
            document.querySelector('#module-table tr[data-node="Account10Feature"]').click();
            out.push("afterRowClick=" + open());
            out.push("selectedNodes=" + document.querySelectorAll(".graph .node.selected").length);
            out.push("highlighted=" + (document.querySelectorAll(".graph .node.dependency").length > 0));
            """
        let run = try Self.open(Self.withProbe(html, probe), named: "large-probe", in: directory)
        #expect(run.consoleMessages.isEmpty, "\(run.consoleMessages)")
        #expect(Self.probeResult(run.dom) == [
            "initially=", "afterOverviewClick=layer-2", "afterRowClick=layer-1,layer-2", "selectedNodes=1", "highlighted=true",
        ])
    }

    /// A composition root's edges are one arrow until the arrow is clicked or the root selected.
    @Test func aCompositionRootUnfoldsOnAClick() throws {
        let directory = try TemporaryDirectory()
        var document = TestGraphs.shop
        document.modules.append(TestGraphs.module("ShopApp", "App", .regular, "App"))
        document.layers.insert(GraphDocument.Layer(name: "App", allowed: ["*"], isIndependent: false), at: 0)
        for target in ["CartFeature", "LoginFeature", "CartDomain"] {
            document.edges.append(Sample.edge("ShopApp", target, [TestGraphs.at("App/Main.swift", 1)]))
        }
        document.edges.sort { ($0.from, $0.to) < ($1.from, $1.to) }
        let html = try HTMLReport().render(document)
        #expect(html.contains("data-bundle=\"ShopApp\""))
        let probe = """
            function shown() {
              return Array.prototype.filter.call(document.querySelectorAll('.edge.folded'), function (edge) {
                return getComputedStyle(edge).display !== "none";
              }).length;
            }
            var bundle = document.querySelector('[data-bundle="ShopApp"]');
            out.push("folded " + document.querySelectorAll('.edge.folded').length + ", shown " + shown());
            bundle.querySelector("path").dispatchEvent(new MouseEvent("click", { bubbles: true }));
            out.push("after the arrow: shown " + shown() + ", arrow " + getComputedStyle(bundle).display);
            bundle.querySelector("path").dispatchEvent(new MouseEvent("click", { bubbles: true }));
            out.push("folded again: shown " + shown());
            document.querySelector('[data-node="ShopApp"] text').dispatchEvent(new MouseEvent("click", { bubbles: true }));
            out.push("root selected: shown " + shown());
            """
        let run = try Self.open(Self.withProbe(html, probe), named: "fold-probe", in: directory)
        #expect(run.consoleMessages.isEmpty, "\(run.consoleMessages)")
        #expect(Self.probeResult(run.dom) == [
            "folded 3, shown 0", "after the arrow: shown 3, arrow none", "folded again: shown 0", "root selected: shown 3",
        ])
    }
}
