#if canImport(Glibc)
import Glibc
#endif

/// How far the C allocator grows its heaps at a time, set by the executable.
///
/// With glibc's defaults, each worker thread's heap is made writable a few pages at a time, one
/// `mprotect` per step, and each one takes the address-space lock that the other threads' page
/// faults wait for. Growing heaps 16 MiB at a time makes those calls rare; pages are still only
/// used when touched. The pad also sets how much free memory a heap keeps before giving it
/// back, so a larger one would raise the peak memory of large runs.
///
/// Other C libraries keep their defaults.
public enum HeapGrowth {
    /// Applies the setting; call it before the first thread starts.
    public static func reserveInLargeSteps() {
        #if canImport(Glibc)
        // `malloc.h` is not part of the Glibc module, so `mallopt` is looked up by name; -2 is
        // glibc's `M_TOP_PAD`.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let topPad: Int32 = -2
        _ = mallopt(topPad, 16 << 20)
        #endif
    }
}
