import ArchTestSupport
import Testing
@testable import ArchSyntax

/// Hostile inputs for the facts beyond imports: each is scanned at two sizes, and only the
/// ratio of the times is judged.
@Suite("Fact growth", .serialized)
struct FactGrowthTests {
    private func growth(of unit: String, prefix: String = "", suffix: String = "", startingAt count: Int = 20_000) -> Growth {
        Growth.measure(startingAt: count, repeats: 5, make: { count in
            Array((prefix + String(repeating: unit, count: count) + suffix).utf8)
        }, work: { bytes in
            _ = SourceScanner.scan(bytes)
        })
    }

    @Test func anInheritanceClauseThatNeverCloses() {
        let growth = growth(of: "A<B, ", prefix: "class C: ", startingAt: 5_000)
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    @Test func manyDeclarationsWithClauses() {
        let growth = growth(of: "class A: B, C.D<E> where F: G {\n", startingAt: 4_000)
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    @Test func manyCapitalisedNamesInInterpolations() {
        let growth = growth(of: #"\(A.B(C)) "#, prefix: "let s = \"", suffix: "\"", startingAt: 5_000)
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    @Test func deeplyNestedDeadBranches() {
        let growth = growth(of: "#if false\nA()\n", startingAt: 10_000)
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    @Test func manySuppressionComments() {
        let growth = growth(of: "// archkit:disable-next-line a, b -- why\n", startingAt: 5_000)
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    @Test func constructionChecksOnLongRunsOfSpaces() {
        let growth = growth(of: "A" + String(repeating: " ", count: 50) + ". ", startingAt: 5_000)
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }
}

@Suite("Call growth", .serialized)
struct CallGrowthTests {
    private func growth(of unit: String, prefix: String = "", startingAt count: Int) -> Growth {
        Growth.measure(startingAt: count, repeats: 5, make: { count in
            Array((prefix + String(repeating: unit, count: count)).utf8)
        }, work: { bytes in
            _ = SourceScanner.scan(bytes)
        })
    }

    /// Each call's chain starts at `x`: it must not be lexed again from there for every call.
    @Test func oneLongChainOfResolves() {
        let growth = growth(of: ".resolve(A.self)", prefix: "x", startingAt: 5_000)
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    @Test func unclosedParenthesesAndGenerics() {
        let growth = growth(of: "a<(b.resolve(", startingAt: 5_000)
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }
}
