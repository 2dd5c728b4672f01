import ArchCore

/// Draws for fuzz runs, random cases and synthetic graphs, on the generator the benchmark uses.
extension SplitMix64 {
    /// The generator for one iteration of a run, so that any iteration can be replayed alone.
    public init(seed: UInt64, iteration: Int) {
        var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: iteration) &* 0x9E37_79B9_7F4A_7C15))
        self.init(seed: mixer.next())
    }

    /// A whole number in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// True about once in `odds` draws.
    public mutating func oneIn(_ odds: Int) -> Bool {
        int(1...odds) == 1
    }

    public mutating func pick<T>(_ elements: [T]) -> T {
        elements[int(0...(elements.count - 1))]
    }

    /// A size with a heavy tail: mostly small, sometimes up to `maximum`, so that both
    /// ordinary and amplified inputs occur in every run.
    public mutating func amplified(upTo maximum: Int) -> Int {
        let bits = max(1, Int.bitWidth - maximum.leadingZeroBitCount)
        return min(maximum, int(1...(1 << int(0...bits))))
    }
}
