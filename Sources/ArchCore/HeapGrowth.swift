#if canImport(Glibc)
import Glibc
#endif

/// How the C allocator grows and gives back its heaps, set by the executable for a run that
/// ends soon after its peak.
///
/// With glibc's defaults, each worker thread's heap is made writable a few pages at a time, one
/// `mprotect` per step: about 6,000 of them while `check` scans a 20,000-file repository. Each
/// one takes the address-space lock that the other threads' page faults wait for. Reserving
/// heaps in 64 MiB steps, and keeping freed memory instead of trimming it back, took that to
/// about 90 calls and made such a run about 5% faster (docs/performance.md, seventh round).
/// Pages are still only used when touched, so the peak resident size barely moves.
///
/// Other C libraries keep their defaults.
public enum HeapGrowth {
    /// Applies the settings; call it before the first thread starts.
    public static func reserveInLargeSteps() {
        #if canImport(Glibc)
        // `malloc.h` is not part of the Glibc module, so `mallopt` is looked up by name; its
        // parameters' values are glibc's `M_TOP_PAD` and `M_TRIM_THRESHOLD`.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let topPad: Int32 = -2, trimThreshold: Int32 = -1
        _ = mallopt(topPad, 64 << 20)
        _ = mallopt(trimThreshold, 256 << 20)
        #endif
    }
}
