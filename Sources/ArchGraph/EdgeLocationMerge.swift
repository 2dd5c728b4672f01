import ArchModel

extension Array where Element == EdgeLocation {
    /// The distinct places, sorted: what a `Set` of them gives when sorted, without hashing
    /// every place (two strings each) into a set that grows with the edge.
    public func sortedDistinct() -> [EdgeLocation] {
        guard count > 1 else { return self }
        let sorted = self.sorted()
        var result: [EdgeLocation] = []
        result.reserveCapacity(sorted.count)
        // Places neither before nor after each other form a run; repeats can only be in one.
        var runStart = 0
        for place in sorted {
            if let last = result.last, last < place {
                runStart = result.count
            } else if result[runStart...].contains(place) {
                continue
            }
            result.append(place)
        }
        return result
    }
}
