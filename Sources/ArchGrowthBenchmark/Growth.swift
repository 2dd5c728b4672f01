import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a cost grows with its input, measured without absolute times: the same work is timed at
/// two sizes in one run, and only their ratio is judged. A linear stage grows about as much as
/// its input; a quadratic one grows with the square, which a generous bound still tells apart.
///
/// Timing belongs here, in the growth benchmark, never in a unit test: a test that can count
/// operations (steps, bytes examined, states walked) counts them instead.
struct Growth: CustomStringConvertible, Sendable {
    /// The two input sizes.
    var smallSize: Int
    var largeSize: Int
    /// The best of several timings at each size, in seconds of the measuring thread's CPU time.
    var smallSeconds: Double
    var largeSeconds: Double

    /// How many times longer the large input took.
    var ratio: Double { largeSeconds / max(smallSeconds, 1e-9) }
    /// How many times larger the large input was.
    var sizeFactor: Double { Double(largeSize) / Double(smallSize) }

    /// True when the time grew at most `slack` times faster than the input. With the default
    /// factor of 8, linear work gives a ratio near 8 and quadratic work near 64; a slack of 3
    /// tolerates a noisy machine and `n log n` without letting quadratic growth through.
    func isRoughlyLinear(slack: Double = 3) -> Bool { ratio <= sizeFactor * slack }

    var description: String {
        let small = String(format: "%.4f", smallSeconds), large = String(format: "%.4f", largeSeconds)
        return "size \(smallSize) took \(small) s, size \(largeSize) took \(large) s: \(String(format: "%.1f", ratio))× for \(String(format: "%.0f", sizeFactor))× the input"
    }

    /// Times `work` on inputs made by `make` at `size` and at `factor` times `size`.
    ///
    /// The time is the CPU time of the calling thread, not the wall clock: the test suite runs
    /// tests side by side on few cores, and time spent waiting for a core must not count. The
    /// work must therefore run on the calling thread.
    ///
    /// The small size is first doubled until one run takes a few milliseconds, so that timer
    /// resolution and scheduling noise do not decide the ratio. Inputs are made outside the
    /// timing, and each size is timed `repeats` times, keeping the best.
    static func measure<Input>(
        startingAt size: Int, factor: Int = 8, repeats: Int = 3, maximumSize: Int = 1 << 22,
        make: (Int) -> Input, work: (Input) -> Void
    ) -> Growth {
        var small = max(1, size)
        var smallSeconds = best(of: repeats, make(small), work)
        while smallSeconds < 0.004, small * 2 * factor <= maximumSize {
            small *= 2
            smallSeconds = best(of: repeats, make(small), work)
        }
        let large = small * factor
        let largeSeconds = best(of: repeats, make(large), work)
        return Growth(smallSize: small, largeSize: large, smallSeconds: smallSeconds, largeSeconds: largeSeconds)
    }

    private static func best<Input>(of repeats: Int, _ input: Input, _ work: (Input) -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<max(1, repeats) {
            let start = threadCPUSeconds()
            work(input)
            best = min(best, threadCPUSeconds() - start)
        }
        return best
    }

    private static func threadCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
