/// Tracks the `#if` / `#elseif` / `#else` branches enclosing the current position and renders
/// the condition under which code there is compiled.
///
/// Each level keeps the rendering of its whole condition, made once when the level opens or
/// changes branch from the enclosing level's rendering. An import reads it in constant time
/// and shares its storage, instead of rebuilding it from every enclosing level. Renderings stop
/// growing at `CappedText.limit`, so that thousands of nested levels cost linear time and
/// space, and a report shows each condition at a bounded length.
struct ConditionStack {
    private struct Frame {
        /// The clauses known to be false, negated and joined with ` && `: `!A && !(B || C)`.
        var falseClauses = CappedText()
        /// The clause of the active branch; nil in `#else`.
        var activeClause: String?
        /// Whether the level has just its `#if` clause, active.
        var isPlainIf = true
        /// The `#if` clause as shown when it is the only condition, without grouping.
        var alone = ""
        /// The branch conditions of this level and all enclosing ones, joined with ` && `.
        var combined = CappedText()
        /// Whether the active branch can never compile: `#if false`, `#if 0`, a branch after
        /// `#if true`, or any branch inside such a one.
        var isDead = false
        /// Whether an earlier branch of this level is literally `true`, so later ones are dead.
        var tookLiteralTrue = false
    }

    private var frames: [Frame] = []

    /// The combined condition of all enclosing branches, or nil outside any `#if`. Kept up to
    /// date on each directive, since every reference reads it.
    private(set) var current: String?

    /// Whether the current position is in a branch that can never compile.
    private(set) var isDead = false

    private mutating func frameChanged() {
        guard let top = frames.last else {
            current = nil
            isDead = false
            return
        }
        // A lone `#if` needs no grouping: `A || B`, not `(A || B)`.
        current = frames.count == 1 && top.isPlainIf ? top.alone : top.combined.text
        isDead = top.isDead
    }

    mutating func open(_ condition: String) {
        var frame = Frame(activeClause: condition)
        if frames.isEmpty { frame.alone = CappedText(condition).text }
        enterBranch(&frame, literal: Self.literalValue(condition))
        render(&frame, enclosing: frames.last)
        frames.append(frame)
        frameChanged()
    }

    mutating func elseIf(_ condition: String) {
        guard var frame = frames.popLast() else { return }
        if let active = frame.activeClause {
            frame.falseClauses.append(Self.negated(active), separator: " && ")
            frame.activeClause = condition
        } else {
            // `#elseif` after `#else` is an error; the condition counts as one more false clause.
            frame.falseClauses.append(Self.negated(condition), separator: " && ")
        }
        enterBranch(&frame, literal: frame.activeClause == nil ? false : Self.literalValue(condition))
        frame.isPlainIf = false
        render(&frame, enclosing: frames.last)
        frames.append(frame)
        frameChanged()
    }

    mutating func otherwise() {
        guard var frame = frames.popLast() else { return }
        if let active = frame.activeClause {
            frame.falseClauses.append(Self.negated(active), separator: " && ")
            frame.activeClause = nil
        }
        enterBranch(&frame, literal: nil)
        frame.isPlainIf = false
        render(&frame, enclosing: frames.last)
        frames.append(frame)
        frameChanged()
    }

    mutating func close() {
        if !frames.isEmpty { frames.removeLast() }
        frameChanged()
    }

    /// Decides whether the branch `frame` enters is dead, from its literal value if it has one.
    private func enterBranch(_ frame: inout Frame, literal: Bool?) {
        frame.isDead = (frames.last?.isDead ?? false) || frame.tookLiteralTrue || literal == false
        if literal == true { frame.tookLiteralTrue = true }
    }

    /// `true`/`1` and `false`/`0`: the only conditions whose value a lexer knows.
    static func literalValue(_ condition: String) -> Bool? {
        switch condition {
        case "true", "1": return true
        case "false", "0": return false
        default: return nil
        }
    }

    /// Renders the condition of `frame`'s active branch after its enclosing levels' condition.
    private func render(_ frame: inout Frame, enclosing: Frame?) {
        var combined = enclosing?.combined ?? CappedText()
        combined.append(frame.falseClauses, separator: " && ")
        if let active = frame.activeClause { combined.append(Self.grouped(active), separator: " && ") }
        frame.combined = combined
    }

    static func negated(_ condition: String) -> String {
        isAtomic(condition) ? "!" + condition : "!(" + condition + ")"
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
