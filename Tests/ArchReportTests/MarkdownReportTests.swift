import ArchCore
import ArchGraph
import ArchReport
import Foundation
import Testing

@Suite("Markdown report")
struct MarkdownReportTests {
    /// The rows of the violations table, each split into cells at the bars that are not escaped.
    private func tableRows(_ markdown: String) -> [[String]] {
        markdown.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| severity") }.map { line in
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

    @Test func smallDocument() throws {
        let markdown = try MarkdownReport().render(document: FormatFixtures.shop, options: GraphViewOptions())
        #expect(markdown.hasPrefix("## archkit: Shop\n\n4 modules · 4 edges · 1 error · 1 warning · 2 cycles\n"))
        #expect(tableRows(markdown) == [
            ["error", "layer-dependency", "CartDomain", "CartData", "C.swift:5", "+2"],
            ["warning", "unused-dependency", "CartFeature", "CartDomain", "Package.swift:9", ""],
        ])
        #expect(markdown.contains("| severity | rule | from | to | first place | more places |\n|---|---|---|---|---|---|\n"))
        #expect(markdown.contains("- CartData → CartDomain → CartData (modules)\n- Data → Domain → Data (layers)\n"))
        #expect(!markdown.contains("Note:"))
        let chart = try MermaidChart(try #require(mermaidBlock(markdown)))
        #expect(chart.labels.count == 4)
        #expect(markdown.hasSuffix("```\n"))
    }

    @Test func aCleanDocumentSaysSo() throws {
        var clean = FormatFixtures.shop
        clean.violations = []
        clean.cycles = []
        let markdown = try MarkdownReport().render(document: clean, options: GraphViewOptions())
        #expect(markdown.contains("0 errors · 0 warnings · 0 cycles"))
        #expect(markdown.contains("No violations."))
        #expect(!markdown.contains("### Cycles"))
    }

    @Test func thousandsOfViolationsStayUnderTheLimit() throws {
        let document = FormatFixtures.large(modules: 40, violations: 5_000)
        let markdown = try MarkdownReport().render(document: document, options: GraphViewOptions())
        #expect(markdown.utf8.count <= MarkdownReport.defaultCharacterLimit)
        #expect(MarkdownReport.defaultCharacterLimit < 65_536)
        let rows = tableRows(markdown)
        #expect(rows.count > 100 && rows.count < 5_000)
        #expect(markdown.contains("> **Note:** only the first \(rows.count.grouped()) of 5,000 violations are listed"))
        #expect(markdown.contains("`archkit graph --format html`"))
        // The table was cut, not the drawing.
        let chart = try MermaidChart(try #require(mermaidBlock(markdown)))
        #expect(chart.labels.count == 40)
        // Errors come first.
        #expect(rows.first?.first == "error")
    }

    @Test func theDrawingGoesWhenEvenAShortTableDoesNotFitBesideIt() throws {
        let document = FormatFixtures.large(modules: 60, violations: 500)
        let limit = 6_000
        let markdown = try MarkdownReport(characterLimit: limit).render(document: document, options: GraphViewOptions())
        #expect(markdown.utf8.count <= limit)
        #expect(mermaidBlock(markdown) == nil)
        #expect(markdown.contains("the graph is left out"))
        #expect(tableRows(markdown).count > 20)
        #expect(markdown.contains("of 500 violations are listed"))
    }

    @Test(arguments: [200, 1_000, 3_000])
    func anyLimitIsKept(limit: Int) throws {
        let document = FormatFixtures.large(modules: 90, violations: 2_000)
        let markdown = try MarkdownReport(characterLimit: limit).render(document: document, options: GraphViewOptions())
        #expect(markdown.utf8.count <= limit)
        #expect(markdown.contains("archkit graph --format html") || limit < 300)
    }

    @Test func aLargeModuleGraphFallsBackToLayers() throws {
        let document = FormatFixtures.large(modules: 80, violations: 3)
        let markdown = try MarkdownReport().render(document: document, options: GraphViewOptions())
        #expect(markdown.contains("The module graph has 80 modules, more than 60, so this draws the layers."))
        let chart = try MermaidChart(try #require(mermaidBlock(markdown)))
        #expect(Set(chart.labels.values) == ["Presentation\n20 modules", "Domain\n20 modules", "Data\n20 modules", "Core\n20 modules"])
        let small = try MarkdownReport().render(document: FormatFixtures.large(modules: 60, violations: 3), options: GraphViewOptions())
        #expect(!small.contains("so this draws the layers"))
        #expect(try MermaidChart(try #require(mermaidBlock(small))).labels.count == 60)
    }

    @Test func tableCellsAreEscaped() throws {
        var document = FormatFixtures.shop
        document.violations = [
            GraphDocument.Violation(rule: "layer|dependency", severity: .error, from: "Cart|Domain", to: "Back`tick\nData",
                                    message: "m", locations: [SourceLocation(file: "Some|Dir/*File*_x_.swift", line: 3, column: 1)]),
        ]
        let markdown = try MarkdownReport().render(document: document, options: GraphViewOptions())
        let rows = tableRows(markdown)
        #expect(rows == [["error", "layer\\|dependency", "Cart\\|Domain", "Back\\`tick Data", "Some\\|Dir/\\*File\\*\\_x\\_.swift:3", ""]])
        #expect(markdown.contains("| error | layer\\|dependency | Cart\\|Domain | Back\\`tick Data |"))
    }

    @Test func awkwardNamesKeepTheTableAndDrawingIntact() throws {
        let markdown = try MarkdownReport().render(document: FormatFixtures.awkward, options: GraphViewOptions(includeTests: true))
        let rows = tableRows(markdown)
        #expect(rows.count == FormatFixtures.awkward.violations.count)
        #expect(rows.allSatisfy { $0.count == 6 })
        #expect(markdown.hasPrefix("## archkit: Awk\"ward \\| root\n"))
        let chart = try MermaidChart(try #require(mermaidBlock(markdown)))
        #expect(Set(chart.labels.values).isSubset(of: Set(FormatFixtures.awkwardNames)))
        #expect(markdown.contains("- Quote\"d → Back\\\\slash → Trailing\\\\ → Quote\"d (modules)"))
    }

    @Test func anEmptyDocumentHasNothingToDraw() throws {
        let empty = GraphDocument(root: "Empty", modules: [], edges: [], layers: [], violations: [], cycles: [])
        let markdown = try MarkdownReport().render(document: empty, options: GraphViewOptions())
        #expect(markdown.contains("0 modules · 0 edges"))
        #expect(markdown.contains("There are no modules to draw."))
        #expect(mermaidBlock(markdown) == nil)
    }

    @Test func anUnknownFocusIsAnError() {
        #expect(throws: GraphViewError.unknownFocus("CartDomian", suggestion: "CartDomain")) {
            try MarkdownReport().render(document: FormatFixtures.shop, options: GraphViewOptions(focus: "CartDomian"))
        }
    }

    @Test func sameDocumentSameBytes() throws {
        let documents = [FormatFixtures.shop, FormatFixtures.awkward, FormatFixtures.large(modules: 80, violations: 3_000)]
        for document in documents {
            let first = try MarkdownReport().render(document: document, options: GraphViewOptions(includeTests: true))
            var shuffled = document
            shuffled.modules.reverse()
            shuffled.edges.reverse()
            shuffled.violations.reverse()
            shuffled.cycles.reverse()
            #expect(first == (try MarkdownReport().render(document: shuffled, options: GraphViewOptions(includeTests: true))), "\(document.root)")
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
