import ArchCore
import ArchTestSupport
import Testing
@testable import ArchViews

/// The Fenwick-tree counts against the definitions, pair by pair, on seeded random layers.
@Suite("Crossing count")
struct CrossingCountTests {
    private static func naiveInversions(_ pairs: [(upper: Double, lower: Double)]) -> Int {
        var count = 0
        for i in pairs.indices {
            for j in pairs.indices where j > i {
                let (a, b) = (pairs[i], pairs[j])
                if (a.upper < b.upper && a.lower > b.lower) || (a.upper > b.upper && a.lower < b.lower) { count += 1 }
            }
        }
        return count
    }

    private static func naiveInterleavings(_ arcs: [(low: Int, high: Int)]) -> Int {
        var count = 0
        for i in arcs.indices {
            for j in arcs.indices where j > i {
                let (a, b) = (arcs[i], arcs[j])
                if (a.low < b.low && b.low < a.high && a.high < b.high) || (b.low < a.low && a.low < b.high && b.high < a.high) {
                    count += 1
                }
            }
        }
        return count
    }

    @Test(arguments: 0..<200)
    func inversionsEqualTheNaiveCountOnRandomBipartiteLayers(iteration: Int) {
        var random = SplitMix64(seed: 0xC055, iteration: iteration)
        let upperSize = Int.random(in: 1...12, using: &random), lowerSize = Int.random(in: 1...12, using: &random)
        // Places as a layout gives them, with many shared by several edges (a node's edges).
        let pairs = (0..<Int.random(in: 0...60, using: &random)).map { _ in
            (upper: Double(Int.random(in: 0..<upperSize, using: &random)) / Double(upperSize),
             lower: Double(Int.random(in: 0..<lowerSize, using: &random)) / Double(lowerSize))
        }
        #expect(CrossingCount.inversions(pairs) == Self.naiveInversions(pairs))
    }

    /// A weighted pair stands for `weight` curves along one course: the count is what those
    /// curves give, each drawn separately.
    @Test(arguments: 0..<100)
    func weightedInversionsEqualTheCountOfTheCurvesTheyStandFor(iteration: Int) {
        var random = SplitMix64(seed: 0x3E16, iteration: iteration)
        let size = Int.random(in: 1...10, using: &random)
        let pairs = (0..<Int.random(in: 0...30, using: &random)).map { _ in
            (upper: Double(Int.random(in: 0..<size, using: &random)), lower: Double(Int.random(in: 0..<size, using: &random)),
             weight: Int.random(in: 1...4, using: &random))
        }
        let curves = pairs.flatMap { pair in repeatElement((upper: pair.upper, lower: pair.lower), count: pair.weight) }
        #expect(CrossingCount.weightedInversions(pairs) == Self.naiveInversions(curves))
    }

    @Test(arguments: 0..<200)
    func interleavingsEqualTheNaiveCountOnRandomBands(iteration: Int) {
        var random = SplitMix64(seed: 0xA5C, iteration: iteration)
        let size = Int.random(in: 2...15, using: &random)
        let arcs = (0..<Int.random(in: 0...60, using: &random)).map { _ -> (low: Int, high: Int) in
            let a = Int.random(in: 0..<size, using: &random)
            var b = Int.random(in: 0..<size - 1, using: &random)
            if b >= a { b += 1 }
            return (min(a, b), max(a, b))
        }
        #expect(CrossingCount.interleavings(arcs) == Self.naiveInterleavings(arcs))
    }

    @Test func aFenwickTreeSumsPrefixes() {
        var tree = FenwickTree(size: 5)
        for (value, index) in [(3, 0), (1, 2), (4, 4), (2, 2)] { tree.add(value, at: index) }
        #expect((-1...4).map { tree.prefixSum(through: $0) } == [0, 3, 3, 6, 6, 10])
    }
}
