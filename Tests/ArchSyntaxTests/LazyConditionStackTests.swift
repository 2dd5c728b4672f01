import ArchCore
import Testing
@testable import ArchSyntax

/// The condition stack renders a level's condition only when a fact asks for it. This holds it
/// to the stack it replaced, which rendered every level at every directive: the same text and
/// the same deadness after every step of random directive sequences, asked at random points.
@Suite struct LazyConditionStackTests {
    /// With a clause long enough that a few levels reach `CappedText.limit` and are cut.
    static let clauses = ["DEBUG", "A || B", "canImport(UIKit)", "true", "false", "0", "1", "os(iOS) && !X", "é", "A&&B",
                          "LONG_" + String(repeating: "X", count: 300) + " || Y"]

    @Test func randomDirectiveSequencesRenderAsTheEagerStackDid() {
        var random = SplitMix64(seed: 0x1A2_C0DE)
        var asked = 0
        var cut = 0
        for sequence in 0..<2_000 {
            var lazy = ConditionStack()
            var eager = EagerConditionStack()
            for step in 0..<Int(random.next() % 40) {
                let clause = Self.clauses[Int(random.next() % UInt64(Self.clauses.count))]
                switch random.next() % 9 {
                case 0, 1, 2: lazy.open(clause); eager.open(clause)
                case 3: lazy.elseIf(clause); eager.elseIf(clause)
                case 4: lazy.otherwise(); eager.otherwise()
                case 5, 6: lazy.close(); eager.close()
                default: break
                }
                #expect(lazy.isDead == eager.isDead, "sequence \(sequence), step \(step)")
                // Asked at some steps only, as a file asks only where an import is.
                if random.next() % 3 == 0 {
                    asked += 1
                    let rendered = lazy.current
                    #expect(rendered == eager.current, "sequence \(sequence), step \(step)")
                    if rendered?.hasSuffix("…") == true { cut += 1 }
                }
            }
            #expect(lazy.current == eager.current, "sequence \(sequence), at the end")
        }
        #expect(asked > 10_000)
        #expect(cut >= 50, "renderings cut at the limit")
    }

    @Test func aLevelRenderedBeforeItsBranchChangesIsRenderedAgain() {
        var stack = ConditionStack()
        stack.open("A")
        stack.open("B")
        #expect(stack.current == "A && B")
        stack.otherwise()
        #expect(stack.current == "A && !B")
        stack.close()
        stack.elseIf("C || D")
        #expect(stack.current == "!A && (C || D)")
        stack.open("E")
        #expect(stack.current == "!A && (C || D) && E")
    }
}

/// The stack before rendering became lazy: every directive rendered its level at once.
private struct EagerConditionStack {
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
        enterBranch(&frame, literal: ConditionStack.literalValue(condition))
        render(&frame, enclosing: frames.last)
        frames.append(frame)
        frameChanged()
    }

    mutating func elseIf(_ condition: String) {
        guard var frame = frames.popLast() else { return }
        if let active = frame.activeClause {
            frame.falseClauses.append(ConditionStack.negated(active), separator: " && ")
            frame.activeClause = condition
        } else {
            // `#elseif` after `#else` is an error; the condition counts as one more false clause.
            frame.falseClauses.append(ConditionStack.negated(condition), separator: " && ")
        }
        enterBranch(&frame, literal: frame.activeClause == nil ? false : ConditionStack.literalValue(condition))
        frame.isPlainIf = false
        render(&frame, enclosing: frames.last)
        frames.append(frame)
        frameChanged()
    }

    mutating func otherwise() {
        guard var frame = frames.popLast() else { return }
        if let active = frame.activeClause {
            frame.falseClauses.append(ConditionStack.negated(active), separator: " && ")
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

    /// Renders the condition of `frame`'s active branch after its enclosing levels' condition.
    private func render(_ frame: inout Frame, enclosing: Frame?) {
        var combined = enclosing?.combined ?? CappedText()
        combined.append(frame.falseClauses, separator: " && ")
        if let active = frame.activeClause { combined.append(ConditionStack.grouped(active), separator: " && ") }
        frame.combined = combined
    }
}
