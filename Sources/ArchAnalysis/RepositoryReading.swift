import ArchCore
import ArchDiscovery
import ArchManifest
import ArchSyntax
import Dispatch
import Foundation

/// The repository's files as the reading stage leaves them: what discovery found, each
/// manifest read and each source scanned.
struct RepositoryReading {
    var discovered: DiscoveredFiles
    /// In the order of `discovered.manifests`.
    var manifests: [ManifestOutcome]
    /// In the order of `discovered.sources`.
    var sources: [ScannedSource]

    /// Walks the repository on this thread while readers on the other cores read and scan each
    /// file as soon as the walk finds it: the walk is serial, and waiting for it left the
    /// other cores idle. Each file is read on its own, so the results, put back in path order,
    /// do not depend on which reader took which file or when.
    static func read(discovery: FileDiscovery, readManifest: @escaping @Sendable (String) -> ManifestOutcome,
                     scan: @escaping @Sendable (String) -> ScannedSource) throws(DiscoveryError) -> RepositoryReading {
        let found = FoundFiles()
        let readers = (0..<max(ProcessInfo.processInfo.activeProcessorCount, 1)).map { _ in ReaderResults() }
        let group = DispatchGroup()
        for results in readers {
            DispatchQueue.global(qos: .userInitiated).async(group: group) {
                while let file = found.take() {
                    if file.isManifest {
                        results.manifests.append((file.index, readManifest(file.path)))
                    } else {
                        results.sources.append((file.index, scan(file.path)))
                    }
                }
            }
        }
        let discovered: DiscoveredFiles
        do {
            discovered = try discovery.discover { path, isManifest in found.add(path, isManifest: isManifest) }
        } catch {
            found.finish()
            group.wait()
            throw error
        }
        found.finish()
        group.wait()

        // Back in the order found, moving each result rather than copying it, then in path order.
        let files = found.all
        let count = files.count
        var manifestSlots = [ManifestOutcome?](repeating: nil, count: count)
        var sourceSlots = [ScannedSource?](repeating: nil, count: count)
        for results in readers {
            while let (index, outcome) = results.manifests.popLast() { manifestSlots[index] = outcome }
            while let (index, source) = results.sources.popLast() { sourceSlots[index] = source }
        }
        let manifestOrder = files.indices.filter { files[$0].isManifest }.sorted { files[$0].path < files[$1].path }
        let sourceOrder = files.indices.filter { !files[$0].isManifest }.sorted { files[$0].path < files[$1].path }
        return RepositoryReading(discovered: discovered,
                                 manifests: manifestOrder.map { manifestSlots[$0].take()! },
                                 sources: sourceOrder.map { sourceSlots[$0].take()! })
    }
}

/// The files the walk has found so far, handed out one at a time to the readers.
private final class FoundFiles: @unchecked Sendable {
    private let condition = NSCondition()
    private var files: [(path: String, isManifest: Bool)] = []
    private var taken = 0
    private var finished = false

    func add(_ path: String, isManifest: Bool) {
        condition.lock()
        files.append((path, isManifest))
        condition.signal()
        condition.unlock()
    }

    /// No more files will come: readers waiting for one stop.
    func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next file not yet taken, with its position in the order found; nil once the walk
    /// has finished and every file is taken.
    func take() -> (index: Int, path: String, isManifest: Bool)? {
        condition.lock()
        defer { condition.unlock() }
        while taken == files.count, !finished { condition.wait() }
        guard taken < files.count else { return nil }
        let index = taken
        taken += 1
        return (index, files[index].path, files[index].isManifest)
    }

    /// Every file found, in the order found.
    var all: [(path: String, isManifest: Bool)] {
        condition.lock()
        defer { condition.unlock() }
        return files
    }
}

/// What one reader read, by position in the order found. Only that reader writes it, and it
/// is read only after the reader has stopped (`DispatchGroup.wait`).
private final class ReaderResults: @unchecked Sendable {
    var manifests: [(Int, ManifestOutcome)] = []
    var sources: [(Int, ScannedSource)] = []
}
