import ArchViews

/// The places taken by edge labels, so that a label is left out rather than drawn over another.
/// Taken places are filed by the grid cells they cover, so that a new label is checked
/// against its neighbours only, not against every label of a drawing with thousands.
struct LabelPlaces {
    private static let cellSize = 64.0
    /// How far apart two places may be and still overlap, as `claim` tests them.
    private static let margin = 1.0

    private struct Cell: Hashable {
        var column: Int
        var row: Int
    }

    private var taken: [GraphLayout.Rect] = []
    private var cells: [Cell: [Int]] = [:]

    /// Takes the place of a label of 10-unit text centred just above `centre`, if it is free.
    mutating func claim(centre: GraphLayout.Point, characters: Int) -> Bool {
        let width = Double(characters) * 6, height = 12.0
        let place = GraphLayout.Rect(x: centre.x - width / 2, y: centre.y - 4 - height, width: width, height: height)
        // Every place within the margin on both sides shares a cell with this one, grown by both margins.
        let covered = Self.cells(of: place, grownBy: 2 * Self.margin)
        for cell in covered {
            for index in cells[cell] ?? [] where taken[index].overlaps(place, margin: Self.margin) { return false }
        }
        for cell in Self.cells(of: place, grownBy: 0) { cells[cell, default: []].append(taken.count) }
        taken.append(place)
        return true
    }

    private static func cells(of rect: GraphLayout.Rect, grownBy margin: Double) -> [Cell] {
        guard rect.width.isFinite, rect.height.isFinite, rect.x.isFinite, rect.y.isFinite else { return [Cell(column: 0, row: 0)] }
        let columns = Int(((rect.minX - margin) / cellSize).rounded(.down))...Int(((rect.maxX + margin) / cellSize).rounded(.down))
        let rows = Int(((rect.minY - margin) / cellSize).rounded(.down))...Int(((rect.maxY + margin) / cellSize).rounded(.down))
        return columns.flatMap { column in rows.map { Cell(column: column, row: $0) } }
    }
}
