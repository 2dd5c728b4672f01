import ArchCore

extension SplitMix64 {
    /// A value in `0..<bound`, by multiply-shift, so it never depends on the standard library's
    /// choice of rejection sampling.
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        return Int(((next() >> 32) &* UInt64(bound)) >> 32)
    }
}
