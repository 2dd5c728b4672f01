import Foundation

/// The scenarios' results as a Markdown table, failures first named in a closing line.
struct GrowthTable {
    private(set) var rows: [[String]] = []
    private(set) var failures = 0

    /// Adds a row and returns it as one line for the progress log.
    mutating func add(_ scenario: GrowthScenario, _ outcome: GrowthScenario.Outcome) -> String {
        let growth = outcome.growth
        let passed = outcome.answeredRight && scenario.limit.admits(growth)
        if !passed { failures += 1 }
        let verdict = !outcome.answeredRight ? "FAIL (wrong answer)" : passed ? "pass" : "FAIL"
        let row = [scenario.stage, scenario.input, "\(growth.smallSize) → \(growth.largeSize)",
                   String(format: "%.4f", growth.smallSeconds), String(format: "%.4f", growth.largeSeconds),
                   String(format: "%.1f×", growth.ratio), scenario.limit.describe(for: growth), verdict]
        rows.append(row)
        return row.joined(separator: " | ")
    }

    var markdown: String {
        var lines = ["| stage | input | size | small (s) | large (s) | growth | limit | verdict |",
                     "|---|---|---:|---:|---:|---:|---:|---|"]
        lines += rows.map { "| " + $0.joined(separator: " | ") + " |" }
        lines.append("")
        lines.append(failures == 0 ? "All \(rows.count) scenarios grew within their limits."
                                   : "\(failures) of \(rows.count) scenarios grew beyond their limits or answered wrongly.")
        return lines.joined(separator: "\n")
    }
}
