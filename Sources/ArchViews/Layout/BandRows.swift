/// Which row of a wrapped band each of its modules stands in. A band too wide for one row
/// wraps into rows that are ordered, placed and routed as bands of their own, as Graphviz's
/// `dot` orders ranks: a curve to a module of a lower row passes the rows above it between
/// their boxes, at a point the ordering chooses.
///
/// Modules go to rows by how much more they link downwards than upwards, so that the top row
/// holds what the bands above use and the bottom row what uses the bands below, and the curves
/// that pass other rows are few. Rows are as equal in size as the count allows.
enum BandRows {
    /// Node index → the weight of its links to nodes below it (a lower band, or a module it
    /// depends on in its own band) less the weight of those to nodes above it.
    static func balance(links: [(from: Int, to: Int)], bandOf: [Int], count: Int) -> [Int] {
        var balance = Array(repeating: 0, count: count)
        for link in links where link.from != link.to {
            // Within a band, what depends sits above what it depends on.
            let fromIsUpper = bandOf[link.from] <= bandOf[link.to]
            balance[link.from] += fromIsUpper ? 1 : -1
            balance[link.to] += fromIsUpper ? -1 : 1
        }
        return balance
    }

    /// The members (in their band's order) cut into `count` rows, top to bottom. With
    /// `groupOf`, the members of one group stay together, groups ordered by their members'
    /// mean balance.
    static func rows(of members: [Int], count: Int, balance: [Int], groupOf: [String?]?) -> [[Int]] {
        guard count > 1, members.count > 1 else { return [members] }
        let position = Dictionary(uniqueKeysWithValues: members.enumerated().map { ($1, $0) })
        let sorted: [Int]
        if let groupOf {
            var groups: [String: [Int]] = [:]
            for member in members { groups[groupOf[member] ?? "\u{0}\(member)", default: []].append(member) }
            let keyed = groups.map { key, nodes in
                (mean: Double(nodes.map { balance[$0] }.reduce(0, +)) / Double(nodes.count), first: position[nodes[0]]!, nodes: nodes)
            }
            sorted = keyed.sorted { ($0.mean, $0.first) < ($1.mean, $1.first) }.flatMap(\.nodes)
        } else {
            sorted = members.sorted { (balance[$0], position[$0]!) < (balance[$1], position[$1]!) }
        }
        let rowCount = min(count, sorted.count)
        let size = sorted.count / rowCount, larger = sorted.count % rowCount
        var rows: [[Int]] = []
        var start = 0
        for row in 0..<rowCount {
            let end = start + size + (row < larger ? 1 : 0)
            // Each row in the band's order, which the ordering then improves.
            rows.append(sorted[start..<end].sorted { position[$0]! < position[$1]! })
            start = end
        }
        return rows
    }
}
