/// Robert C. Martin's package metrics per node of a view: afferent coupling Ca (fan-in: how
/// many depend on it), efferent coupling Ce (fan-out: how many it depends on), and instability
/// I = Ce / (Ca + Ce), from 0 (only depended on) to 1 (only depends).
public struct NodeMetrics: Sendable, Equatable {
    public var fanIn: Int
    public var fanOut: Int

    public init(fanIn: Int, fanOut: Int) {
        self.fanIn = fanIn
        self.fanOut = fanOut
    }

    /// nil for a node with no edges at all.
    public var instability: Double? {
        fanIn + fanOut == 0 ? nil : Double(fanOut) / Double(fanIn + fanOut)
    }
}

public enum GraphMetrics {
    public static func compute(_ view: GraphView) -> [String: NodeMetrics] {
        var metrics = Dictionary(uniqueKeysWithValues: view.nodes.map { ($0.id, NodeMetrics(fanIn: 0, fanOut: 0)) })
        for edge in view.edges {
            metrics[edge.from]?.fanOut += 1
            metrics[edge.to]?.fanIn += 1
        }
        return metrics
    }
}
