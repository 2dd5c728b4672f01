import ArchGraph
import ArchReport
import ArchTestSupport
import Foundation
import Testing

let chromiumIsInstalled = Shell.isAvailable("chromium")

/// The HTML report opened in headless Chromium: it must draw something, log nothing to the
/// console (the report's script never logs, so any console line is an error or an uncaught
/// exception), and its script must really highlight, filter and sort.
@Suite("HTML report in Chromium", .serialized,
       .enabled(if: chromiumIsInstalled, "Chromium is not installed; install it (the `chromium` package) to check the HTML report in a browser"))
struct ChromiumTests {
    static let windowSize = "1400,1000"

    struct PageRun {
        var consoleMessages: [String]
        var screenshotBytes: Int
        var dom: String
    }

    /// Opens `html` once for a screenshot and once to dump the DOM after its scripts ran.
    static func open(_ html: String, named name: String, in directory: TemporaryDirectory) throws -> PageRun {
        let page = try directory.write("\(name).html", html)
        let screenshot = directory.url.appendingPathComponent("\(name).png")
        func chromium(_ extra: [String]) throws -> ProcessOutput {
            let profile = directory.url.appendingPathComponent("profile-\(name)-\(extra[0].hasPrefix("--dump") ? "dom" : "shot")").path
            return try Shell.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
                                  "--no-first-run", "--user-data-dir=\(profile)", "--window-size=\(windowSize)"] + extra + [page.absoluteString])
        }
        let shot = try chromium(["--screenshot=\(screenshot.path)"])
        let dump = try chromium(["--dump-dom"])
        let size = (try? FileManager.default.attributesOfItem(atPath: screenshot.path)[.size] as? Int) ?? 0
        // Console lines read `[…:INFO:CONSOLE:12] "message", source: file:///….html (12)`.
        let console = (shot.stderr + dump.stderr).split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
        return PageRun(consoleMessages: console, screenshotBytes: size, dom: dump.stdout)
    }

    static func blankScreenshotBytes(in directory: TemporaryDirectory) throws -> Int {
        try open("<!DOCTYPE html><html><body></body></html>", named: "blank", in: directory).screenshotBytes
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

    @Test(arguments: ["shop", "synthetic"])
    func reportDrawsWithoutConsoleErrors(_ name: String) throws {
        let directory = try TemporaryDirectory()
        let document = name == "shop" ? TestGraphs.shop : TestGraphs.synthetic500
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
}
