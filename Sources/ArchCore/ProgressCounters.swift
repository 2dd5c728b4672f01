import Foundation

/// How far a run has got, counted by the stages as they work and read by whoever shows it
/// (the command line's progress line). Counting takes a lock, once per file scanned and once
/// per child process, so it is only made when someone shows it.
public final class ProgressCounters: @unchecked Sendable {
    public struct Snapshot: Sendable, Equatable {
        public var filesScanned = 0
        /// Manifests SwiftPM is evaluating now, and those it has finished.
        public var manifestsEvaluating = 0
        public var manifestsEvaluated = 0

        public init(filesScanned: Int = 0, manifestsEvaluating: Int = 0, manifestsEvaluated: Int = 0) {
            self.filesScanned = filesScanned
            self.manifestsEvaluating = manifestsEvaluating
            self.manifestsEvaluated = manifestsEvaluated
        }
    }

    private let lock = NSLock()
    private var counts = Snapshot()

    public init() {}

    public var snapshot: Snapshot {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }

    public func fileScanned() {
        lock.lock()
        counts.filesScanned += 1
        lock.unlock()
    }

    public func manifestEvaluationStarted() {
        lock.lock()
        counts.manifestsEvaluating += 1
        lock.unlock()
    }

    public func manifestEvaluationFinished() {
        lock.lock()
        counts.manifestsEvaluating -= 1
        counts.manifestsEvaluated += 1
        lock.unlock()
    }
}

/// A process runner that counts the manifests SwiftPM evaluates (`swift package dump-package`)
/// while they run, around another runner that runs them.
public struct CountingProcessRunner: ProcessRunning {
    public let base: any ProcessRunning
    public let progress: ProgressCounters

    public init(base: any ProcessRunning, progress: ProgressCounters) {
        self.base = base
        self.progress = progress
    }

    public func run(_ request: ProcessRequest) throws -> ProcessResult {
        guard request.arguments.contains("dump-package") else { return try base.run(request) }
        progress.manifestEvaluationStarted()
        defer { progress.manifestEvaluationFinished() }
        return try base.run(request)
    }
}
