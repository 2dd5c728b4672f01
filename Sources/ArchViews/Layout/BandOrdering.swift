/// The left-to-right order of the nodes of every band, and the crossing reduction that
/// chooses it: barycentre sweeps, down and up in turn, keeping the order with the fewest
/// crossings seen.
///
/// Nodes are indices, and each band is one row (a wrapped band's rows are bands here, see
/// `BandRows`): a module's horizontal place is its position, taken as a fraction of the band's
/// width. That is where the layout draws it, since boxes are spread over the full width.
///
/// A link that spans several bands passes every band between its ends through a point of its
/// own, a virtual node (`BandPassages`), which is ordered with the band's modules and stands
/// in the corridor between two boxes: the curve is routed there, so that long links bend
/// around each other as Graphviz's `dot` bends them, rather than running straight.
struct BandOrdering: Sendable {
    /// Node index → its id, for tie-breaking; modules first, then virtual nodes.
    let ids: [String]
    /// Node index → band index (0 is the top band).
    let bandOf: [Int]
    /// Node indices below this are modules; the others are virtual nodes.
    let moduleCount: Int
    /// Dependencies between node indices, in either direction; a node never links to itself.
    /// Links between bands join neighbouring bands once virtual nodes stand in between.
    let links: [(from: Int, to: Int)]
    /// Link index → how many given links it stands for.
    let weights: [Int]
    /// Given link index → the virtual nodes it passes, top band first; empty for a link
    /// between neighbouring bands, within a band, or when passages are not used.
    let passages: [[Int]]
    /// Band index → node indices, left to right.
    private(set) var order: [[Int]]
    /// How many more crossing counts neighbour exchanges may spend.
    private var countsLeft: Int
    /// How many more pairs of links local exchanges may compare.
    private var localStepsLeft = BandOrdering.localExchangeSteps

    /// Starts from `order`, which is normally every band sorted by id. A link whose `bundles`
    /// is true shares its virtual nodes with the other bundled links to its target, as the
    /// drawing runs them as one stroke.
    init(ids: [String], bandOf: [Int], links: [(from: Int, to: Int)], order: [[Int]], bundles: [Bool] = [],
         virtualNodeLimit: Int = BandPassages.limit) {
        let passing = BandPassages(ids: ids, bandOf: bandOf, links: links, bundles: bundles, limit: virtualNodeLimit)
        self.ids = passing.ids
        self.bandOf = passing.bandOf
        self.moduleCount = ids.count
        self.links = passing.links
        self.weights = passing.weights
        self.passages = passing.passages
        var order = order
        for virtual in ids.count..<passing.ids.count { order[passing.bandOf[virtual]].append(virtual) }
        self.order = order
        // Each count walks every link: fewer counts where virtual nodes add many.
        self.countsLeft = min(Self.exchangeCounts, Self.exchangeLinkCounts / max(passing.links.count, 1))
    }

    /// The order of the modules alone, without virtual nodes.
    var moduleOrder: [[Int]] {
        order.map { $0.filter { $0 < moduleCount } }
    }

    /// Brings the members of each group together in every band, where the first of them
    /// stands, each group keeping its members' order: the drawing can then box a package
    /// without its box holding other modules. Nodes without a group stay where they are.
    /// - Parameter groupOf: node index → its group, or nil.
    mutating func keepTogether(groupOf: [String?]) {
        for band in order.indices {
            var members: [String: [Int]] = [:]
            func group(_ node: Int) -> String? { node < moduleCount ? groupOf[node] : nil }
            for node in order[band] { if let group = group(node) { members[group, default: []].append(node) } }
            var placed: Set<String> = []
            var regrouped: [Int] = []
            regrouped.reserveCapacity(order[band].count)
            for node in order[band] {
                guard let group = group(node) else {
                    regrouped.append(node)
                    continue
                }
                if placed.insert(group).inserted { regrouped += members[group]! }
            }
            order[band] = regrouped
        }
    }

    // MARK: - Places

    /// Node index → horizontal place in 0...1: for a module, the middle of its share of the
    /// band's width; for a virtual node, a place around the corridor it stands in.
    func places() -> [Double] {
        var places = Array(repeating: 0.0, count: ids.count)
        for band in order.indices { place(band: band, into: &places) }
        return places
    }

    private func place(band: Int, into places: inout [Double]) {
        guard moduleCount < ids.count else {
            // No virtual nodes: the quick way, for the dense graphs that go without them.
            let nodes = order[band]
            for (position, node) in nodes.enumerated() { places[node] = (Double(position) + 0.5) / Double(nodes.count) }
            return
        }
        let modules = Double(max(order[band].lazy.filter { $0 < moduleCount }.count, 1))
        var modulesSeen = 0
        for (node, slot) in slots(band: band) {
            if let slot {
                let offset = Double(slot.index + 1) / Double(slot.count + 1) * 0.5 - 0.25
                places[node] = (Double(slot.corridor) + offset) / modules
            } else {
                places[node] = (Double(modulesSeen) + 0.5) / modules
                modulesSeen += 1
            }
        }
    }

    /// Where a virtual node stands: corridor `corridor` lies left of the band's `corridor`th
    /// module, and holds `count` virtual nodes of which this is the `index`th from the left.
    struct Slot: Equatable {
        var corridor: Int
        var index: Int
        var count: Int
    }

    /// The band's nodes in order, each virtual node with its slot and each module with none.
    func slots(band: Int) -> [(node: Int, slot: Slot?)] {
        var modulesSeen = 0
        var corridors: [Int?] = []
        corridors.reserveCapacity(order[band].count)
        var counts: [Int: Int] = [:]
        for node in order[band] {
            guard node >= moduleCount else {
                corridors.append(nil)
                modulesSeen += 1
                continue
            }
            corridors.append(modulesSeen)
            counts[modulesSeen, default: 0] += 1
        }
        var taken: [Int: Int] = [:]
        return zip(order[band], corridors).map { node, corridor in
            guard let corridor else { return (node, nil) }
            let index = taken[corridor, default: 0]
            taken[corridor] = index + 1
            return (node, Slot(corridor: corridor, index: index, count: counts[corridor]!))
        }
    }

    // MARK: - Crossings

    /// Crossings between bands, each edge taken as a straight line through the bands it spans
    /// (two edges cross in a gap between neighbouring bands when their order swaps across it),
    /// plus arcs within one band whose ends interleave.
    func crossings() -> Int {
        let places = places()
        var total = 0
        var spans: [[(upper: Double, lower: Double, weight: Int)]] = Array(repeating: [], count: max(order.count - 1, 0))
        var arcs: [[(low: Int, high: Int)]] = Array(repeating: [], count: order.count)
        var position = Array(repeating: 0, count: ids.count)
        for nodes in order { for (index, node) in nodes.enumerated() { position[node] = index } }

        for (link, weight) in zip(links, weights) {
            let (a, b) = (link.from, link.to)
            if bandOf[a] == bandOf[b] {
                let ends = (position[a], position[b])
                arcs[bandOf[a]].append((min(ends.0, ends.1), max(ends.0, ends.1)))
                continue
            }
            let (top, bottom) = bandOf[a] < bandOf[b] ? (a, b) : (b, a)
            let topBand = bandOf[top], bottomBand = bandOf[bottom]
            // Where the straight line is at band `k`; exact at both ends, so that edges sharing a node meet there.
            func place(at band: Int) -> Double {
                if band == topBand { return places[top] }
                if band == bottomBand { return places[bottom] }
                let fraction = Double(band - topBand) / Double(bottomBand - topBand)
                return places[top] + (places[bottom] - places[top]) * fraction
            }
            for gap in topBand..<bottomBand {
                spans[gap].append((place(at: gap), place(at: gap + 1), weight))
            }
        }
        for gap in spans { total += CrossingCount.weightedInversions(gap) }
        for band in arcs { total += Self.interleavings(band) }
        return total
    }

    /// Arcs within one band whose ends interleave; see `CrossingCount`.
    static func interleavings(_ arcs: [(low: Int, high: Int)]) -> Int {
        CrossingCount.interleavings(arcs)
    }

    // MARK: - Sweeps

    /// At most this many rounds of one downward and one upward sweep; the sweeps stop early
    /// once a round finds no better order.
    static let maximumRounds = 12

    /// Reorders the bands to reduce crossings. The result never has more crossings than the
    /// starting order, which is one of the candidates; ties keep the earlier candidate.
    ///
    /// Up to `exchangeLimit`, sweeps by barycentres and sweeps by medians each run from the
    /// starting order with neighbour exchanges after every sweep, as Graphviz's `dot` does,
    /// and the better result is kept; above it, barycentre sweeps alone.
    mutating func reduceCrossings() {
        let start = order
        var best = order
        var fewest = crossings()
        guard fewest > 0 else { return }
        let neighbours = neighbourLists()
        let linksJoinNeighbours = links.allSatisfy { abs(bandOf[$0.from] - bandOf[$0.to]) <= 1 }
        let exchanges = linksJoinNeighbours || moduleCount * passages.count <= Self.exchangeLimit
        // Up to the limit, a second start: each band in the order a depth-first walk down the
        // links first meets its nodes, as Graphviz starts.
        let starts = exchanges ? [start, depthFirstOrder(neighbours: neighbours)] : [start]
        let runs = starts.flatMap { start in (exchanges ? [SweepKey.barycentre, .median] : [.barycentre]).map { (start, $0) } }
        for (start, key) in runs {
            order = start
            for _ in 0..<Self.maximumRounds {
                let before = fewest
                for downward in [true, false] {
                    sweep(downward: downward, key: key, neighbours: neighbours)
                    let count = !exchanges ? crossings() : linksJoinNeighbours ? transposeLocally(neighbours: neighbours) : transpose()
                    if count < fewest {
                        fewest = count
                        best = order
                    }
                }
                if fewest == 0 || fewest == before { break }
            }
            if fewest == 0 { break }
        }
        order = best
    }

    /// Each band's nodes in the order a depth-first walk meets them, starting from the nodes
    /// of the top band in their current order and following links to lower bands first.
    private func depthFirstOrder(neighbours: [[Int]]) -> [[Int]] {
        var seen = Array(repeating: false, count: ids.count)
        var result = Array(repeating: [Int](), count: order.count)
        for root in order.joined() where !seen[root] {
            var stack = [root]
            while let node = stack.popLast() {
                guard !seen[node] else { continue }
                seen[node] = true
                result[bandOf[node]].append(node)
                // Pushed in reverse, so that the first neighbour is walked first.
                let next = neighbours[node].filter { !seen[$0] }.sorted { (bandOf[$0], ids[$0]) < (bandOf[$1], ids[$1]) }
                stack.append(contentsOf: next.reversed())
            }
        }
        return result
    }

    /// Up to this many modules times given links, sweeps are followed by exchanges of
    /// neighbours, each judged by a full count; above it the counts would cost more than the
    /// drawing.
    static let exchangeLimit = 60_000
    /// At most this many counts for all the exchanges of one ordering, so that no graph under
    /// the limit takes long, however slowly its exchanges settle.
    static let exchangeCounts = 1_000
    /// At most this many pairs of links compared in all by local exchanges, whatever the
    /// graph's size: they run whenever every link joins neighbouring bands.
    static let localExchangeSteps = 20_000_000
    /// At most this many links counted in all, over the counts of the exchanges.
    static let exchangeLinkCounts = 2_000_000

    /// How a sweep places a node: by the mean or by the median of its neighbours' places.
    enum SweepKey {
        case barycentre
        case median
    }

    /// Swaps neighbours within a band wherever that removes crossings, band after band, until
    /// a pass changes nothing, and returns the crossings left: a mean or a median places a
    /// node by its neighbours alone, which cannot see two nodes that cross each other's edges.
    private mutating func transpose() -> Int {
        var fewest = crossings()
        for _ in 0..<Self.maximumRounds {
            let before = fewest
            for band in order.indices where order[band].count > 1 {
                for index in 0..<(order[band].count - 1) {
                    guard countsLeft > 0 else { return fewest }
                    countsLeft -= 1
                    order[band].swapAt(index, index + 1)
                    let swapped = crossings()
                    if swapped < fewest {
                        fewest = swapped
                    } else {
                        order[band].swapAt(index, index + 1)
                    }
                }
            }
            if fewest == 0 || fewest == before { break }
        }
        return fewest
    }

    /// As `transpose`, judging each exchange by the crossings between the two nodes' own links
    /// alone, which is exact when every link joins neighbouring bands (virtual nodes make them
    /// so) but for links within a band: far cheaper than a full count, so every pair is tried
    /// in every round. Returns the full count of the result.
    private mutating func transposeLocally(neighbours: [[Int]]) -> Int {
        var position = Array(repeating: 0, count: ids.count)
        for nodes in order { for (index, node) in nodes.enumerated() { position[node] = index } }
        for _ in 0..<Self.maximumRounds {
            var improved = false
            for band in order.indices where order[band].count > 1 {
                for index in 0..<(order[band].count - 1) {
                    let left = order[band][index], right = order[band][index + 1]
                    guard localStepsLeft > 0 else { return crossings() }
                    localStepsLeft -= neighbours[left].count * neighbours[right].count + 1
                    var asTheyAre = 0, swapped = 0
                    for other in neighbours[left] where bandOf[other] != band {
                        for another in neighbours[right] where bandOf[another] == bandOf[other] {
                            if position[other] > position[another] { asTheyAre += 1 } else if position[other] < position[another] { swapped += 1 }
                        }
                    }
                    guard swapped < asTheyAre else { continue }
                    order[band].swapAt(index, index + 1)
                    position[left] = index + 1
                    position[right] = index
                    improved = true
                }
            }
            if !improved { break }
        }
        return crossings()
    }

    private func neighbourLists() -> [[Int]] {
        var neighbours = Array(repeating: [Int](), count: ids.count)
        // A link that stands for several curves pulls as hard as they would together.
        for (link, weight) in zip(links, weights) {
            neighbours[link.from] += repeatElement(link.to, count: weight)
            neighbours[link.to] += repeatElement(link.from, count: weight)
        }
        return neighbours
    }

    /// Downward: each band, from the second, is sorted by the mean (or median) place of its
    /// neighbours in the bands above it (for the mean, nearer bands weigh more); upward: by
    /// those below, from the second-lowest band. A node with no such neighbour keeps its
    /// place. Ties go by id.
    private mutating func sweep(downward: Bool, key: SweepKey, neighbours: [[Int]]) {
        var places = places()
        let bands = downward ? Array(order.indices.dropFirst()) : Array(order.indices.dropLast().reversed())
        for band in bands {
            let keys = order[band].map { node -> (Double, String, Int) in
                var sum = 0.0, weights = 0.0
                var seen: [Double] = []
                for other in neighbours[node] {
                    let distance = downward ? band - bandOf[other] : bandOf[other] - band
                    guard distance > 0 else { continue }
                    let weight = 1 / Double(distance)
                    sum += places[other] * weight
                    weights += weight
                    if key == .median { seen.append(places[other]) }
                }
                guard weights > 0 else { return (places[node], ids[node], node) }
                guard key == .median else { return (sum / weights, ids[node], node) }
                seen.sort()
                let middle = seen.count / 2
                return (seen.count % 2 == 1 ? seen[middle] : (seen[middle - 1] + seen[middle]) / 2, ids[node], node)
            }
            order[band] = keys.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
            place(band: band, into: &places)
        }
    }
}
