import ArchViews

/// What a reader of a drawing would call broken, measured on a layout: boxes or curves cut off
/// at the picture's edge, and curves that pass through a box that is not one of their ends.
/// The tests hold the layouts of the fixtures and synthetic graphs to these.
extension GraphLayout {
    /// How finely a curve is sampled: a bulge between two samples stays under a unit for
    /// the curves the router draws.
    public static let samplesPerCurve = 128

    /// Each box and each curve that leaves the rectangle `0 0 width height`, the SVG viewBox.
    public func partsOutsideTheDrawing() -> [String] {
        let bounds = Rect(x: 0, y: 0, width: width, height: height)
        var found: [String] = []
        for node in nodes where !bounds.contains(node.frame) { found.append("box \(node.id)") }
        for edge in edges {
            let leaves = (0...Self.samplesPerCurve).contains { step in
                let point = edge.point(at: Double(step) / Double(Self.samplesPerCurve))
                return point.x < 0 || point.y < 0 || point.x > width || point.y > height
            }
            if leaves { found.append("edge \(edge.from) → \(edge.to)") }
        }
        return found
    }

    /// Each (edge, box) pair where the edge's curve enters a box that is neither of its ends,
    /// as "From → To through Box", sorted.
    public func edgesThroughBoxes() -> [String] {
        // Boxes by column of 64 units, so that each sample looks at a few boxes only.
        let columnWidth = 64.0
        var columns: [Int: [Node]] = [:]
        for node in nodes {
            for column in Int(node.frame.minX / columnWidth)...Int(node.frame.maxX / columnWidth) {
                columns[column, default: []].append(node)
            }
        }
        var found: Set<String> = []
        for edge in edges {
            for step in 1..<Self.samplesPerCurve {
                let point = edge.point(at: Double(step) / Double(Self.samplesPerCurve))
                for node in columns[Int((point.x / columnWidth).rounded(.down)), default: []] where node.id != edge.from && node.id != edge.to {
                    // A unit inside the border: a curve that grazes a box is not through it.
                    let box = node.frame
                    if point.x > box.minX + 1, point.x < box.maxX - 1, point.y > box.minY + 1, point.y < box.maxY - 1 {
                        found.insert("\(edge.from) → \(edge.to) through \(node.id)")
                    }
                }
            }
        }
        return found.sorted()
    }
}
