import ArchCore
import Foundation
import Testing

/// `Parallel` keeps results in input order whatever the scheduling; `both` runs its two pieces
/// of work at the same time and hands back both results.
@Suite struct ParallelTests {
    @Test func mapsKeepInputOrderForEveryChunkSize() {
        let count = 1_000
        let expected = (0..<count).map { $0 &* 2_654_435_761 % 1_000_003 }
        for chunk in [1, 7, 256, 999, 1_000, 5_000] {
            #expect(Parallel.map(count, chunk: chunk) { $0 &* 2_654_435_761 % 1_000_003 } == expected, "chunk \(chunk)")
            let withScratch = Parallel.map(count, chunk: chunk, start: { 0 }) { calls, index in
                calls += 1
                return index &* 2_654_435_761 % 1_000_003
            }
            #expect(withScratch == expected, "chunk \(chunk) with scratch")
        }
        #expect(Parallel.map(count) { $0 &* 2_654_435_761 % 1_000_003 } == expected)
    }

    /// `update` changes every element exactly once, in place: the array keeps its storage.
    @Test func updateChangesEachElementOnceInPlace() {
        for (count, chunk) in [(0, 4), (1, 4), (3, 4), (1_000, 1), (1_000, 7), (1_000, 256), (1_000, 5_000)] {
            var values = Array(0..<count)
            let storage = values.withUnsafeBufferPointer { $0.baseAddress }
            Parallel.update(&values, chunk: chunk, start: { 0 }) { calls, value in
                calls += 1
                value = value &* 3 &+ 1
            }
            #expect(values == (0..<count).map { $0 &* 3 &+ 1 }, "\(count) in chunks of \(chunk)")
            #expect(values.withUnsafeBufferPointer { $0.baseAddress } == storage, "\(count) in chunks of \(chunk)")
        }
    }

    @Test func bothReturnsEachResultAndLetsTheCallerMutateItsState() {
        var log: [Int] = []
        let (sum, count) = Parallel.both({ (1...10_000).reduce(0, +) }, alongside: { () -> Int in
            for value in 0..<100 { log.append(value) }
            return log.count
        })
        #expect(sum == 50_005_000)
        #expect(count == 100)
        #expect(log == Array(0..<100))
    }

    /// Each side waits until the other has started: run one after the other, the first side
    /// would wait in vain for 30 seconds and report it.
    @Test(.timeLimit(.minutes(1))) func bothRunsTheTwoSidesAtTheSameTime() {
        let elsewhereStarted = DispatchSemaphore(value: 0)
        let hereStarted = DispatchSemaphore(value: 0)
        let (elsewhere, here) = Parallel.both({ () -> Bool in
            elsewhereStarted.signal()
            return hereStarted.wait(timeout: .now() + 30) == .success
        }, alongside: { () -> Bool in
            hereStarted.signal()
            return elsewhereStarted.wait(timeout: .now() + 30) == .success
        })
        #expect(elsewhere)
        #expect(here)
    }
}
