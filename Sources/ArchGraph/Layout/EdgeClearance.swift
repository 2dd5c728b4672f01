/// Steers curves that cross bands between their ends around the boxes of those bands. A
/// curve from one band to a distant one would otherwise often run straight through a box on
/// its way, and read as an edge of that box.
///
/// The curve keeps its ends and the height of its control points; only both control points
/// move sideways by one shift, which moves the curve's middle the most and its ends not at
/// all. The shift is chosen among those that thread the curve through a gap between columns of
/// a crossed band, as the one that hits the fewest boxes, and the smallest among equals.
struct EdgeClearance {
    /// Space kept between a curve and a box.
    static let margin = 6.0

    private struct Row {
        var top: Double
        var bottom: Double
        /// The boxes' horizontal extents, sorted and disjoint.
        var spans: [(low: Double, high: Double)]
    }

    private struct Obstacles {
        var rows: [Row] = []
        /// Where a curve may pass: in the free corridors between columns, and beside the first and last.
        var gaps: [Double] = []
    }

    private struct Sample {
        var base: Double
        /// How far the sample moves per unit of shift: the control points' weight at its place on the curve.
        var weight: Double
        var band: Int
        var row: Int
    }

    private let bands: [Obstacles]
    private let width: Double

    init(frames: [(band: Int, frame: GraphLayout.Rect)], bandCount: Int, width: Double) {
        var bands = Array(repeating: Obstacles(), count: bandCount)
        for band in 0..<bandCount {
            let own = frames.filter { $0.band == band }.map(\.frame)
            let rowTops = Set(own.map(\.minY)).sorted()
            bands[band].rows = rowTops.map { top in
                let boxes = own.filter { $0.minY == top }.sorted { $0.minX < $1.minX }
                return Row(top: top, bottom: boxes.map(\.maxY).max() ?? top, spans: boxes.map { ($0.minX, $0.maxX) })
            }
            // Columns line up from row to row, so the gaps between merged extents are free top to bottom.
            var merged: [(low: Double, high: Double)] = []
            for frame in own.sorted(by: { $0.minX < $1.minX }) {
                if let last = merged.last, frame.minX <= last.high {
                    merged[merged.count - 1].high = max(last.high, frame.maxX)
                } else {
                    merged.append((frame.minX, frame.maxX))
                }
            }
            // Free stretches: from the band's left side to the first box, between boxes, and after the last.
            var free: [(low: Double, high: Double)] = []
            var left = 0.0
            for extent in merged {
                free.append((left, extent.low))
                left = extent.high
            }
            free.append((left, width))
            // Aim at the middle of each, and just inside either end, so that a curve swerves no further than it must.
            bands[band].gaps = free.filter { $0.high - $0.low >= 2 * Self.margin }.flatMap { stretch -> [Double] in
                let middle = (stretch.low + stretch.high) / 2
                let inset = 3 * Self.margin
                return stretch.high - stretch.low > 4 * inset ? [stretch.low + inset, middle, stretch.high - inset] : [middle]
            }
        }
        self.bands = bands
        self.width = width
    }

    /// The sideways shift for the control points of a curve from `start` to `end` whose
    /// controls sit at height `controlY`, crossing the bands strictly between `fromBand` and `toBand`.
    func shift(start: GraphLayout.Point, end: GraphLayout.Point, controlY: Double, fromBand: Int, toBand: Int) -> Double {
        let crossed = fromBand < toBand ? (fromBand + 1)..<toBand : (toBand + 1)..<fromBand
        guard !crossed.isEmpty else { return 0 }
        func y(_ t: Double) -> Double {
            let u = 1 - t
            return u * u * u * start.y + 3 * u * t * (u + t) * controlY + t * t * t * end.y
        }
        func baseX(_ t: Double) -> Double {
            let u = 1 - t
            return u * u * u * start.x + 3 * u * u * t * start.x + 3 * u * t * t * end.x + t * t * t * end.x
        }
        // y runs monotonically from start to end, so each height is met once: find it by bisection.
        func parameter(atY target: Double) -> Double {
            var low = 0.0, high = 1.0
            let rising = end.y > start.y
            for _ in 0..<40 {
                let middle = (low + high) / 2
                if (y(middle) < target) == rising { low = middle } else { high = middle }
            }
            return (low + high) / 2
        }

        var samples: [Sample] = []
        var anchors: [(sample: Sample, band: Int)] = []
        for band in crossed {
            for (index, row) in bands[band].rows.enumerated() {
                for height in [row.top - Self.margin, (row.top + row.bottom) / 2, row.bottom + Self.margin] {
                    let t = parameter(atY: height)
                    samples.append(Sample(base: baseX(t), weight: 3 * t * (1 - t), band: band, row: index))
                }
                if index == bands[band].rows.count / 2 { anchors.append((samples[samples.count - 2], band)) }
            }
        }

        func hits(_ shift: Double) -> Int {
            samples.reduce(0) { count, sample in
                count + (isBlocked(sample.base + shift * sample.weight, band: sample.band, row: sample.row) ? 1 : 0)
            }
        }
        // A shift must keep the whole curve inside the drawing.
        let outline = stride(from: 0.0, through: 1.0, by: 1.0 / 16).map { (base: baseX($0), weight: 3 * $0 * (1 - $0)) }
        func staysInside(_ shift: Double) -> Bool {
            outline.allSatisfy { (Self.margin...(width - Self.margin)).contains($0.base + shift * $0.weight) }
        }
        var best = (hits: hits(0), shift: 0.0)
        guard best.hits > 0 else { return 0 }
        for (anchor, band) in anchors where anchor.weight > 0.05 {
            for gap in bands[band].gaps {
                let shift = (gap - anchor.base) / anchor.weight
                guard staysInside(shift) else { continue }
                let count = hits(shift)
                if count < best.hits || (count == best.hits && abs(shift) < abs(best.shift)) { best = (count, shift) }
            }
        }
        return best.shift
    }

    private func isBlocked(_ x: Double, band: Int, row: Int) -> Bool {
        let spans = bands[band].rows[row].spans
        // The last span starting at or left of x + margin is the only one that can hold it.
        var low = 0, high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].low - Self.margin <= x { low = middle + 1 } else { high = middle }
        }
        return low > 0 && x <= spans[low - 1].high + Self.margin
    }
}
