/// Tracks the `#if` / `#elseif` / `#else` branches enclosing the current position and renders
/// the condition under which code there is compiled.
struct ConditionStack {
    private struct Frame {
        var clauses: [String]
        var inElse = false

        /// The condition of the active branch: earlier clauses are false, the current one true.
        var branchCondition: String {
            let earlier = inElse ? clauses : Array(clauses.dropLast())
            var parts = earlier.map(ConditionStack.negated)
            if !inElse, let current = clauses.last { parts.append(ConditionStack.grouped(current)) }
            return parts.joined(separator: " && ")
        }
    }

    private var frames: [Frame] = []

    /// The combined condition of all enclosing branches, or nil outside any `#if`.
    var current: String? {
        guard !frames.isEmpty else { return nil }
        if frames.count == 1, !frames[0].inElse, frames[0].clauses.count == 1 { return frames[0].clauses[0] }
        return frames.map(\.branchCondition).joined(separator: " && ")
    }

    mutating func open(_ condition: String) {
        frames.append(Frame(clauses: [condition]))
    }

    mutating func elseIf(_ condition: String) {
        guard !frames.isEmpty else { return }
        frames[frames.count - 1].clauses.append(condition)
    }

    mutating func otherwise() {
        guard !frames.isEmpty else { return }
        frames[frames.count - 1].inElse = true
    }

    mutating func close() {
        if !frames.isEmpty { frames.removeLast() }
    }

    static func negated(_ condition: String) -> String {
        isAtomic(condition) ? "!" + condition : "!(" + condition + ")"
    }

    static func grouped(_ condition: String) -> String {
        condition.contains("||") ? "(" + condition + ")" : condition
    }

    /// A bare flag or a single call such as `canImport(UIKit)` needs no parentheses.
    static func isAtomic(_ condition: String) -> Bool {
        !condition.contains(" ") && !condition.contains("&&") && !condition.contains("||")
    }
}
