/// Tracks the `#if` / `#elseif` / `#else` branches enclosing the current position and renders
/// the condition under which code there is compiled.
///
/// A directive only records its clause: the text is rendered when a fact first asks for it
/// (`current`), since most `#if` blocks (`#if DEBUG … #else … #endif`) hold no import or other
/// fact that keeps a condition. Each level then keeps the rendering of its whole condition,
/// made once from the enclosing level's rendering, so an import reads it in constant time and
/// shares its storage instead of rebuilding it from every enclosing level. Renderings stop
/// growing at `CappedText.limit`, so that thousands of nested levels cost linear time and
/// space, and a report shows each condition at a bounded length.
struct ConditionStack {
    private struct Frame {
        /// The `#if` clause.
        var firstClause: String
        /// The clauses of the later branches (`#elseif`), in order.
        var laterClauses: [String] = []
        /// Whether an `#else` was read; a clause after it counts as false.
        var readElse = false
        /// Whether the active branch can never compile: `#if false`, `#if 0`, a branch after
        /// `#if true`, or any branch inside such a one.
        var isDead = false
        /// Whether an earlier branch of this level is literally `true`, so later ones are dead.
        var tookLiteralTrue = false
        /// The first `falseTextCount` false clauses, negated and joined with ` && `: rendered
        /// on from where they stopped, so that a long `#elseif` chain is rendered once in all.
        var falseText = CappedText()
        var falseTextCount = 0
        /// The branch conditions of this level and all enclosing ones, joined with ` && `; nil
        /// until asked for, and again after the level changes branch.
        var combined: CappedText?

        init(_ clause: String) { firstClause = clause }

        var clauseCount: Int { 1 + laterClauses.count }

        /// How many of the clauses are known false: every clause before the active one, the
        /// last, or all of them once `#else` was read.
        var falseClauseCount: Int { readElse ? clauseCount : clauseCount - 1 }

        func clause(_ position: Int) -> String {
            position == 0 ? firstClause : laterClauses[position - 1]
        }

        /// The clause of the active branch; nil in `#else`.
        var activeClause: String? {
            readElse ? nil : clause(clauseCount - 1)
        }

        /// Whether the level has just its `#if` clause, active.
        var isPlainIf: Bool { laterClauses.isEmpty && !readElse }
    }

    private var frames: [Frame] = []

    /// Whether the current position is in a branch that can never compile. Kept up to date on
    /// each directive, since facts ask it at many tokens.
    private(set) var isDead = false

    /// The combined condition of all enclosing branches, or nil outside any `#if`: rendered
    /// for the levels that have changed since it was last asked for.
    var current: String? {
        mutating get {
            // Levels are read in place: `frames.last` copied the level, a retain and a release
            // for each String it holds.
            let top = frames.count - 1
            guard top >= 0 else { return nil }
            // A lone `#if` needs no grouping: `A || B`, not `(A || B)`.
            if top == 0, frames[0].isPlainIf { return CappedText(frames[0].firstClause).text }
            if let combined = frames[top].combined { return combined.text }
            // The lowest level not rendered yet; every level below it is, and stays so until
            // it is the top level again.
            var level = top
            while level > 0, frames[level - 1].combined == nil { level -= 1 }
            while level < frames.count {
                let enclosing = level > 0 ? frames[level - 1].combined : nil
                Self.render(&frames[level], enclosing: enclosing)
                level += 1
            }
            return frames[top].combined?.text
        }
    }

    mutating func open(_ condition: String) {
        var frame = Frame(condition)
        enterBranch(&frame, literal: Self.literalValue(condition))
        isDead = frame.isDead
        frames.append(frame)
    }

    mutating func elseIf(_ condition: String) {
        guard !frames.isEmpty else { return }
        var frame = frames.removeLast()
        // `#elseif` after `#else` is an error; the condition counts as one more false clause.
        frame.laterClauses.append(condition)
        enterBranch(&frame, literal: frame.readElse ? false : Self.literalValue(condition))
        isDead = frame.isDead
        frames.append(frame)
    }

    mutating func otherwise() {
        guard !frames.isEmpty else { return }
        var frame = frames.removeLast()
        frame.readElse = true
        enterBranch(&frame, literal: nil)
        isDead = frame.isDead
        frames.append(frame)
    }

    mutating func close() {
        if !frames.isEmpty { frames.removeLast() }
        isDead = frames.isEmpty ? false : frames[frames.count - 1].isDead
    }

    /// Decides whether the branch `frame` enters is dead, from its literal value if it has one,
    /// and drops the rendering of the branch it leaves.
    private func enterBranch(_ frame: inout Frame, literal: Bool?) {
        frame.combined = nil
        frame.isDead = isDead(enclosing: frames) || frame.tookLiteralTrue || literal == false
        if literal == true { frame.tookLiteralTrue = true }
    }

    /// Whether the innermost of `frames` is dead, read without copying the level.
    private func isDead(enclosing frames: [Frame]) -> Bool {
        frames.isEmpty ? false : frames[frames.count - 1].isDead
    }

    /// The condition of `frame`'s active branch after its enclosing levels' condition: the
    /// false clauses negated, then the active clause grouped, all joined with ` && `.
    private static func render(_ frame: inout Frame, enclosing: CappedText?) {
        while frame.falseTextCount < frame.falseClauseCount {
            frame.falseText.append(negated(frame.clause(frame.falseTextCount)), separator: " && ")
            frame.falseTextCount += 1
        }
        var combined = enclosing ?? CappedText()
        combined.append(frame.falseText, separator: " && ")
        if let active = frame.activeClause { combined.append(grouped(active), separator: " && ") }
        frame.combined = combined
    }

    /// `true`/`1` and `false`/`0`: the only conditions whose value a lexer knows.
    static func literalValue(_ condition: String) -> Bool? {
        switch condition {
        case "true", "1": return true
        case "false", "0": return false
        default: return nil
        }
    }

    /// `!X` for a bare flag or call, `!(…)` around anything else; the negation of a negation
    /// drops the `!`, so `#if !X … #else` reads `X`, not `!!X`, and `!(A || B)` gives `(A || B)`.
    static func negated(_ condition: String) -> String {
        if isAtomic(condition) {
            return condition.utf8.count > 1 && condition.utf8.first == UInt8(ascii: "!") ? String(condition.dropFirst()) : "!" + condition
        }
        return isNegatedGroup(condition) ? String(condition.dropFirst()) : "!(" + condition + ")"
    }

    /// Whether `condition` is `!(…)` with the parenthesis after `!` closing at its very end.
    static func isNegatedGroup(_ condition: String) -> Bool {
        let bytes = condition.utf8
        guard bytes.count > 3, bytes.starts(with: [UInt8(ascii: "!"), UInt8(ascii: "(")]), bytes.last == UInt8(ascii: ")") else { return false }
        var depth = 0
        for (offset, byte) in bytes.enumerated().dropFirst() {
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return offset == bytes.count - 1 }
            }
        }
        return false
    }

    static func grouped(_ condition: String) -> String {
        contains(condition, pairOf: UInt8(ascii: "|")) ? "(" + condition + ")" : condition
    }

    /// A bare flag or a single call such as `canImport(UIKit)` needs no parentheses.
    static func isAtomic(_ condition: String) -> Bool {
        guard isASCII(condition) else {
            return !condition.contains(" ") && !condition.contains("&&") && !condition.contains("||")
        }
        return !condition.utf8.contains(UInt8(ascii: " ")) && !contains(condition, pairOf: UInt8(ascii: "&"))
            && !contains(condition, pairOf: UInt8(ascii: "|"))
    }

    /// Whether `condition` contains `byte` twice in a row. In ASCII text this is what
    /// `contains("&&")` answers, without the general string search that costs more than the
    /// scan around it; other text keeps that search, which treats combining marks as part of
    /// the character before them.
    static func contains(_ condition: String, pairOf byte: UInt8) -> Bool {
        guard isASCII(condition) else {
            return condition.contains(String(decoding: [byte, byte], as: UTF8.self))
        }
        // In place where the bytes are contiguous (native strings always are).
        let found = condition.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.count > 1 && (1..<bytes.count).contains { bytes[$0] == byte && bytes[$0 - 1] == byte }
        }
        if let found { return found }
        var previous: UInt8 = 0
        for current in condition.utf8 {
            if current == byte, previous == byte { return true }
            previous = current
        }
        return false
    }

    static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 < 0x80 } }
            ?? text.utf8.allSatisfy { $0 < 0x80 }
    }
}

/// Text that stops growing at `limit` UTF-8 bytes and then ends in "…". Once cut, appending
/// costs nothing, so a rendering nested thousands of levels deep stays cheap.
struct CappedText: Sendable, Equatable {
    /// Far longer than any real condition, short enough to show in a report.
    static let limit = 1_000

    private(set) var text = ""
    private(set) var isCut = false

    init() {}

    init(_ text: String) {
        append(text)
    }

    /// Appends `piece`, after `separator` if there is text already.
    mutating func append(_ piece: String, separator: String = "") {
        guard !isCut, !piece.isEmpty else { return }
        if !text.isEmpty, !separator.isEmpty { appendCutting(separator) }
        appendCutting(piece)
    }

    mutating func append(_ other: CappedText, separator: String) {
        // Nothing to join: share the other's storage rather than copy it.
        guard !text.isEmpty else {
            self = other
            return
        }
        append(other.text, separator: separator)
        // Its text ends in "…" already, or this text was cut while appending it.
        if other.isCut { isCut = true }
    }

    private mutating func appendCutting(_ piece: String) {
        guard !isCut else { return }
        let room = Self.limit - text.utf8.count
        let bytes = piece.utf8
        if bytes.count <= room {
            text += piece
            return
        }
        // Cut where a Unicode scalar starts, so that the text stays valid UTF-8.
        var end = bytes.index(bytes.startIndex, offsetBy: room)
        while end > bytes.startIndex, UTF8.isContinuation(bytes[end]) { end = bytes.index(before: end) }
        text += String(decoding: bytes[..<end], as: UTF8.self)
        cut()
    }

    private mutating func cut() {
        guard !isCut else { return }
        text += "…"
        isCut = true
    }
}
