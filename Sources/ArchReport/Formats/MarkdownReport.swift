import ArchViews

/// The graph as a pull-request comment: the counts `archkit check` states, a table of every
/// finding (errors first), the cycles and a Mermaid drawing that GitHub renders in place. A
/// graph drawn from a repository with unreadable files says so at the top.
///
/// The comment always stays within `characterLimit`. When everything does not fit, the
/// findings table is cut first, then the drawing is left out, then the cycles list is cut,
/// and each cut says what is missing and how to see it all.
public struct MarkdownReport: ReportRenderer {
    /// A little below GitHub's 65,536-character limit for a comment, leaving room for text a
    /// workflow adds around the report.
    public static let defaultCharacterLimit = 65_000
    /// Above this many modules a module drawing is unreadable in a comment; the layers or the
    /// packages are drawn instead, where they outline the modules (`HTMLReport.outlineLevel`).
    public static let largestModuleGraph = 60
    /// How many findings the table keeps before the drawing is given up for more of them.
    static let rowsKeptBesideGraph = 20
    static let fullReportCommand = "archkit graph --format html"

    public let characterLimit: Int
    let options: GraphViewOptions

    public init(options: GraphViewOptions = GraphViewOptions(), characterLimit: Int = MarkdownReport.defaultCharacterLimit) {
        self.options = options
        self.characterLimit = characterLimit
    }

    public func render(_ document: GraphDocument) throws(GraphViewError) -> String {
        var sections = try Sections(document: document, options: options)
        // The accepted debt is listed only when the whole comment fits; otherwise it is counted.
        if Text.size(sections.assemble(rows: sections.findingRows.count, cycles: sections.cycleLines.count, graph: true)) > characterLimit {
            sections.acceptedShown = 0
        }
        return fit(sections)
    }

    // MARK: - Fitting

    private func fit(_ sections: Sections) -> String {
        let allRows = sections.findingRows.count
        let allCycles = sections.cycleLines.count
        func fits(_ rows: Int, _ cycles: Int, _ graph: Bool) -> Bool {
            Text.size(sections.assemble(rows: rows, cycles: cycles, graph: graph)) <= characterLimit
        }
        if fits(allRows, allCycles, true) {
            return sections.assemble(rows: allRows, cycles: allCycles, graph: true)
        }
        let keptBesideGraph = min(allRows, Self.rowsKeptBesideGraph)
        if fits(keptBesideGraph, allCycles, true) {
            let rows = largest(in: keptBesideGraph...allRows) { fits($0, allCycles, true) }
            return sections.assemble(rows: rows, cycles: allCycles, graph: true)
        }
        if fits(0, allCycles, false) {
            let rows = largest(in: 0...allRows) { fits($0, allCycles, false) }
            return sections.assemble(rows: rows, cycles: allCycles, graph: false)
        }
        let cycles = largest(in: 0...allCycles) { fits(0, $0, false) }
        return clamp(sections.assemble(rows: 0, cycles: cycles, graph: false))
    }

    /// The largest value in `range` that passes `test`, for a test that holds up to some
    /// value and fails above it; the lower bound when none passes.
    private func largest(in range: ClosedRange<Int>, where test: (Int) -> Bool) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = low + (high - low + 1) / 2
            if test(middle) { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The last resort, for a limit smaller than the report's head: whole lines while they
    /// fit, and a note that the rest was cut.
    private func clamp(_ text: String) -> String {
        guard Text.size(text) > characterLimit else { return text }
        let note = "\n> **Note:** cut to fit the size limit. Run `\(Self.fullReportCommand)` to see everything.\n"
        guard Text.size(note) < characterLimit else { return prefix(text, size: characterLimit) }
        var kept = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let next = kept + line + "\n"
            guard Text.size(next) + Text.size(note) <= characterLimit else { break }
            kept = next
        }
        return kept + note
    }

    /// The longest prefix of whole Unicode scalars within `size` bytes.
    private func prefix(_ text: String, size: Int) -> String {
        var result = String.UnicodeScalarView()
        var used = 0
        for scalar in text.unicodeScalars {
            used += String(scalar).utf8.count
            guard used <= size else { break }
            result.append(scalar)
        }
        return String(result)
    }
}
