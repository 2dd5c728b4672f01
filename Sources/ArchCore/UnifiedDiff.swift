/// The difference of two versions of a text file in the unified format that `git apply` and
/// `patch` read (`--- a/path`, `+++ b/path`, `@@ -l,n +l,n @@` hunks with three lines of
/// context), so that `archkit fix --dry-run` shows exactly what a real run would write.
///
/// Lines are matched by Myers' shortest-edit search, which costs time and memory in proportion
/// to the lines times the edits; past `editLimit` edits the changed middle is shown as one
/// replacement instead, which is still a correct patch.
public enum UnifiedDiff {
    static let context = 3
    static let editLimit = 2_000

    public static func render(path: String, from old: [UInt8], to new: [UInt8]) -> String {
        guard old != new else { return "" }
        let before = lines(old), after = lines(new)
        let script = edits(before, after)
        var text = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in hunks(script) {
            let oldLines = hunk.filter { $0.kind != .insert }.count, newLines = hunk.filter { $0.kind != .delete }.count
            let oldStart = hunk.first.map { $0.old + (oldLines == 0 ? 0 : 1) } ?? 0
            let newStart = hunk.first.map { $0.new + (newLines == 0 ? 0 : 1) } ?? 0
            text += "@@ -\(range(oldStart, oldLines)) +\(range(newStart, newLines)) @@\n"
            for step in hunk {
                switch step.kind {
                case .keep: text += " " + line(before[step.old])
                case .delete: text += "-" + line(before[step.old])
                case .insert: text += "+" + line(after[step.new])
                }
            }
        }
        return text
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }

    /// A line as the patch shows it: with its line break, or with git's marker when the file
    /// ends without one.
    private static func line(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        return bytes.last == UInt8(ascii: "\n") ? text : text + "\n\\ No newline at end of file\n"
    }

    private static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            result.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    struct Step {
        enum Kind { case keep, delete, insert }
        var kind: Kind
        /// Positions in the old and new lines at this step.
        var old: Int
        var new: Int
    }

    /// The edit script, as keeps, deletions and insertions in order.
    static func edits(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Step] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        var steps = (0..<prefix).map { Step(kind: .keep, old: $0, new: $0) }
        let middleA = Array(a[prefix..<(a.count - suffix)]), middleB = Array(b[prefix..<(b.count - suffix)])
        let middle = shortestEdit(middleA, middleB) ?? (
            middleA.indices.map { Step(kind: .delete, old: $0, new: 0) } + middleB.indices.map { Step(kind: .insert, old: middleA.count, new: $0) })
        steps += middle.map { Step(kind: $0.kind, old: $0.old + prefix, new: $0.new + prefix) }
        steps += (0..<suffix).map { Step(kind: .keep, old: a.count - suffix + $0, new: b.count - suffix + $0) }
        return steps
    }

    /// Myers' greedy search, keeping each round's frontier to trace the path back; nil past the limit.
    private static func shortestEdit(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Step]? {
        let n = a.count, m = b.count, offset = n + m + 1
        var frontier = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        search: for depth in 0...min(n + m, editLimit) {
            trace.append(frontier)
            for k in stride(from: -depth, through: depth, by: 2) {
                var x = (k == -depth || (k != depth && frontier[offset + k - 1] < frontier[offset + k + 1]))
                    ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n, y >= m { break search }
            }
            if depth == min(n + m, editLimit) { return nil }
        }
        var steps: [Step] = []
        var x = n, y = m
        for depth in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[depth]
            let k = x - y
            let priorK = (k == -depth || (k != depth && previous[offset + k - 1] < previous[offset + k + 1])) ? k + 1 : k - 1
            let priorX = previous[offset + priorK], priorY = priorX - priorK
            while x > priorX, y > priorY {
                x -= 1
                y -= 1
                steps.append(Step(kind: .keep, old: x, new: y))
            }
            if depth > 0 {
                steps.append(x == priorX ? Step(kind: .insert, old: x, new: priorY) : Step(kind: .delete, old: priorX, new: y))
            }
            x = priorX
            y = priorY
        }
        return steps.reversed()
    }

    /// The changes with up to three kept lines around each; changes with at most twice that
    /// between them share a hunk.
    private static func hunks(_ steps: [Step]) -> [[Step]] {
        let changes = steps.indices.filter { steps[$0].kind != .keep }
        var groups: [ClosedRange<Int>] = []
        for index in changes {
            if let last = groups.last, index - last.upperBound - 1 <= 2 * context {
                groups[groups.count - 1] = last.lowerBound...index
            } else {
                groups.append(index...index)
            }
        }
        return groups.map { Array(steps[max(0, $0.lowerBound - context)..<min(steps.count, $0.upperBound + 1 + context)]) }
    }
}
