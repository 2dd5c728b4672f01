import ArchViews
import ArchReport
import ArchTestSupport
import Foundation
import Testing

/// The search reaches modules in closed layer sections, and the steps control widens the
/// highlighting around a selected module.
extension ChromiumTests {
    @Test func searchOpensTheSectionsOfMatchesAndSelectsASingleOne() throws {
        let directory = try TemporaryDirectory()
        let html = try HTMLReport().render(TestGraphs.synthetic500)
        let probe = """
            function open() { return Array.prototype.filter.call(document.querySelectorAll("details.layer"), function (d) { return d.open; }).map(function (d) { return d.id; }).join(","); }
            function names(selector) { return Array.prototype.map.call(document.querySelectorAll(selector), function (e) { return e.getAttribute("data-node"); }).join(","); }
            function inView(id) {
              var node = document.querySelector('details [data-node="' + id + '"]');
              var box = node.getBoundingClientRect();
              return box.width > 0 && box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
            }
            var filter = document.getElementById("module-filter");
            function type(text) { filter.value = text; filter.dispatchEvent(new Event("input")); }
            out.push("initially=" + open() + "/" + inView("Account10Feature"));
            type("account10f");
            out.push("one=" + open() + "/" + names(".graph .node.selected") + "/" + inView("Account10Feature") + "/" + !document.getElementById("module-steps").hidden);
            type("checkout1");
            var rows = names("#module-table tbody tr:not([hidden])").split(",");
            out.push("several=" + open() + "/" + names(".graph .node.match").split(",").length + "/" + rows.length + "/" + document.querySelectorAll(".selected").length);
            filter.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
            out.push("enterSelectsTheFirstRow=" + (names(".graph .node.selected") === rows[0]) + "/" + inView(rows[0]));
            type("checkout100feature");
            out.push("exact=" + names(".graph .node.selected"));
            type("");
            out.push("cleared=" + open() + "/" + document.body.classList.contains("selecting"));
            document.getElementById("layer-3").open = true;
            type("kit");
            type("");
            out.push("readerOpenedStays=" + open());
            """
        let run = try Self.open(Self.withProbe(html, probe), named: "search-probe", in: directory)
        #expect(run.consoleMessages.isEmpty, "\(run.consoleMessages)")
        let result = Self.probeResult(run.dom)
        #expect(result.count == 7, "\(result)")
        guard result.count == 7 else { return }
        #expect(result[0] == "initially=/false")
        #expect(result[1] == "one=layer-1/Account10Feature/true/true")
        // Checkout100Feature, Checkout120Feature and Checkout140Feature in Presentation,
        // Checkout160Domain and Checkout180Domain in Domain: both sections open, nothing selected.
        #expect(result[2] == "several=layer-1,layer-2/5/5/0")
        #expect(result[3] == "enterSelectsTheFirstRow=true/true")
        #expect(result[4] == "exact=Checkout100Feature")
        #expect(result[5] == "cleared=/false")
        #expect(result[6] == "readerOpenedStays=layer-3")
    }

    @Test func stepsWidenTheHighlightingAroundTheSelectedModule() throws {
        let directory = try TemporaryDirectory()
        let html = try HTMLReport().render(TestGraphs.shop)
        #expect(html.contains("<div id=\"module-steps\" role=\"group\" aria-label=\"Steps from the selected module\" hidden>"))
        let probe = """
            function names(selector) { return Array.prototype.map.call(document.querySelectorAll(selector), function (e) { return e.getAttribute("data-node"); }).join(","); }
            function state() {
              return names(".graph .node.dependency") + "/" + names(".graph .node.dependent") + "/" + document.querySelectorAll(".graph .edge.related").length;
            }
            var control = document.getElementById("module-steps");
            out.push("before=" + control.hidden);
            document.querySelector('.graph [data-node="CartFeature"] text').dispatchEvent(new MouseEvent("click", { bubbles: true }));
            out.push("one=" + state() + "/" + control.hidden + "/" + document.getElementById("module-steps-name").textContent);
            document.querySelector('[data-steps="2"]').click();
            out.push("two=" + state() + "/" + document.querySelector('[data-steps="2"]').getAttribute("aria-pressed"));
            document.querySelector('[data-steps="all"]').click();
            out.push("all=" + state());
            document.querySelector('.graph [data-node="CartData"] text').dispatchEvent(new MouseEvent("click", { bubbles: true }));
            out.push("allFromCartData=" + state());
            document.querySelector('[data-steps="1"]').click();
            out.push("oneFromCartData=" + state());
            document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
            out.push("escape=" + control.hidden);
            """
        let run = try Self.open(Self.withProbe(html, probe), named: "steps-probe", in: directory)
        #expect(run.consoleMessages.isEmpty, "\(run.consoleMessages)")
        #expect(Self.probeResult(run.dom) == [
            "before=true",
            "one=CartDomain//1/false/CartFeature",
            // Two steps out reach CartData; CartData → CartDomain would be a third step.
            "two=CartData,CartDomain//2/true",
            "all=CartData,CartDomain//3",
            "allFromCartData=CartDomain/CartDomain,CartFeature,LoginFeature,Odd&lt;&amp;\"'&gt;Name/5",
            "oneFromCartData=CartDomain/CartDomain/2",
            "escape=true",
        ])
    }
}
