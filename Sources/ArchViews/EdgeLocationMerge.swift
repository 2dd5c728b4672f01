import ArchModuleGraph

extension Array where Element == EdgeLocation {
    /// The distinct places, sorted: what a `Set` of them gives when sorted, without hashing
    /// every place (two strings each) into a set that grows with the edge.
    public func sortedDistinct() -> [EdgeLocation] {
        guard count > 1 else { return self }
        // Most drawn edges stand for one dependency, whose places are already sorted and distinct.
        if zip(self, dropFirst()).allSatisfy({ $0 < $1 }) { return self }
        // An empty condition or symbol ties with a missing one, while two empty ones compare
        // further: `<` is then no strict weak order, and only its own sort gives its answer.
        // Few places sort fastest as they are.
        let sorted = count < 64 || contains(where: { $0.condition?.isEmpty == true || $0.symbol?.isEmpty == true }) ? self.sorted() : stablySorted()
        var result: [EdgeLocation] = []
        result.reserveCapacity(sorted.count)
        // Equal places share a location, and places sort by location first, so repeats are
        // within one run of a location. (Within a run the order of a missing and an empty
        // condition or symbol is not defined, so only the location is trusted.)
        var runStart = 0
        for place in sorted {
            if let last = result.last, last.location != place.location {
                runStart = result.count
            } else if result[runStart...].contains(place) {
                continue
            }
            result.append(place)
        }
        return result
    }

    /// `sorted()`, which is stable (ties keep their order), computed on integers: each file is ranked once, so that the
    /// sort compares numbers instead of copying places and comparing their paths. Only places
    /// at one location are then compared as `<` compares them.
    private func stablySorted() -> [EdgeLocation] {
        // Files by first appearance; consecutive places mostly share one file.
        var fileNumbers: [String: Int] = [:]
        var files: [String] = []
        var fileOf = [Int](repeating: 0, count: count)
        var lastFile: String?
        var lastNumber = 0
        for (index, place) in enumerated() {
            let file = place.location.file
            if file != lastFile {
                if let known = fileNumbers[file] {
                    lastNumber = known
                } else {
                    lastNumber = files.count
                    fileNumbers[file] = lastNumber
                    files.append(file)
                }
                lastFile = file
            }
            fileOf[index] = lastNumber
        }
        var rank = [Int](repeating: 0, count: files.count)
        for (position, number) in files.indices.sorted(by: { files[$0] < files[$1] }).enumerated() { rank[number] = position }

        // The index last, so that equal locations keep their order.
        var keys = indices.map { SortKey(file: rank[fileOf[$0]], line: self[$0].location.line, column: self[$0].location.column, index: $0) }
        keys.sort()
        var order = keys.map(\.index)
        // Runs of one location, ordered by condition and symbol as `<` orders them, stably.
        var start = 0
        while start < keys.count {
            var end = start + 1
            while end < keys.count, keys[end].sameLocation(as: keys[start]) { end += 1 }
            if end - start > 1 {
                let run = order[start..<end].sorted { self[$0] < self[$1] || (!(self[$1] < self[$0]) && $0 < $1) }
                order.replaceSubrange(start..<end, with: run)
            }
            start = end
        }
        return order.map { self[$0] }
    }

    private struct SortKey: Comparable {
        var file: Int
        var line: Int
        var column: Int
        var index: Int

        static func < (lhs: SortKey, rhs: SortKey) -> Bool {
            (lhs.file, lhs.line, lhs.column, lhs.index) < (rhs.file, rhs.line, rhs.column, rhs.index)
        }

        func sameLocation(as other: SortKey) -> Bool {
            file == other.file && line == other.line && column == other.column
        }
    }
}
