import ArchViews

/// Where edge labels go: on their own edge, inside the drawing, and never over a box, a band's
/// name or another label. A label that finds no such place is left out; its edge's title
/// still carries the text.
///
/// Taken places are filed by the grid cells they cover, so that a new label is checked
/// against its neighbours only, not against every label of a drawing with thousands.
struct LabelPlaces {
    /// Edge labels are drawn in 10-unit text, whose average advance is about 0.6 of its size.
    static let characterWidth = 6.0
    /// How far the text reaches above its baseline, and below it (descenders).
    static let ascent = 10.0
    static let descent = 3.0
    /// How far a label placed beside its edge keeps from the line.
    static let besideGap = 4.0
    private static let cellSize = 64.0
    /// How far apart two places may be and still overlap, as `claim` tests them.
    private static let margin = 1.0
    /// How many points along an edge a label may sit at, from the middle outwards.
    private static let samplesPerEdge = 40

    private struct Cell: Hashable {
        var column: Int
        var row: Int
    }

    /// The drawing: a label must lie inside it, or the picture cuts it off.
    private let bounds: GraphLayout.Rect
    /// The vertical extent of each band, top to bottom; a label reads best in the gaps between them.
    private let bandSpans: [(top: Double, bottom: Double)]
    private var taken: [GraphLayout.Rect] = []
    private var cells: [Cell: [Int]] = [:]

    init(bounds: GraphLayout.Rect, bandSpans: [(top: Double, bottom: Double)]) {
        self.bounds = bounds
        self.bandSpans = bandSpans.sorted { $0.top < $1.top }
    }

    /// Marks a place no label may cover: a box, a band's name, a package's name.
    mutating func reserve(_ place: GraphLayout.Rect) {
        for cell in Self.cells(of: place, grownBy: 0) { cells[cell, default: []].append(taken.count) }
        taken.append(place)
    }

    /// Takes `place` if it lies inside the drawing and clear of every taken place.
    mutating func claim(_ place: GraphLayout.Rect) -> Bool {
        guard place.minX >= bounds.minX, place.maxX <= bounds.maxX, place.minY >= bounds.minY, place.maxY <= bounds.maxY else { return false }
        // Every place within the margin on both sides shares a cell with this one, grown by both margins.
        for cell in Self.cells(of: place, grownBy: 2 * Self.margin) {
            for index in cells[cell] ?? [] where taken[index].overlaps(place, margin: Self.margin) { return false }
        }
        reserve(place)
        return true
    }

    /// The box of a label of `characters` centred on `x`, with its baseline at `baseline`.
    static func box(centreX x: Double, baseline: Double, characters: Int) -> GraphLayout.Rect {
        let width = Double(characters) * characterWidth
        return GraphLayout.Rect(x: x - width / 2, y: baseline - ascent, width: width, height: ascent + descent)
    }

    /// Claims a place for a label of `characters` along `edge` and returns where its text is
    /// anchored (centred, at its baseline), or nil when every place tried is taken.
    /// The label sits `baselineOffset` below a point of the curve (negative: above it).
    ///
    /// Points in the gaps between bands come first, nearest the middle of the edge first: in a
    /// band the label would sit among boxes the edge only passes. At each point the label is
    /// first centred on the line, shifted sideways as far as the drawing's edge requires, then
    /// put beside the line on either side.
    mutating func place(characters: Int, along edge: GraphLayout.Edge, baselineOffset: Double) -> GraphLayout.Point? {
        let width = Double(characters) * Self.characterWidth
        guard width + 2 * Self.margin <= bounds.width else { return nil }
        var inGaps: [GraphLayout.Point] = []
        var inBands: [GraphLayout.Point] = []
        for t in Self.stepsFromTheMiddle {
            let point = edge.point(at: t)
            let baseline = point.y + baselineOffset
            if isInAGap(top: baseline - Self.ascent, bottom: baseline + Self.descent) { inGaps.append(point) } else { inBands.append(point) }
        }
        for points in [inGaps, inBands] {
            for sideways in [0.0, 1, -1] {
                for point in points {
                    let centre = point.x + sideways * (width / 2 + Self.besideGap)
                    // Shifted back inside the drawing, by at most the label's width.
                    let shifted = min(max(centre, bounds.minX + Self.margin + width / 2), bounds.maxX - Self.margin - width / 2)
                    let baseline = point.y + baselineOffset
                    if claim(Self.box(centreX: shifted, baseline: baseline, characters: characters)) {
                        return GraphLayout.Point(x: shifted, y: baseline)
                    }
                }
            }
        }
        return nil
    }

    /// 0.5, then outwards on both sides, short of the ends where edges crowd into their boxes.
    private static let stepsFromTheMiddle: [Double] = {
        let half = samplesPerEdge / 2
        let step: Double = 0.42 / Double(half)
        var steps: [Double] = [0.5]
        for index in 1...half {
            let offset = Double(index) * step
            steps.append(0.5 - offset)
            steps.append(0.5 + offset)
        }
        return steps
    }()

    /// Whether `top...bottom` lies wholly between two bands (or above or below them all).
    private func isInAGap(top: Double, bottom: Double) -> Bool {
        // The first band that ends below the top: the only one that can reach into the range.
        var low = 0, high = bandSpans.count
        while low < high {
            let middle = (low + high) / 2
            if bandSpans[middle].bottom <= top { low = middle + 1 } else { high = middle }
        }
        return low == bandSpans.count || bandSpans[low].top >= bottom
    }

    private static func cells(of rect: GraphLayout.Rect, grownBy margin: Double) -> [Cell] {
        guard rect.width.isFinite, rect.height.isFinite, rect.x.isFinite, rect.y.isFinite else { return [Cell(column: 0, row: 0)] }
        let columns = Int(((rect.minX - margin) / cellSize).rounded(.down))...Int(((rect.maxX + margin) / cellSize).rounded(.down))
        let rows = Int(((rect.minY - margin) / cellSize).rounded(.down))...Int(((rect.maxY + margin) / cellSize).rounded(.down))
        return columns.flatMap { column in rows.map { Cell(column: column, row: $0) } }
    }
}
