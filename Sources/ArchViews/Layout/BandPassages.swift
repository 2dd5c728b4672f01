/// The virtual nodes through which links that span several bands pass the bands between
/// their ends, one per band, and the links between neighbouring bands that result: the
/// ordering then places a long link's course band by band, as it places modules, rather than
/// as one straight line that cannot bend around others.
///
/// Bundled links to one target share their virtual nodes, as the drawing runs them down one
/// lane; other links have their own.
struct BandPassages {
    /// Module ids, then virtual nodes' ids (which only break ties).
    private(set) var ids: [String]
    private(set) var bandOf: [Int]
    /// Links between neighbouring bands or within one, each once.
    private(set) var links: [(from: Int, to: Int)] = []
    /// Link index → how many given links run along it: the curves a crossing of it crosses.
    private(set) var weights: [Int] = []
    /// Given link index → its virtual nodes, from the upper end's band down.
    private(set) var passages: [[Int]] = []

    /// Above this many virtual nodes, links run straight through the bands they span: a dense
    /// graph of many ranks would need one for nearly every edge and rank, and its drawing
    /// would cost more than it shows.
    static let limit = 20_000

    private struct BundleKey: Hashable {
        var target: Int
        var band: Int
        var downward: Bool
    }

    private struct Pair: Hashable {
        var from: Int
        var to: Int
    }

    private var linkIndex: [Pair: Int] = [:]

    private mutating func addLink(from: Int, to: Int) {
        if let index = linkIndex[Pair(from: from, to: to)] {
            weights[index] += 1
            return
        }
        linkIndex[Pair(from: from, to: to)] = links.count
        links.append((from, to))
        weights.append(1)
    }

    /// - Parameters:
    ///   - bundles: given link index → whether it joins its target's bundle; missing entries
    ///     are false.
    ///   - limit: the most virtual nodes to add; if more are needed, none are.
    init(ids: [String], bandOf: [Int], links given: [(from: Int, to: Int)], bundles: [Bool], limit: Int = BandPassages.limit) {
        self.ids = ids
        self.bandOf = bandOf
        func bundled(_ index: Int) -> Bool { index < bundles.count && bundles[index] }
        func span(_ link: (from: Int, to: Int)) -> Int { abs(bandOf[link.from] - bandOf[link.to]) }

        var sharedNeeded: Set<BundleKey> = []
        var ownNeeded = 0
        for (index, link) in given.enumerated() where span(link) > 1 {
            guard bundled(index) else {
                ownNeeded += span(link) - 1
                continue
            }
            let downward = bandOf[link.from] < bandOf[link.to]
            for band in (min(bandOf[link.from], bandOf[link.to]) + 1)..<max(bandOf[link.from], bandOf[link.to]) {
                sharedNeeded.insert(BundleKey(target: link.to, band: band, downward: downward))
            }
        }
        let useVirtualNodes = ownNeeded + sharedNeeded.count <= limit

        var shared: [BundleKey: Int] = [:]
        passages.reserveCapacity(given.count)
        for (index, link) in given.enumerated() {
            guard link.from != link.to else {
                passages.append([])
                continue
            }
            guard useVirtualNodes, span(link) > 1 else {
                addLink(from: link.from, to: link.to)
                passages.append([])
                continue
            }
            let downward = bandOf[link.from] < bandOf[link.to]
            let (upper, lower) = downward ? (link.from, link.to) : (link.to, link.from)
            var chain: [Int] = []
            for band in (bandOf[upper] + 1)..<bandOf[lower] {
                if bundled(index) {
                    let key = BundleKey(target: link.to, band: band, downward: downward)
                    if let existing = shared[key] {
                        chain.append(existing)
                        continue
                    }
                    shared[key] = addVirtualNode(id: "\u{1}\(ids[link.to])", band: band)
                    chain.append(shared[key]!)
                } else {
                    chain.append(addVirtualNode(id: "\u{1}\(ids[upper])\u{1}\(ids[lower])", band: band))
                }
            }
            passages.append(chain)
            let course = [upper] + chain + [lower]
            for (from, to) in zip(course, course.dropFirst()) { addLink(from: from, to: to) }
        }
    }

    private mutating func addVirtualNode(id: String, band: Int) -> Int {
        ids.append(id)
        bandOf.append(band)
        return ids.count - 1
    }
}
