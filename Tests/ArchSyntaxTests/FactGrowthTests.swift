import ArchTestSupport
import Testing
@testable import ArchSyntax

/// Hostile inputs for the facts beyond imports: each is scanned at two sizes, and only the
/// ratio of the times is judged.
@Suite("Fact growth", .serialized, .slow)
struct FactGrowthTests {
    private func growth(of unit: String, prefix: String = "", suffix: String = "", startingAt count: Int = 500) -> Growth {
        Growth.measure(startingAt: count, repeats: 3, make: { count in
            Array((prefix + String(repeating: unit, count: count) + suffix).utf8)
        }, work: { bytes in
            _ = SourceScanner.scan(bytes)
        })
    }

    @Test func anInheritanceClauseThatNeverCloses() {
        let growth = growth(of: "A<B, ", prefix: "class C: ", startingAt: 500)
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    @Test func manyDeclarationsWithClauses() {
        let growth = growth(of: "class A: B, C.D<E> where F: G {\n", startingAt: 500)
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    @Test func manyCapitalisedNamesInInterpolations() {
        let growth = growth(of: #"\(A.B(C)) "#, prefix: "let s = \"", suffix: "\"", startingAt: 500)
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    @Test func deeplyNestedDeadBranches() {
        let growth = growth(of: "#if false\nA()\n", startingAt: 500)
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    @Test func manySuppressionComments() {
        let growth = growth(of: "// archkit:disable-next-line a, b -- why\n", startingAt: 500)
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    /// Each new name is checked against the names the signature already has, in a set.
    @Test func anUnterminatedPublicSignature() {
        let growth = growth(of: "a: A<B,\n", prefix: "public func f(", startingAt: 500)
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    @Test func manyPublicDeclarations() {
        let growth = growth(of: "public static func f(a: A) -> B {}\n", startingAt: 500)
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    @Test func deeplyNestedTypeBodies() {
        let growth = growth(of: "enum E { case a\n", startingAt: 500)
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    @Test func aCaseListThatNeverCloses() {
        let growth = growth(of: "a((, ", prefix: "enum E { case ", startingAt: 500)
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    @Test func manyRowSwitchesThatNeverClose() {
        let growth = growth(of: "switch indexPath.row { case 1: ", startingAt: 500)
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    @Test func aCountMethodWithAHugeBody() {
        let growth = growth(of: "{ return 3 }\n", prefix: "func numberOfSections() -> Int {", startingAt: 500)
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    @Test func constructionChecksOnLongRunsOfSpaces() {
        let growth = growth(of: "A" + String(repeating: " ", count: 50) + ". ", startingAt: 500)
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }
}

@Suite("Call growth", .serialized, .slow)
struct CallGrowthTests {
    private func growth(of unit: String, prefix: String = "", startingAt count: Int) -> Growth {
        Growth.measure(startingAt: count, repeats: 3, make: { count in
            Array((prefix + String(repeating: unit, count: count)).utf8)
        }, work: { bytes in
            _ = SourceScanner.scan(bytes)
        })
    }

    /// Each call's chain starts at `x`: it must not be lexed again from there for every call.
    @Test func oneLongChainOfResolves() {
        let growth = growth(of: ".resolve(A.self)", prefix: "x", startingAt: 500)
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    @Test func unclosedParenthesesAndGenerics() {
        let growth = growth(of: "a<(b.resolve(", startingAt: 500)
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }
}
