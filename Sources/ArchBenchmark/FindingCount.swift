import Foundation

/// The correctness gate: `archkit check --format json` must report exactly the planted
/// findings, rule by rule. A fast wrong answer fails the benchmark.
public enum FindingCount {
    /// Diagnostics by rule id, from a check JSON document.
    public static func byRule(checkJSON data: Data) throws -> [String: Int] {
        guard let document = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let diagnostics = document["diagnostics"] as? [[String: Any]] else {
            throw BenchmarkFailure("archkit check did not print a JSON document with diagnostics")
        }
        var counts: [String: Int] = [:]
        for diagnostic in diagnostics {
            counts[diagnostic["rule"] as? String ?? "?", default: 0] += 1
        }
        return counts
    }

    /// nil when `found` is exactly `expected`, else a line saying what differs.
    public static func mismatch(found: [String: Int], expected: [String: Int]) -> String? {
        guard found != expected else { return nil }
        let rules = Set(found.keys).union(expected.keys).sorted()
        let differences = rules.filter { found[$0] != expected[$0] }
            .map { "\($0): expected \(expected[$0] ?? 0), found \(found[$0] ?? 0)" }
        return differences.joined(separator: "; ")
    }
}
