/// Counts the crossings `BandOrdering` minimises, in O(n log n) with a Fenwick (binary indexed)
/// tree: the sweeps count crossings once per round, and comparing every pair of edges made a
/// dense graph's drawing quadratic in its edges.
package enum CrossingCount {
    /// Pairs that swap order between the upper and the lower band: i before j by
    /// (upper, lower) with lower[i] > lower[j], strictly. Pairs that share a place on either
    /// side touch rather than cross.
    static func inversions(_ pairs: [(upper: Double, lower: Double)]) -> Int {
        weightedInversions(pairs.map { ($0.upper, $0.lower, 1) })
    }

    /// As `inversions`, each crossing counted as the product of its two weights: a link that
    /// stands for several drawn curves crosses as many times.
    static func weightedInversions(_ pairs: [(upper: Double, lower: Double, weight: Int)]) -> Int {
        guard pairs.count > 1 else { return 0 }
        let sorted = pairs.sorted { ($0.upper, $0.lower) < ($1.upper, $1.lower) }
        let ranks = denseRanks(sorted.map(\.lower))
        var tree = FenwickTree(size: ranks.count)
        var count = 0, seen = 0
        // Walking in order, each pair crosses every earlier one whose lower place is strictly greater.
        for (pair, rank) in zip(sorted, ranks) {
            count += pair.weight * (seen - tree.prefixSum(through: rank))
            tree.add(pair.weight, at: rank)
            seen += pair.weight
        }
        return count
    }

    /// Arcs drawn on the same side of a band cross when exactly one end of one lies strictly
    /// between the ends of the other: a.low < b.low < a.high < b.high, or the same swapped.
    package static func interleavings(_ arcs: [(low: Int, high: Int)]) -> Int {
        guard arcs.count > 1 else { return 0 }
        // Normalise so that low <= high, whatever the caller passed.
        let normalised = arcs.map { (low: min($0.low, $0.high), high: max($0.low, $0.high)) }
        let smallest = normalised.lazy.map(\.low).min()!, largest = normalised.lazy.map(\.high).max()!
        // Ends are places in a band: counted into buckets rather than sorted, when they fit.
        let (span, overflow) = largest.subtractingReportingOverflow(smallest)
        let (ranks, sorted) = !overflow && span < 4 * normalised.count + 64
            ? bucketed(normalised, offset: smallest, span: span + 1)
            : (denseRanks(normalised.flatMap { [$0.low, $0.high] }), normalised.indices.sorted { normalised[$0].low < normalised[$1].low })
        var tree = FenwickTree(size: ranks.count)
        var count = 0
        var start = 0
        // Each crossing pair is counted once, from the arc with the later low end: the arcs that
        // start strictly before it (inserted by their high end) and end strictly inside it.
        while start < sorted.count {
            var end = start
            while end < sorted.count, normalised[sorted[end]].low == normalised[sorted[start]].low { end += 1 }
            for index in sorted[start..<end] {
                let low = ranks[2 * index], high = ranks[2 * index + 1]
                if high > low + 1 { count += tree.prefixSum(through: high - 1) - tree.prefixSum(through: low) }
            }
            for index in sorted[start..<end] { tree.add(1, at: ranks[2 * index + 1]) }
            start = end
        }
        return count
    }

    /// What `denseRanks` gives for the arcs' ends (low, high, low, high, …), and the arcs in
    /// order of their low ends, both by counting over the `span` values from `offset`.
    private static func bucketed(_ arcs: [(low: Int, high: Int)], offset: Int, span: Int) -> (ranks: [Int], sorted: [Int]) {
        var counts = Array(repeating: 0, count: span + 1)
        var present = Array(repeating: false, count: span)
        for arc in arcs {
            counts[arc.low - offset + 1] += 1
            present[arc.low - offset] = true
            present[arc.high - offset] = true
        }
        // The rank of a value is how many distinct values lie below it.
        var rankOf = Array(repeating: 0, count: span)
        var distinct = 0
        for value in 0..<span {
            rankOf[value] = distinct
            if present[value] { distinct += 1 }
        }
        var ranks = Array(repeating: 0, count: 2 * arcs.count)
        for (index, arc) in arcs.enumerated() {
            ranks[2 * index] = rankOf[arc.low - offset]
            ranks[2 * index + 1] = rankOf[arc.high - offset]
        }
        for value in 0..<span { counts[value + 1] += counts[value] }
        var sorted = Array(repeating: 0, count: arcs.count)
        for (index, arc) in arcs.enumerated() {
            sorted[counts[arc.low - offset]] = index
            counts[arc.low - offset] += 1
        }
        return (ranks, sorted)
    }

    /// Each value's rank among the distinct values, from 0; equal values share a rank.
    private static func denseRanks<Value: Comparable>(_ values: [Value]) -> [Int] {
        let order = values.indices.sorted { values[$0] < values[$1] }
        var ranks = Array(repeating: 0, count: values.count)
        var rank = 0
        for (position, index) in order.enumerated() {
            if position > 0, values[order[position - 1]] < values[index] { rank += 1 }
            ranks[index] = rank
        }
        return ranks
    }
}

/// Prefix sums over 0..<size with point updates, both in O(log size).
struct FenwickTree {
    private var sums: [Int]

    init(size: Int) {
        sums = Array(repeating: 0, count: size + 1)
    }

    mutating func add(_ value: Int, at index: Int) {
        var position = index + 1
        while position < sums.count {
            sums[position] += value
            position += position & -position
        }
    }

    /// The sum over 0...index; 0 for a negative index.
    func prefixSum(through index: Int) -> Int {
        var position = min(index + 1, sums.count - 1), total = 0
        while position > 0 {
            total += sums[position]
            position -= position & -position
        }
        return total
    }
}
