/// The boxes `graph --package-boxes` draws around the modules of a package: one per run of a
/// package's modules in a row, once `BandOrdering.keepTogether(groupOf:)` has made each run
/// whole. A box that would hold a module of another package is left out rather than drawn
/// wrong.
enum PackageBoxes {
    /// Room around the members' boxes.
    static let padding = 6.0
    /// Room below the members for the package's name, which bands then add to their bottom.
    static let labelHeight = 14.0

    /// - Parameters:
    ///   - order: band index → node indices, left to right, as the layout placed them.
    ///   - frames: node index → its box.
    ///   - packages: node index → its package, or nil.
    static func boxes(order: [[Int]], ids: [String], frames: [GraphLayout.Rect], packages: [String?],
                      bandNames: [String]) -> [GraphLayout.Group] {
        var groups: [GraphLayout.Group] = []
        for (band, nodes) in order.enumerated() {
            var runStart = 0
            while runStart < nodes.count {
                var runEnd = runStart + 1
                let package = packages[nodes[runStart]]
                while runEnd < nodes.count, package != nil, packages[nodes[runEnd]] == package { runEnd += 1 }
                defer { runStart = runEnd }
                guard let package, runEnd - runStart > 1 else { continue }
                let members = Array(nodes[runStart..<runEnd])
                let frame = box(around: members.map { frames[$0] })
                let others = nodes[..<runStart] + nodes[runEnd...]
                guard !others.contains(where: { frames[$0].overlaps(frame) }) else { continue }
                groups.append(GraphLayout.Group(package: package, band: bandNames[band], frame: frame,
                                                nodes: members.map { ids[$0] }.sorted()))
            }
        }
        return groups
    }

    private static func box(around frames: [GraphLayout.Rect]) -> GraphLayout.Rect {
        let minX = frames.map(\.minX).min()!, maxX = frames.map(\.maxX).max()!
        let minY = frames.map(\.minY).min()!, maxY = frames.map(\.maxY).max()!
        return GraphLayout.Rect(x: minX - padding, y: minY - padding, width: maxX - minX + 2 * padding,
                                height: maxY - minY + 2 * padding + labelHeight)
    }
}
