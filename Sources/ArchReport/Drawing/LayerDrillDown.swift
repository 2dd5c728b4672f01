import ArchCore
import ArchGraph
import ArchModel

/// The views a large graph is explored through: one per band of the module view, showing the
/// band's modules and the edges among them, with every other layer they depend on or are
/// depended on by folded into a single node. Folding keeps each view about the size of its
/// layer, where drawing every neighbouring module would bring most of the graph back.
struct LayerDrillDown {
    /// Folded nodes get ids that no module can have, so that the two never mix.
    static let foldedPrefix = "layer:"

    let moduleView: GraphView

    /// For each band of the module view, the indices of the edges that start or end in it, in
    /// edge order: found in one pass, so that drawing every band reads each edge twice at
    /// most, not once per band.
    func edgesByBand() -> [[Int]] {
        var bandIndex: [String: Int] = [:]
        for (index, band) in moduleView.bands.enumerated() {
            for node in band.nodes where bandIndex[node] == nil { bandIndex[node] = index }
        }
        var edges = Array(repeating: [Int](), count: moduleView.bands.count)
        for (position, edge) in moduleView.edges.enumerated() {
            let from = bandIndex[edge.from], to = bandIndex[edge.to]
            if let from { edges[from].append(position) }
            if let to, to != from { edges[to].append(position) }
        }
        return edges
    }

    /// - Parameter edges: the band's entry of `edgesByBand()`; nil to look through them all.
    func view(forBandAt index: Int, edges edgeIndices: [Int]? = nil) -> GraphView {
        let band = moduleView.bands[index]
        let members = Set(band.nodes)
        let bandOf = Dictionary(moduleView.nodes.map { ($0.id, $0.band) }, uniquingKeysWith: { first, _ in first })
        let candidates = edgeIndices?.map { moduleView.edges[$0] } ?? moduleView.edges

        var folded: [String: Set<String>] = [:]
        var edges: [String: FoldedEdge] = [:]
        for edge in candidates where members.contains(edge.from) || members.contains(edge.to) {
            var from = edge.from, to = edge.to
            if !members.contains(from), let otherBand = bandOf[from] {
                from = Self.foldedPrefix + otherBand
                folded[otherBand, default: []].insert(edge.from)
            }
            if !members.contains(to), let otherBand = bandOf[to] {
                to = Self.foldedPrefix + otherBand
                folded[otherBand, default: []].insert(edge.to)
            }
            edges["\(from)\u{0}\(to)", default: FoldedEdge(from: from, to: to)].add(edge)
        }

        let memberNodes = moduleView.nodes.filter { members.contains($0.id) }
        let foldedNodes = folded.keys.sorted().map { other in
            GraphView.Node(id: Self.foldedPrefix + other, label: other, band: other, kind: .layer, size: folded[other]!.count)
        }
        let bands = moduleView.bands.compactMap { candidate -> GraphView.Band? in
            if candidate.name == band.name { return candidate }
            guard folded[candidate.name] != nil else { return nil }
            return GraphView.Band(name: candidate.name, color: candidate.color, nodes: [Self.foldedPrefix + candidate.name])
        }
        return GraphView(level: .module, title: "\(band.name): \(band.nodes.count) modules", bands: bands,
                         nodes: (memberNodes + foldedNodes).sorted { $0.id < $1.id },
                         edges: edges.values.map(\.edge).sorted { ($0.from, $0.to) < ($1.from, $1.to) })
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

        init(from: String, to: String) {
            self.from = from
            self.to = to
        }

        mutating func add(_ edge: GraphView.Edge) {
            count += edge.weight
            violations.formUnion(edge.violations)
            isCycle = isCycle || edge.isCycle
            locations.append(contentsOf: edge.locations)
            isReferenceOnly = isReferenceOnly && edge.isReferenceOnly
        }

        var edge: GraphView.Edge {
            GraphView.Edge(from: from, to: to, weight: count, violations: violations.sorted(), isCycle: isCycle, locations: locations.sortedDistinct(),
                          isReferenceOnly: isReferenceOnly)
        }
    }
}
