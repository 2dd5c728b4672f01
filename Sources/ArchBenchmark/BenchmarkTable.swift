/// The results as a Markdown table: medians in seconds, the ratio of `check` to `rg` when rg
/// ran, throughput of `check`, and the largest peak RSS of any archkit command.
public enum BenchmarkTable {
    public static func markdown(_ rows: [Benchmark.Row], runs: Int) -> String {
        let hasRG = rows.contains { $0.medians["rg"] != nil }
        var header = ["size", "files", "targets", "edges", "MB", "check s", "graph json s", "graph html s"]
        if hasRG { header += ["rg s", "check / rg"] }
        header += ["check files/s", "check MB/s", "peak RSS MiB (check / json / html)"]
        var lines = ["| " + header.joined(separator: " | ") + " |", "|" + header.map { _ in "---" }.joined(separator: "|") + "|"]
        for row in rows {
            let check = row.medians["check"] ?? .nan
            let megabytes = Double(row.bytes) / 1_000_000
            var cells = [row.shape.name, "\(row.files)", "\(row.shape.targets)", "\(row.edges)", fixed(megabytes, 1),
                         fixed(check, 3), fixed(row.medians["graph json"] ?? .nan, 3), fixed(row.medians["graph html"] ?? .nan, 3)]
            if hasRG {
                let rg = row.medians["rg"] ?? .nan
                cells += [fixed(rg, 3), fixed(check / rg, 1) + "×"]
            }
            let rss = ["check", "graph json", "graph html"].map { fixed(Double(row.peakRSS[$0] ?? 0) / 1_048_576, 0) }
            cells += [fixed(Double(row.files) / check, 0), fixed(megabytes / check, 1), rss.joined(separator: " / ")]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        lines.append("")
        lines.append("Medians of \(runs) interleaved runs; archkit reads manifests with `--manifests static`.")
        let warm = rows.compactMap { row in row.warm.map { (row, $0) } }
        if !warm.isEmpty {
            lines += ["", warmTable(warm, runs: runs)]
        }
        return lines.joined(separator: "\n")
    }

    /// The warm `--manifests auto` case: a cold run with an empty cache, and warm runs timed
    /// against the static check of the same sources with literal manifests.
    static func warmTable(_ rows: [(Benchmark.Row, WarmRuns.Figures)], runs: Int) -> String {
        var lines = [
            "| size | manifests | swift runs cold | swift runs warm | cold auto s | warm auto s | static s | warm / static |",
            "|---|---|---|---|---|---|---|---|",
        ]
        for (row, figures) in rows {
            let warm = row.medians["check warm"] ?? .nan
            let check = row.medians["check"] ?? .nan
            lines.append("| " + [row.shape.name, "\(figures.manifests)", "\(figures.coldSwiftRuns)", "\(figures.warmSwiftRuns)",
                                 fixed(figures.coldSeconds, 3), fixed(warm, 3), fixed(check, 3), fixed(warm / check, 2) + "×"].joined(separator: " | ") + " |")
        }
        lines.append("")
        lines.append("`check --manifests auto --format json` on the sources with manifests only SwiftPM reads, cold once with an empty cache, "
                     + "warm as the median of \(runs) runs interleaved with the static check of the same sources with literal manifests. "
                     + "Every `swift` started was counted through a logging wrapper on `PATH`; a warm run that starts one fails the benchmark.")
        return lines.joined(separator: "\n")
    }

    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "–" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        if digits == 0, text.hasSuffix(".0") { text.removeLast(2) }
        if digits > 0, let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            text += String(repeating: "0", count: max(0, digits - decimals))
        }
        return text
    }
}
