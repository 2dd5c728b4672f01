import ArchCore
import Foundation

/// The line on a terminal's standard error that says how far a long run has got: the files
/// scanned, and the manifests SwiftPM is evaluating. It appears only after `delay`, so a quick
/// run shows nothing, is redrawn in place every `interval`, and is erased before the command
/// prints anything, so that it never mixes with the output.
final class ProgressLine: @unchecked Sendable {
    private let counters: ProgressCounters
    private let delay: Double
    private let interval: Double
    private let write: @Sendable (String) -> Void
    private let stopRequested = DispatchSemaphore(value: 0)
    private let stopped = DispatchSemaphore(value: 0)

    init(counters: ProgressCounters, delay: Double = 1, interval: Double = 0.1,
         write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) {
        self.counters = counters
        self.delay = delay
        self.interval = interval
        self.write = write
    }

    func start() {
        Thread.detachNewThread { [self] in
            defer { stopped.signal() }
            guard stopRequested.wait(timeout: .now() + delay) == .timedOut else { return }
            var shown = ""
            repeat {
                let text = Self.text(counters.snapshot)
                if text != shown { write("\r\u{1B}[K" + text) }
                shown = text
            } while stopRequested.wait(timeout: .now() + interval) == .timedOut
            write("\r\u{1B}[K")
        }
    }

    /// Stops drawing and erases the line; returns once it is erased.
    func stop() {
        stopRequested.signal()
        stopped.wait()
    }

    /// `archkit: 12,345 files scanned; SwiftPM evaluating 2 manifests, 5 done`, short enough
    /// for a narrow terminal, where a wrapped line could not be redrawn in place.
    static func text(_ snapshot: ProgressCounters.Snapshot) -> String {
        var text = "archkit: \(grouped(snapshot.filesScanned)) file\(snapshot.filesScanned == 1 ? "" : "s") scanned"
        if snapshot.manifestsEvaluating > 0 || snapshot.manifestsEvaluated > 0 {
            let evaluating = snapshot.manifestsEvaluating
            text += "; SwiftPM evaluating \(evaluating) manifest\(evaluating == 1 ? "" : "s"), \(snapshot.manifestsEvaluated) done"
        }
        return text
    }

    private static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }
}
