/// A small seeded generator (SplitMix64), so that fuzz runs, random cases and synthetic graphs
/// are the same on every machine and every Swift version, and a failure can be replayed: the
/// standard library's generators promise neither.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// The generator for one iteration of a run, so that any iteration can be replayed alone.
    public init(seed: UInt64, iteration: Int) {
        var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: iteration) &* 0x9E37_79B9_7F4A_7C15))
        state = mixer.next()
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number from 0 up to, but not including, `bound`.
    public mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
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
