/// Lays a view out in horizontal bands, top to bottom in the view's band order (the
/// `.archrules` order of layers), the way architecture diagrams are read: what a layer depends
/// on sits below it. Modules in no layer get a band per dependency rank (`RankedBands`).
///
/// Within a band, nodes are ordered by barycentre sweeps to reduce crossings, then spread over
/// the full width, which is at least about a page's (`pageWidth`) when the boxes need a good
/// part of it. A band with more nodes than fit in one row of `maximumRowWidth` wraps into
/// several rows (`BandRows`), each ordered and routed as a band of its own, so that a graph of
/// hundreds of modules stays drawable; the band grows to fit. Edges are cubic Bézier curves.
public enum LayeredLayout {
    // Sizes, in drawing units. Labels are drawn in a 12-unit sans-serif font, whose average
    // character advance is about 6.5 units; 7 is used so that labels fit in their boxes.
    static let characterWidth = 7.0
    static let labelPadding = 12.0
    static let minimumNodeWidth = 48.0
    static let nodeHeight = 28.0
    static let boxGap = 24.0
    /// Between the rows of a wrapped band, where curves swing from corridor to corridor.
    static let wrappedRowGap = 44.0
    /// How far a row's routing space reaches beyond its boxes, into the gap between rows.
    static let rowMargin = 4.0
    /// The most rows the drawn edges may span in all for rows to be ordered as bands.
    static let maximumRowSpans = 200_000
    static let bandPaddingX = 16.0
    /// Room at the top of a band for its name.
    static let bandLabelHeight = 26.0
    static let bandPaddingBottom = 14.0
    /// Room between bands for the edges, and for arcs within a band to bulge into.
    static let bandGap = 56.0
    static let maximumRowWidth = 1600.0
    static let minimumWidth = 320.0
    /// About the width a drawing gets on a report's page. A narrower drawing spreads its
    /// boxes wider, up to `widestSpread` times the width its boxes need, so that it fills the
    /// page without pulling a handful of boxes far apart.
    static let pageWidth = 1200.0
    static let widestSpread = 1.5

    /// How the nodes of each band are ordered: by the crossing reduction, or by id (the
    /// baseline the reduction is measured against).
    package enum NodeOrdering: Sendable {
        case fewestCrossings
        case alphabetical
    }

    public static func layout(_ view: GraphView) -> GraphLayout {
        layout(view, ordering: .fewestCrossings)
    }

    /// A layout for a page that folds the edges of `foldingRoots` into one arrow each
    /// (`GraphLayout.foldedRoots`): those edges, hidden until unfolded, neither shape the
    /// order nor take room, as implied edges do not.
    public static func layout(_ view: GraphView, foldingRoots: Set<String>) -> GraphLayout {
        layout(view, ordering: .fewestCrossings, foldingRoots: foldingRoots)
    }

    /// A node's width for its label: the estimated text width plus padding.
    public static func nodeWidth(forLabel label: String) -> Double {
        max(minimumNodeWidth, Double(label.count) * characterWidth + 2 * labelPadding)
    }

    /// A listing line is drawn in 10-unit text, about 6 units a character.
    static let listingCharacterWidth = 6.0
    static let listingLineHeight = 13.0

    /// A node's box: wide enough for its label and its listing (`GraphView.Node.listing`), tall
    /// enough for its listing's lines below the label.
    static func nodeSize(_ node: GraphView.Node) -> (width: Double, height: Double) {
        let listing = node.listing
        let listed = (listing.map(\.count).max() ?? 0)
        let width = max(nodeWidth(forLabel: node.label), Double(listed) * listingCharacterWidth + 2 * labelPadding)
        return (width, listing.isEmpty ? nodeHeight : nodeHeight + Double(listing.count) * listingLineHeight + 6)
    }

    /// `routing: false` leaves the edges out, for measuring the ordering and placing alone;
    /// `passingBands: false` orders and routes long edges as straight lines, without virtual
    /// nodes (`BandPassages`), for measuring what they buy; `maximumRowSpans` is for tests.
    package static func layout(_ view: GraphView, ordering: NodeOrdering, routing: Bool = true, passingBands: Bool = true,
                               maximumRowSpans: Int = LayeredLayout.maximumRowSpans, foldingRoots: Set<String> = []) -> GraphLayout {
        // Modules in no layer are stacked by dependency rank rather than drawn as one row.
        let view = RankedBands.split(view)
        // Index the nodes band by band, each band sorted by id.
        let nodesByID = Dictionary(view.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var ids: [String] = []
        var bandOf: [Int] = []
        var widths: [Double] = []
        var heights: [Double] = []
        var initialOrder: [[Int]] = []
        var seen: Set<String> = []
        for (bandIndex, band) in view.bands.enumerated() {
            var members: [Int] = []
            for id in band.nodes.sorted() where nodesByID[id] != nil && seen.insert(id).inserted {
                members.append(ids.count)
                ids.append(id)
                bandOf.append(bandIndex)
                let size = nodeSize(nodesByID[id]!)
                widths.append(size.width)
                heights.append(size.height)
            }
            initialOrder.append(members)
        }
        let indexOf = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
        let drawnEdges = view.edges.filter { indexOf[$0.from] != nil && indexOf[$0.to] != nil && $0.from != $0.to }
        // The order is chosen for the edges in sight: hidden implied edges would pull it towards
        // shortcuts nobody sees, and folded ones towards a fan nobody sees until it is unfolded.
        let folded = GraphLayout.foldedRoots(drawnEdges.map { ($0.from, $0.isViolation, $0.isCycle, $0.isImplied) }, roots: foldingRoots)
        func isHidden(_ edge: GraphView.Edge) -> Bool {
            edge.isImplied || (folded[edge.from] != nil
                && GraphLayout.foldsIntoRootBundle(isViolation: edge.isViolation, isCycle: edge.isCycle, isImplied: edge.isImplied))
        }
        let shownEdges = drawnEdges.filter { !isHidden($0) }
        let shownLinks = shownEdges.map { (from: indexOf[$0.from]!, to: indexOf[$0.to]!) }
        let packages = view.boxesPackages ? ids.map { nodesByID[$0]!.package } : []

        // A band wider than a row wraps into rows, each ordered, placed and routed as a band of
        // its own: `rowBand` maps those row bands to the view's bands.
        let balance = BandRows.balance(links: shownLinks, bandOf: bandOf, count: ids.count)
        var rowBand: [Int] = []
        var rowOf = Array(repeating: 0, count: ids.count)
        var initialRows: [[Int]] = []
        for (band, members) in initialOrder.enumerated() {
            let rows = BandRows.rows(of: members, count: rowCount(widths: members.map { widths[$0] }), balance: balance,
                                     groupOf: view.boxesPackages ? packages : nil)
            for row in rows {
                for node in row { rowOf[node] = initialRows.count }
                rowBand.append(band)
                initialRows.append(row)
            }
        }
        // Ordering rows as bands costs, at every count, a step for each row a link spans, and
        // routing as much again. A drawing whose links span too many rows in all is ordered band
        // by band, each band's order then cut into its rows, and its curves that span rows run
        // direct, over boxes too: a drawing that dense is searched, not followed.
        var rowSpans = 0
        for edge in drawnEdges { rowSpans += abs(rowOf[indexOf[edge.from]!] - rowOf[indexOf[edge.to]!]) }
        let rowsAreBands = rowSpans <= maximumRowSpans
        var bandOrdering = BandOrdering(ids: ids, bandOf: rowsAreBands ? rowOf : bandOf, links: shownLinks,
                                        order: rowsAreBands ? initialRows : initialOrder, bundles: shownEdges.map(EdgeRouter.bundles),
                                        virtualNodeLimit: passingBands && rowsAreBands ? BandPassages.limit : 0)
        if ordering == .fewestCrossings { bandOrdering.reduceCrossings() }
        if view.boxesPackages { bandOrdering.keepTogether(groupOf: packages) }
        let packageRoom = view.boxesPackages ? PackageBoxes.labelHeight : 0
        var rows = bandOrdering.moduleOrder
        if !rowsAreBands {
            let sizes = initialRows.map(\.count)
            var cut: [[Int]] = []
            for (band, order) in rows.enumerated() {
                var start = 0
                for row in rowBand.indices where rowBand[row] == band {
                    cut.append(Array(order[start..<(start + sizes[row])]))
                    for node in cut[row] { rowOf[node] = row }
                    start += sizes[row]
                }
            }
            rows = cut
        }

        let contentWidths = rows.map { row in row.map { widths[$0] }.reduce(0, +) + Double(max(row.count - 1, 0)) * boxGap }
        let labelWidths = view.bands.map { Double($0.name.count) * characterWidth + 2 * labelPadding }
        let needed = (contentWidths + labelWidths).map { $0 + 2 * bandPaddingX }.max() ?? 0
        let width = max(minimumWidth, needed, min(pageWidth, needed * widestSpread))

        var placedBands: [GraphLayout.Band] = []
        var spaces: [EdgeRouter.BandSpace] = []
        var frames = Array(repeating: GraphLayout.Rect(x: 0, y: 0, width: 0, height: 0), count: ids.count)
        var top = 0.0
        var firstRow = 0
        for (bandIndex, band) in view.bands.enumerated() {
            var lastRow = firstRow
            while lastRow + 1 < rows.count, rowBand[lastRow + 1] == bandIndex { lastRow += 1 }
            var rowTop = top + bandLabelHeight
            var rowFrames: [(top: Double, bottom: Double)] = []
            for row in firstRow...lastRow {
                let nodes = rows[row]
                // Spread the boxes over the full width, with equal space around each.
                let spacing = nodes.isEmpty ? 0 : (width - 2 * bandPaddingX - nodes.map { widths[$0] }.reduce(0, +)) / Double(nodes.count)
                var left = bandPaddingX + spacing / 2
                // The free corridors between boxes, where curves cross the row.
                var corridors: [(low: Double, high: Double)] = []
                var corridorStart = 0.0
                for node in nodes {
                    corridors.append((corridorStart, left))
                    frames[node] = GraphLayout.Rect(x: left, y: rowTop, width: widths[node], height: heights[node])
                    left += widths[node]
                    corridorStart = left
                    left += spacing
                }
                corridors.append((corridorStart, width))
                let rowHeight = nodes.map { heights[$0] }.max() ?? 0
                rowFrames.append((rowTop, rowTop + rowHeight + packageRoom))
                spaces.append(EdgeRouter.BandSpace(frame: GraphLayout.Rect(x: 0, y: 0, width: width, height: 0), corridors: corridors))
                rowTop += rowHeight + packageRoom + wrappedRowGap
            }
            let bottom = rowFrames.last!.bottom + bandPaddingBottom
            let frame = GraphLayout.Rect(x: 0, y: top, width: width, height: bottom - top)
            placedBands.append(GraphLayout.Band(name: band.name, color: band.color, frame: frame, rows: rowFrames.count))
            // A row's space reaches to the band's edge above its first row and below its last,
            // and a little beyond its boxes between rows, where curves swing between corridors.
            for (offset, row) in (firstRow...lastRow).enumerated() {
                let minY = offset == 0 ? top : rowFrames[offset].top - rowMargin
                let maxY = row == lastRow ? bottom : rowFrames[offset].bottom + rowMargin
                spaces[row].frame = GraphLayout.Rect(x: 0, y: minY, width: width, height: maxY - minY)
            }
            top = bottom + bandGap
            firstRow = lastRow + 1
        }
        let height = max(top, bandGap)

        let placedNodes = ids.indices.map { GraphLayout.Node(id: ids[$0], band: view.bands[bandOf[$0]].name, frame: frames[$0]) }
            .sorted { $0.id < $1.id }
        let placements = Dictionary(uniqueKeysWithValues: ids.indices.map { index in
            (ids[index], EdgeRouter.Placement(frame: frames[index], band: rowOf[index]))
        })
        let router = EdgeRouter(placements: placements, bands: spaces, passages: passages(of: shownEdges, in: bandOrdering),
                                passesBands: rowsAreBands)
        var layout = GraphLayout(width: width, height: height, bands: placedBands, nodes: placedNodes,
                                 edges: routing ? route(drawnEdges, hidden: isHidden, with: router) : [], crossings: bandOrdering.crossings())
        if view.boxesPackages {
            layout.groups = PackageBoxes.boxes(order: rows, ids: ids, frames: frames, packages: packages,
                                               bandNames: rowBand.map { view.bands[$0].name })
        }
        return layout
    }

    /// Each shown edge that spans several bands → band → the corridor its virtual node stands in.
    private static func passages(of edges: [GraphView.Edge], in ordering: BandOrdering) -> [EdgeRouter.EdgeEnds: [Int: BandOrdering.Slot]] {
        var slotOf: [Int: BandOrdering.Slot] = [:]
        for band in ordering.order.indices {
            for (node, slot) in ordering.slots(band: band) { if let slot { slotOf[node] = slot } }
        }
        var result: [EdgeRouter.EdgeEnds: [Int: BandOrdering.Slot]] = [:]
        for (edge, chain) in zip(edges, ordering.passages) where !chain.isEmpty {
            result[EdgeRouter.EdgeEnds(from: edge.from, to: edge.to)] = Dictionary(uniqueKeysWithValues: chain.map { (ordering.bandOf[$0], slotOf[$0]!) })
        }
        return result
    }

    /// The edges in sight are routed among themselves, so that hidden edges (implied or
    /// folded) take no room in corridors or along boxes; the hidden ones are routed on their
    /// own, for when they are shown. In the view's edge order.
    private static func route(_ edges: [GraphView.Edge], hidden isHidden: (GraphView.Edge) -> Bool,
                              with router: EdgeRouter) -> [GraphLayout.Edge] {
        guard edges.contains(where: isHidden) else { return router.route(edges) }
        var shown = router.route(edges.filter { !isHidden($0) })[...]
        var hidden = router.route(edges.filter(isHidden))[...]
        return edges.map { isHidden($0) ? hidden.popFirst()! : shown.popFirst()! }
    }

    /// The fewest rows in which nodes of these widths fit `maximumRowWidth`, sizing every box
    /// as the widest, so that rows of any members, as equal in number as can be, fit.
    static func rowCount(widths: [Double]) -> Int {
        guard let widest = widths.max() else { return 1 }
        let perRow = max(1, Int((maximumRowWidth + boxGap) / (widest + boxGap)))
        return (widths.count + perRow - 1) / perRow
    }
}
