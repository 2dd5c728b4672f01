import ArchCore
import ArchViews
import ArchModuleGraph

/// The views a large graph is explored through: one per band of the module view, showing the
/// band's modules and the edges among them, with every other layer they depend on or are
/// depended on by folded into a single node. Folding keeps each view about the size of its
/// layer, where drawing every neighbouring module would bring most of the graph back.
package struct LayerDrillDown {
    /// Folded nodes get ids that no module can have, so that the two never mix.
    static let foldedPrefix = "layer:"

    let moduleView: GraphView
    /// Every node id and every other edge end, numbered: nodes first, in node order.
    private let ids: [String]
    private let number: [String: Int]
    /// Each edge's ends, by number.
    private let ends: [(from: Int, to: Int)]
    /// The band names nodes sit in, numbered.
    private let bandNames: [String]
    /// For each numbered id that is a node, the number of its band name; -1 for other ends.
    private let bandOfID: [Int]

    /// Whether folded edges sort their places; a drawing that reads only which conditions
    /// and type names they have leaves them as found.
    let sortsPlaces: Bool

    package init(moduleView: GraphView, sortsPlaces: Bool = true) {
        self.moduleView = moduleView
        self.sortsPlaces = sortsPlaces
        var number: [String: Int] = [:]
        var ids: [String] = []
        var bandNumber: [String: Int] = [:]
        var bandNames: [String] = []
        var bandOfID: [Int] = []
        for node in moduleView.nodes where number[node.id] == nil {
            number[node.id] = ids.count
            ids.append(node.id)
            if let known = bandNumber[node.band] {
                bandOfID.append(known)
            } else {
                bandNumber[node.band] = bandNames.count
                bandOfID.append(bandNames.count)
                bandNames.append(node.band)
            }
        }
        func numbered(_ id: String) -> Int {
            if let known = number[id] { return known }
            number[id] = ids.count
            ids.append(id)
            bandOfID.append(-1)
            return ids.count - 1
        }
        ends = moduleView.edges.map { (numbered($0.from), numbered($0.to)) }
        self.ids = ids
        self.number = number
        self.bandNames = bandNames
        self.bandOfID = bandOfID
    }

    /// For each band of the module view, the indices of the edges that start or end in it, in
    /// edge order: found in one pass, so that drawing every band reads each edge twice at
    /// most, not once per band.
    package func edgesByBand() -> [[Int]] {
        var bandIndex = Array(repeating: -1, count: ids.count)
        for (index, band) in moduleView.bands.enumerated() {
            for node in band.nodes {
                if let known = number[node], bandIndex[known] < 0 { bandIndex[known] = index }
            }
        }
        var edges = Array(repeating: [Int](), count: moduleView.bands.count)
        for (position, end) in ends.enumerated() {
            let from = bandIndex[end.from], to = bandIndex[end.to]
            if from >= 0 { edges[from].append(position) }
            if to >= 0, to != from { edges[to].append(position) }
        }
        return edges
    }

    /// - Parameter edges: the band's entry of `edgesByBand()`; nil to look through them all.
    package func view(forBandAt index: Int, edges edgeIndices: [Int]? = nil) -> GraphView {
        let band = moduleView.bands[index]
        let members = Set(band.nodes)
        var isMember = Array(repeating: false, count: ids.count)
        for id in band.nodes { if let known = number[id] { isMember[known] = true } }

        // Ends by number: a member's own, or for another layer's module, its layer's folded node
        // numbered after every id.
        var foldedMembers = Array(repeating: Set<Int>(), count: bandNames.count)
        var slots: [Int: Int] = [:]
        var edges: [FoldedEdge] = []
        let width = ids.count + bandNames.count
        for position in edgeIndices ?? Array(moduleView.edges.indices) {
            var (from, to) = ends[position]
            let fromIsMember = isMember[from], toIsMember = isMember[to]
            guard fromIsMember || toIsMember else { continue }
            if !fromIsMember, bandOfID[from] >= 0 {
                foldedMembers[bandOfID[from]].insert(from)
                from = ids.count + bandOfID[from]
            }
            if !toIsMember, bandOfID[to] >= 0 {
                foldedMembers[bandOfID[to]].insert(to)
                to = ids.count + bandOfID[to]
            }
            let key = from * width + to
            if let slot = slots[key] {
                edges[slot].add(moduleView.edges[position])
            } else {
                slots[key] = edges.count
                edges.append(FoldedEdge(from: name(from), to: name(to), ends: (from, to)))
                edges[edges.count - 1].add(moduleView.edges[position])
            }
        }
        // Sorted by ends ranked by their ids once, rather than by comparing ids for every pair.
        var used = Set<Int>()
        for edge in edges { used.insert(edge.ends.from); used.insert(edge.ends.to) }
        var rank = [Int: Int](minimumCapacity: used.count)
        for (position, end) in used.sorted(by: { (name($0), $0) < (name($1), $1) }).enumerated() { rank[end] = position }
        let ranked = edges.map { (from: rank[$0.ends.from]!, to: rank[$0.ends.to]!) }

        let folded = Dictionary(uniqueKeysWithValues: foldedMembers.indices.filter { !foldedMembers[$0].isEmpty }.map {
            (bandNames[$0], foldedMembers[$0].count)
        })
        let memberNodes = moduleView.nodes.filter { members.contains($0.id) }
        let foldedNodes = folded.keys.sorted().map { other in
            GraphView.Node(id: Self.foldedPrefix + other, label: other, band: other, kind: .layer, size: folded[other]!)
        }
        let bands = moduleView.bands.compactMap { candidate -> GraphView.Band? in
            if candidate.name == band.name { return candidate }
            guard folded[candidate.name] != nil else { return nil }
            return GraphView.Band(name: candidate.name, color: candidate.color, nodes: [Self.foldedPrefix + candidate.name])
        }
        return GraphView(level: .module, title: "\(band.name): \(band.nodes.count) modules", bands: bands,
                         nodes: (memberNodes + foldedNodes).sorted { $0.id < $1.id },
                         edges: edges.indices.sorted { ranked[$0] < ranked[$1] }.map { edges[$0].edge(sortingPlaces: sortsPlaces) },
                         boxesPackages: moduleView.boxesPackages)
    }

    /// The id of a numbered end: a module's, or a folded layer's.
    private func name(_ number: Int) -> String {
        number < ids.count ? ids[number] : Self.foldedPrefix + bandNames[number - ids.count]
    }

    /// The module-level edges folded into one drawn edge.
    private struct FoldedEdge {
        var from: String
        var to: String
        var count = 0
        var violations: Set<String> = []
        var isCycle = false
        /// With repeats, until the edge is finished.
        var locations: [EdgeLocation] = []
        var isReferenceOnly = true
        /// The numbered ends.
        var ends: (from: Int, to: Int)

        init(from: String, to: String, ends: (from: Int, to: Int)) {
            self.from = from
            self.to = to
            self.ends = ends
        }

        mutating func add(_ edge: GraphView.Edge) {
            count += edge.weight
            violations.formUnion(edge.violations)
            isCycle = isCycle || edge.isCycle
            // The first edge's places are taken as they are, sharing their storage.
            if locations.isEmpty { locations = edge.locations } else { locations.append(contentsOf: edge.locations) }
            isReferenceOnly = isReferenceOnly && edge.isReferenceOnly
        }

        func edge(sortingPlaces: Bool) -> GraphView.Edge {
            GraphView.Edge(from: from, to: to, weight: count, violations: violations.sorted(), isCycle: isCycle,
                           locations: sortingPlaces ? locations.sortedDistinct() : locations, isReferenceOnly: isReferenceOnly)
        }
    }
}
