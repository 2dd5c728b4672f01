/// The stylesheet and script of the HTML report, inlined into every page so that the file
/// stands alone and works offline. The script is plain and optional: without it the page
/// still shows every drawing, list and table.
enum HTMLPageAssets {
    /// The page up to `<body>`: its title (escaped here) and every stylesheet, the page's own
    /// `styles` last.
    static func head(title: String, styles: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="archkit">
        <title>\(Markup.escape(title))</title>
        <style>
        \(stylesheet)
        \(SVGScene.stylesheet)
        \(styles)
        </style>
        </head>
        <body>

        """
    }

    static let stylesheet = """
        :root { color-scheme: light; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #1f2328; background: #f6f8fa; }
        header { background: #24292f; color: #ffffff; padding: 16px 24px; }
        header h1 { margin: 0 0 8px; font-size: 20px; font-weight: 600; }
        header code { font-size: 18px; }
        .counts { list-style: none; display: flex; flex-wrap: wrap; gap: 8px 24px; margin: 0; padding: 0; }
        .counts strong { font-size: 18px; }
        .counts .bad strong { color: #ff8182; }
        .counts .warn strong { color: #e3b341; }
        nav { display: flex; gap: 16px; margin-top: 8px; }
        nav a { color: #9ecbff; }
        main { padding: 16px 24px; display: grid; gap: 16px; }
        section { background: #ffffff; border: 1px solid #d0d7de; border-radius: 8px; padding: 12px 16px; min-width: 0; }
        h2 { margin: 0 0 8px; font-size: 16px; }
        .legend { margin: 0 0 8px; color: #57606a; font-size: 13px; }
        .legend .red { color: #d62728; font-weight: 600; }
        .drawing { overflow: auto; max-height: 85vh; border: 1px solid #eaeef2; border-radius: 6px; background: #ffffff; }
        .drawing svg { display: block; }
        details.layer { border: 1px solid #d0d7de; border-radius: 6px; margin-top: 8px; }
        details.layer > summary { cursor: pointer; padding: 6px 10px; font-weight: 600; }
        details.layer > .drawing { margin: 0 8px 8px; }
        .swatch { display: inline-block; width: 12px; height: 12px; border-radius: 3px; margin-right: 6px; vertical-align: -1px; }
        .muted { color: #57606a; font-weight: 400; }
        ol.findings { margin: 0; padding-left: 24px; }
        ol.findings > li { margin-bottom: 8px; }
        section.incomplete { border-color: #d4a72c; background: #fff8c5; }
        .condition { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; color: #6639ba; }
        .severity { display: inline-block; padding: 0 6px; border-radius: 10px; font-size: 12px; color: #ffffff; background: #d62728; }
        .warning .severity { background: #9a6700; }
        .rule { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 13px; }
        .message { margin: 2px 0; color: #57606a; }
        ul.locations { margin: 0; padding-left: 18px; font-size: 13px; }
        .none { color: #57606a; }
        #module-filter { width: 100%; max-width: 360px; padding: 6px 8px; margin-bottom: 8px; border: 1px solid #d0d7de; border-radius: 6px; font: inherit; }
        #module-table { border-collapse: collapse; width: 100%; }
        #module-table th, #module-table td { text-align: left; padding: 4px 8px; border-bottom: 1px solid #eaeef2; }
        #module-table td.number, #module-table th.number { text-align: right; font-variant-numeric: tabular-nums; }
        #module-table th button { all: inherit; cursor: pointer; padding: 0; border: 0; }
        #module-table th[aria-sort="ascending"] button::after { content: " \\25B2"; }
        #module-table th[aria-sort="descending"] button::after { content: " \\25BC"; }
        #module-table tbody tr { cursor: pointer; }
        #module-table tbody tr:hover td { background: #f6f8fa; }
        .graph .node, .graph .layer-link, .graph .bundle { cursor: pointer; }
        .graph .edge.folded { display: none; }
        .graph.unfolded .edge.folded, .selecting .graph .edge.folded.related { display: inline; }
        .graph.unfolded .bundle, .selecting .graph .bundle { display: none; }
        .graph.show-implied .edge.implied, .selecting .graph .edge.implied.related { display: inline; }
        .legend button { font: inherit; padding: 0 6px; border: 1px solid #d0d7de; border-radius: 6px; background: #f6f8fa; cursor: pointer; }
        .graph .bundle-label { font-size: 11px; fill: #57606a; }
        .selecting .graph .node:not(.selected):not(.related) { opacity: 0.18; }
        .selecting .graph .edge:not(.related) { opacity: 0.08; }
        .graph .node.selected rect { stroke: #0969da; stroke-width: 4px; }
        .graph .node.dependency rect { stroke: #0969da; stroke-width: 3px; }
        .graph .node.dependent rect { stroke: #bf3989; stroke-width: 3px; }
        .graph .edge.related:not(.cycle) path { stroke-width: 2.5px; }
        .searching .graph .node.match rect { stroke: #bf8700; stroke-width: 4px; fill: #fff8c5; }
        .selecting #module-table tbody tr:not(.selected):not(.related) { opacity: 0.45; }
        #module-table tr.selected td { background: #ddf4ff; font-weight: 600; }
        #module-table tr.dependency td { background: #eef6ff; }
        #module-table tr.dependent td { background: #ffeff7; }
        #module-steps { position: fixed; right: 16px; bottom: 16px; z-index: 2; padding: 6px 10px; background: #ffffff; border: 1px solid #d0d7de; border-radius: 8px; box-shadow: 0 2px 8px rgba(31, 35, 40, 0.15); }
        #module-steps[hidden] { display: none; }
        #module-steps button { font: inherit; padding: 0 8px; margin-left: 2px; border: 1px solid #d0d7de; border-radius: 6px; background: #f6f8fa; cursor: pointer; }
        #module-steps button[aria-pressed="true"] { background: #0969da; border-color: #0969da; color: #ffffff; }
        """

    /// Highlighting (of the modules within the chosen number of steps of the selected one),
    /// search and sorting. Module adjacency comes from the JSON the page embeds (edges between
    /// layers are folded in the drill-down drawings) and from the drawn edges. The search
    /// opens the closed sections that draw a match; Enter, or a single match, selects it.
    static let script = """
        (function () {
          "use strict";
          function all(selector) { return Array.prototype.slice.call(document.querySelectorAll(selector)); }
          function map() { return Object.create(null); }
          var uses = map(), usedBy = map();
          function link(from, to) {
            (uses[from] = uses[from] || map())[to] = true;
            (usedBy[to] = usedBy[to] || map())[from] = true;
          }
          var data = document.getElementById("archkit-graph");
          var graph = data ? JSON.parse(data.textContent) : {};
          Object.keys(graph).forEach(function (from) { graph[from].forEach(function (to) { link(from, to); }); });
          var edges = all(".graph .edge[data-from]");
          edges.forEach(function (edge) { link(edge.getAttribute("data-from"), edge.getAttribute("data-to")); });
          var nodes = all("[data-node]");
          // Modules are the table's rows: a drill-down's folded layers are not walked through.
          var modules = map();
          all("#module-table tr[data-node]").forEach(function (row) { modules[row.getAttribute("data-node")] = true; });
          var selected = null, steps = 1;
          var stepsControl = document.getElementById("module-steps");

          // How many steps each module is from `id` following `next`, at most `limit` (0: no limit).
          function distances(id, next, limit) {
            var found = map(), frontier = [id], depth = 0;
            found[id] = 0;
            while (frontier.length > 0 && (limit === 0 || depth < limit)) {
              depth += 1;
              var following = [];
              frontier.forEach(function (name) {
                if (name !== id && !modules[name]) { return; }
                Object.keys(next[name] || map()).forEach(function (other) {
                  if (found[other] === undefined) { found[other] = depth; following.push(other); }
                });
              });
              frontier = following;
            }
            return found;
          }

          // Highlights the modules within `steps` steps of `id` either way, and the edges on
          // those paths: as `graph --focus id --depth steps` draws them.
          function select(id) {
            selected = id;
            var out = id !== null ? distances(id, uses, steps) : map(), into = id !== null ? distances(id, usedBy, steps) : map();
            function leads(found, name) {
              return found[name] !== undefined && (name === id || modules[name] === true) && (steps === 0 || found[name] < steps);
            }
            document.body.classList.toggle("selecting", id !== null);
            nodes.forEach(function (element) {
              var name = element.getAttribute("data-node");
              var dependency = name !== id && out[name] !== undefined, dependent = name !== id && into[name] !== undefined;
              element.classList.toggle("selected", name === id);
              element.classList.toggle("dependency", dependency);
              element.classList.toggle("dependent", dependent);
              element.classList.toggle("related", dependency || dependent);
            });
            edges.forEach(function (edge) {
              edge.classList.toggle("related", id !== null && (leads(out, edge.getAttribute("data-from")) || leads(into, edge.getAttribute("data-to"))));
            });
            if (stepsControl) {
              stepsControl.hidden = id === null;
              document.getElementById("module-steps-name").textContent = id === null ? "" : id;
            }
          }

          // The module's node in a drawing: in its layer's drawing rather than in an overview.
          function drawnNode(id) {
            var found = null;
            nodes.forEach(function (element) {
              if (found === null && element.getAttribute("data-node") === id && element.tagName.toLowerCase() !== "tr"
                  && !element.closest(".overview")) { found = element; }
            });
            return found;
          }

          // Selects a module found by the filter: opens the section that draws it, scrolls to it.
          function reveal(id) {
            var node = drawnNode(id);
            var section = node ? node.closest("details") : null;
            if (section) { section.open = true; }
            select(id);
            if (node && node.scrollIntoView) { node.scrollIntoView({ block: "center", inline: "center" }); }
          }

          function openSection(test) {
            all("details.layer").forEach(function (section) { if (test(section)) { section.open = true; } });
          }

          var selectedBySearch = false;
          document.addEventListener("click", function (event) {
            var choice = event.target && event.target.closest ? event.target.closest("[data-steps]") : null;
            if (choice) {
              var value = choice.getAttribute("data-steps");
              steps = value === "all" ? 0 : parseInt(value, 10);
              all("[data-steps]").forEach(function (button) { button.setAttribute("aria-pressed", String(button === choice)); });
              if (selected !== null) { select(selected); }
              return;
            }
            var bundle = event.target && event.target.closest ? event.target.closest("[data-bundle]") : null;
            if (bundle) { bundle.closest("svg").classList.toggle("unfolded"); return; }
            var toggle = event.target && event.target.closest ? event.target.closest("[data-show-implied]") : null;
            if (toggle) {
              var shown = toggle.closest("section, details").querySelector("svg.graph").classList.toggle("show-implied");
              toggle.textContent = shown ? "hide them" : "show them";
              return;
            }
            var target = event.target && event.target.closest ? event.target.closest("[data-node], [data-layer]") : null;
            if (!target) { return; }
            if (target.hasAttribute("data-layer")) {
              var anchor = target.closest("a");
              var href = anchor ? anchor.getAttribute("href") : "";
              openSection(function (section) { return "#" + section.id === href; });
              return;
            }
            var id = target.getAttribute("data-node");
            if (target.tagName.toLowerCase() === "tr" && id !== selected) {
              var band = target.getAttribute("data-band");
              openSection(function (section) { return section.getAttribute("data-band") === band; });
            }
            selectedBySearch = false;
            select(id === selected ? null : id);
          });

          document.addEventListener("keydown", function (event) {
            if (event.key === "Escape" && selected !== null) { select(null); }
          });

          var filter = document.getElementById("module-filter");
          // The sections the filter opened: they close again once they hold no match, while
          // those the reader opened stay open.
          var openedBySearch = [];
          // Marks the modules whose names hold the query and opens the sections that draw them;
          // returns the matching modules in table order, and the one named exactly so if any.
          function search() {
            var query = filter.value.trim().toLowerCase();
            var matches = [], exact = null, holding = [];
            document.body.classList.toggle("searching", query !== "");
            nodes.forEach(function (element) {
              var name = element.getAttribute("data-node");
              var hit = query !== "" && name.toLowerCase().indexOf(query) >= 0;
              if (element.tagName.toLowerCase() === "tr") {
                element.hidden = query !== "" && !hit;
                if (hit) { matches.push(name); }
                if (hit && name.toLowerCase() === query) { exact = name; }
                return;
              }
              element.classList.toggle("match", hit);
              var section = hit ? element.closest("details") : null;
              if (section && holding.indexOf(section) < 0) { holding.push(section); }
            });
            openedBySearch = openedBySearch.filter(function (section) {
              if (holding.indexOf(section) >= 0) { return true; }
              section.open = false;
              return false;
            });
            holding.forEach(function (section) {
              if (!section.open) { section.open = true; openedBySearch.push(section); }
            });
            return { matches: matches, exact: exact };
          }
          if (filter) {
            filter.addEventListener("input", function () {
              var found = search();
              if (found.matches.length === 1) {
                reveal(found.matches[0]);
                selectedBySearch = true;
              } else if (selectedBySearch) {
                selectedBySearch = false;
                select(null);
              }
            });
            filter.addEventListener("keydown", function (event) {
              if (event.key !== "Enter") { return; }
              event.preventDefault();
              var found = search();
              var chosen = found.exact !== null ? found.exact : found.matches[0];
              if (chosen !== undefined) {
                reveal(chosen);
                selectedBySearch = true;
              }
            });
          }

          all("#module-table th[data-sort]").forEach(function (header) {
            header.addEventListener("click", function () {
              var ascending = header.getAttribute("aria-sort") !== "ascending";
              all("#module-table th[aria-sort]").forEach(function (other) { other.removeAttribute("aria-sort"); });
              header.setAttribute("aria-sort", ascending ? "ascending" : "descending");
              var numeric = header.getAttribute("data-sort") === "number";
              var column = header.cellIndex;
              var body = document.querySelector("#module-table tbody");
              function key(row) {
                var cell = row.cells[column];
                return numeric ? parseFloat(cell.getAttribute("data-value")) : cell.textContent;
              }
              var rows = Array.prototype.slice.call(body.rows);
              rows.sort(function (a, b) {
                var x = key(a), y = key(b);
                // Undefined values (no instability) go last whichever the direction.
                if (numeric && isNaN(x) !== isNaN(y)) { return isNaN(x) ? 1 : -1; }
                var order = x < y ? -1 : x > y ? 1 : 0;
                if (!ascending) { order = -order; }
                if (order === 0) { order = a.getAttribute("data-node") < b.getAttribute("data-node") ? -1 : 1; }
                return order;
              });
              rows.forEach(function (row) { body.appendChild(row); });
            });
          });
        }());
        """
}
