import ArchCore
import ArchViews
import ArchReport
import ArchTestSupport
import Foundation
import Testing

@Suite("Markdown report")
struct MarkdownReportTests {
    /// The rows of the findings table, each split into cells at the bars that are not escaped.
    /// The rows of the findings table (other tables, such as the blast radius, are left out).
    private func tableRows(_ markdown: String) -> [[String]] {
        var inFindings = false
        var findingLines: [Substring] = []
        for line in markdown.split(separator: "\n") {
            if line.hasPrefix("### ") { inFindings = line.hasPrefix("### Findings") }
            if inFindings { findingLines.append(line) }
        }
        return findingLines.filter { $0.hasPrefix("| ") && !$0.hasPrefix("| severity") }.map { line in
            var cells: [String] = []
            var cell = ""
            var escaped = false
            for character in line.dropFirst().dropLast() {
                if escaped {
                    cell.append(character)
                    escaped = false
                } else if character == "\\" {
                    cell.append(character)
                    escaped = true
                } else if character == "|" {
                    cells.append(cell.trimmingCharacters(in: .whitespaces))
                    cell = ""
                } else {
                    cell.append(character)
                }
            }
            cells.append(cell.trimmingCharacters(in: .whitespaces))
            return cells
        }
    }

    /// The source inside the ```mermaid fence, if there is one.
    private func mermaidBlock(_ markdown: String) -> String? {
        guard let start = markdown.range(of: "```mermaid\n") else { return nil }
        guard let end = markdown.range(of: "```", range: start.upperBound..<markdown.endIndex) else { return nil }
        return String(markdown[start.upperBound..<end.lowerBound])
    }

    @Test func typeReferencesAreCountedAndDotted() throws {
        let markdown = try MarkdownReport(options: GraphViewOptions(includeExternal: true)).render(FormatFixtures.folders)
        #expect(markdown.hasPrefix("## archkit: ShopApp\n\n2 errors · 0 warnings · 1 cycle · 5 modules · 6 edges (5 references) · 0 files\n"))
        #expect(markdown.contains("Red edges break rules; thick edges are steps of a cycle; dotted edges are type references between folder modules.\n"))
        let chart = try MermaidChart(try #require(mermaidBlock(markdown)))
        #expect(chart.edges.map(\.arrow).sorted() == ["-->", "-.->", "-.->", "-.->", "-.->", "-.->"])
        #expect(!(try MarkdownReport().render(FormatFixtures.shop)).contains("dotted"))
    }

    @Test func theModulesWithTheMostDependentsAreRanked() throws {
        let markdown = try MarkdownReport().render(FormatFixtures.shop)
        let section = try #require(markdown.components(separatedBy: "### Largest blast radius\n\n").dropFirst().first)
        let rows = section.split(separator: "\n").prefix { $0.hasPrefix("|") }.map(String.init)
        // CartData and CartDomain are a cycle: each has the other and whatever depends on either.
        let counts = FormatFixtures.shop.dependentsByModule
        // External modules are not the repository's to change: they are not ranked.
        let ranked = FormatFixtures.shop.modules.filter { !$0.isExternal && counts[$0.name]!.transitive > 0 }
        #expect(rows.count == 2 + min(ranked.count, 5))
        #expect(rows[2] == "| CartData | Data | \(counts["CartData"]!.transitive) | \(counts["CartData"]!.direct) |")
        #expect(counts["CartData"]!.transitive == counts["CartDomain"]!.transitive)
    }

    @Test func smallDocument() throws {
        let markdown = try MarkdownReport().render(FormatFixtures.shop)
        #expect(markdown.hasPrefix("## archkit: Shop\n\n5 errors · 1 warning · 2 cycles · 6 modules · 7 edges · 0 files\n"))
        #expect(tableRows(markdown) == [
            ["error", "dependency-cycle", "A.swift:4", "module cycle: CartData → CartDomain → CartData"],
            ["error", "layer-cycle", "A.swift:4", "layer cycle: Data → Domain → Data"],
            ["error", "layer-dependency", "C.swift:5", "forbidden"],
            ["error", "layer-dependency", "D.swift:3", "forbidden"],
            ["error", "layer-dependency", "E.swift:7", "forbidden"],
            ["warning", "unused-dependency", "Package.swift:9", "unused"],
        ])
        #expect(markdown.contains("| severity | rule | place | finding |\n|---|---|---|---|\n"))
        #expect(markdown.contains("- CartData → CartDomain → CartData (modules)\n- Data → Domain → Data (layers)\n"))
        #expect(!markdown.contains("Note:"))
        let chart = try MermaidChart(try #require(mermaidBlock(markdown)))
        #expect(chart.labels.count == 4)
        #expect(markdown.hasSuffix("```\n"))
    }

    @Test func aCleanDocumentSaysSo() throws {
        let shop = FormatFixtures.shop
        let clean = GraphDocument(root: shop.root, modules: shop.modules, edges: shop.edges, layers: shop.layers)
        let markdown = try MarkdownReport().render(clean)
        #expect(markdown.contains("0 errors · 0 warnings · 0 cycles"))
        #expect(markdown.contains("No findings."))
        #expect(!markdown.contains("### Cycles"))
    }

    @Test func thousandsOfFindingsStayUnderTheLimit() throws {
        let document = FormatFixtures.large(modules: 40, findings: 5_000)
        let markdown = try MarkdownReport().render(document)
        #expect(markdown.utf8.count <= MarkdownReport.defaultCharacterLimit)
        #expect(MarkdownReport.defaultCharacterLimit < 65_536)
        let rows = tableRows(markdown)
        #expect(rows.count > 100 && rows.count < 5_000)
        #expect(markdown.contains("> **Note:** only the first \(rows.count.grouped()) of 5,000 findings are listed"))
        #expect(markdown.contains("`archkit graph --format html`"))
        // The table was cut, not the drawing.
        let chart = try MermaidChart(try #require(mermaidBlock(markdown)))
        #expect(chart.labels.count == 40)
        // Errors come first.
        #expect(rows.first?.first == "error")
    }

    @Test func theDrawingGoesWhenEvenAShortTableDoesNotFitBesideIt() throws {
        let document = FormatFixtures.large(modules: 60, findings: 500)
        let limit = 6_000
        let markdown = try MarkdownReport(characterLimit: limit).render(document)
        #expect(markdown.utf8.count <= limit)
        #expect(mermaidBlock(markdown) == nil)
        #expect(markdown.contains("the graph is left out"))
        #expect(tableRows(markdown).count > 20)
        #expect(markdown.contains("of 500 findings are listed"))
    }

    @Test(arguments: [200, 1_000, 3_000])
    func anyLimitIsKept(limit: Int) throws {
        let document = FormatFixtures.large(modules: 90, findings: 2_000)
        let markdown = try MarkdownReport(characterLimit: limit).render(document)
        #expect(markdown.utf8.count <= limit)
        #expect(markdown.contains("archkit graph --format html") || limit < 300)
    }

    @Test func aLargeModuleGraphFallsBackToLayers() throws {
        let document = FormatFixtures.large(modules: 80, findings: 3)
        let markdown = try MarkdownReport().render(document)
        #expect(markdown.contains("The module graph has 80 modules, more than 60, so this draws the layers."))
        let chart = try MermaidChart(try #require(mermaidBlock(markdown)))
        #expect(Set(chart.labels.values) == ["Presentation\n20 modules", "Domain\n20 modules", "Data\n20 modules", "Core\n20 modules"])
        let small = try MarkdownReport().render(FormatFixtures.large(modules: 60, findings: 3))
        #expect(!small.contains("so this draws the layers"))
        #expect(try MermaidChart(try #require(mermaidBlock(small))).labels.count == 60)
    }

    /// Without layers, the layer drawing would be one box: the comment draws what the HTML
    /// page opens on, the packages where they outline the modules and else every module.
    @Test func aLargeModuleGraphWithoutLayersDrawsItsPackagesOrEveryModule() throws {
        let packaged = try MarkdownReport().render(FormatFixtures.unlayered(modules: 80, packageSize: 5))
        #expect(packaged.contains("The module graph has 80 modules, more than 60, so this draws the packages."))
        #expect(try MermaidChart(try #require(mermaidBlock(packaged))).labels.count == 16)
        let loose = try MarkdownReport().render(FormatFixtures.unlayered(modules: 80, packageSize: 1))
        #expect(!loose.contains("more than 60"))
        let chart = try MermaidChart(try #require(mermaidBlock(loose)))
        #expect(chart.labels.count == 80)
        // Each module depends on the next two; the drawing hides the edge the next one implies.
        #expect(chart.edges.count == 79)
    }

    @Test func aGraphTooLargeForGitHubIsFoldedAndSaysSo() throws {
        // 60 modules, few enough to read, in 4 layers each using 9 of the next: 405 edges fit.
        let fits = try MarkdownReport().render(FormatFixtures.tiers(4, width: 15, fanOut: 9, packageSize: 3))
        #expect(try MermaidChart(try #require(mermaidBlock(fits))).edges.count == 405)
        #expect(!fits.contains("too large for GitHub"))
        // Using 12 of the next: 540 edges, more than GitHub draws; the packages have 75.
        let dense = FormatFixtures.tiers(4, width: 15, fanOut: 12, packageSize: 3)
        let markdown = try MarkdownReport().render(dense)
        let chart = try MermaidChart(try #require(mermaidBlock(markdown)))
        #expect(chart.edges.count == 75 && chart.labels.count == 20)
        // The module chart the comment would have held, as `graph --format mermaid` draws it without its counts.
        let characters = MermaidLimits.characters(MermaidRenderer().render(try GraphViewBuilder.build(dense, options: GraphViewOptions())))
        #expect(chart.comments == ["folded to packages for GitHub: the module view has 540 edges and \(characters) characters; "
            + "Mermaid draws at most 500 edges (maxEdges) and 50000 characters (maxTextSize)"])
        #expect(markdown.contains("> **Note:** The module graph (540 edges, \(characters.grouped()) characters) is too large for GitHub "
            + "to draw (at most 500 edges and 50,000 characters), so this draws the packages. Run `archkit graph --format html` to see all of it."))
        #expect(markdown.contains("### Graph: Tiers: packages\n"))

        // Packages asked for, too many of them: the layers, with both sizes.
        let layers = try MarkdownReport(options: GraphViewOptions(level: .package)).render(MermaidFoldingTests.packagesTooMany)
        #expect(layers.contains("> **Note:** The package graph (540 edges, "))
        #expect(layers.contains(" characters) is too large for GitHub to draw (at most 500 edges and 50,000 characters), so this draws the layers."))
        #expect(try MermaidChart(try #require(mermaidBlock(layers))).labels.count == 10)
    }

    @Test func aCrowdedDrawingLeavesOutImpliedEdgesAsMermaidDoes() throws {
        // 40 modules, each using the next two: the edge past the next is implied.
        let document = FormatFixtures.large(modules: 40, findings: 0)
        let chart = try MermaidChart(try #require(mermaidBlock(try MarkdownReport().render(document))))
        #expect(chart.edges.count == 39)
        #expect(chart.comments == ["38 edges that other paths imply are not drawn; --all-edges draws them"])
        let every = try MermaidChart(try #require(mermaidBlock(try MarkdownReport(options: GraphViewOptions(allEdges: true)).render(document))))
        #expect(every.edges.count == 77 && every.comments.isEmpty)
    }

    @Test func tableCellsAreEscaped() throws {
        let shop = FormatFixtures.shop
        let document = GraphDocument(root: shop.root, modules: shop.modules, edges: shop.edges, layers: shop.layers,
                                     diagnostics: Sample.violation("layer|dependency", .error, "Cart|Domain", "Back`tick\nData", message: "m|`x`\ny",
                                                                   at: [SourceLocation(file: "Some|Dir/*File*_x_.swift", line: 3, column: 1)]))
        let markdown = try MarkdownReport().render(document)
        let rows = tableRows(markdown)
        #expect(rows == [["error", "layer\\|dependency", "Some\\|Dir/\\*File\\*\\_x\\_.swift:3", "m\\|\\`x\\` y"]])
        #expect(markdown.contains("| error | layer\\|dependency | Some\\|Dir/\\*File\\*\\_x\\_.swift:3 |"))
    }

    @Test func awkwardNamesKeepTheTableAndDrawingIntact() throws {
        let markdown = try MarkdownReport(options: GraphViewOptions(includeTests: true)).render(FormatFixtures.awkward)
        let rows = tableRows(markdown)
        #expect(rows.count == FormatFixtures.awkward.diagnostics.count)
        #expect(rows.allSatisfy { $0.count == 4 })
        #expect(markdown.hasPrefix("## archkit: Awk\"ward \\| root\n"))
        let chart = try MermaidChart(try #require(mermaidBlock(markdown)))
        #expect(Set(chart.labels.values).isSubset(of: Set(FormatFixtures.awkwardNames)))
        #expect(markdown.contains("- Quote\"d → Back\\\\slash → Trailing\\\\ → Quote\"d (modules)"))
    }

    @Test func anEmptyDocumentHasNothingToDraw() throws {
        let empty = GraphDocument(root: "Empty", modules: [], edges: [])
        let markdown = try MarkdownReport().render(empty)
        #expect(markdown.contains("0 modules · 0 edges"))
        #expect(markdown.contains("There are no modules to draw."))
        #expect(mermaidBlock(markdown) == nil)
    }

    @Test func anUnknownFocusIsAnError() {
        #expect(throws: GraphViewError.unknownFocus("CartDomian", suggestion: "CartDomain")) {
            try MarkdownReport(options: GraphViewOptions(focus: "CartDomian")).render(FormatFixtures.shop)
        }
    }

    @Test func sameDocumentSameBytes() throws {
        let documents = [FormatFixtures.shop, FormatFixtures.awkward, FormatFixtures.large(modules: 80, findings: 3_000)]
        let report = MarkdownReport(options: GraphViewOptions(includeTests: true))
        for document in documents {
            let first = try report.render(document)
            var shuffled = document
            shuffled.modules.reverse()
            shuffled.edges.reverse()
            shuffled.diagnostics.reverse()
            #expect(first == (try report.render(shuffled)), "\(document.root)")
        }
    }
}

extension Int {
    /// `5000` as `5,000`, as the report writes counts.
    fileprivate func grouped() -> String {
        let digits = Array(String(self))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }
}
