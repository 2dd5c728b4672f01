import ArchModel

extension Array where Element == EdgeLocation {
    /// The distinct places, sorted: what a `Set` of them gives when sorted, without hashing
    /// every place (two strings each) into a set that grows with the edge.
    public func sortedDistinct() -> [EdgeLocation] {
        guard count > 1 else { return self }
        // Most drawn edges stand for one dependency, whose places are already sorted and distinct.
        if zip(self, dropFirst()).allSatisfy({ $0 < $1 }) { return self }
        let sorted = self.sorted()
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
}
