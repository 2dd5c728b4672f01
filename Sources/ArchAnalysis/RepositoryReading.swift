import ArchCore
import ArchDiscovery
import ArchManifest
import ArchModuleGraph
import ArchRuleCatalogue
import ArchSyntax
import Dispatch
import Foundation

/// The repository's files as the reading stage leaves them: what discovery found, each
/// manifest read and each source scanned, as a file whose owner the graph build finds.
struct RepositoryReading {
    var discovered: DiscoveredFiles
    /// In the order of `discovered.manifests`.
    var manifests: [ManifestOutcome]
    /// In the order of `discovered.sources`; no owner is known yet.
    var sources: [SourceFile]
    /// By position in `sources`: why a file could not be read.
    var readErrors: [Int: String] = [:]
    /// Positions in `sources`, ascending, of the files that could not be read, are not UTF-8 or
    /// nest strings too deeply: the only ones with reading problems to report.
    var sourcesWithProblems: [Int] = []
    /// Positions in `sources`, ascending, of the files with suppression comments.
    var sourcesWithSuppressions: [Int] = []
    /// For each of the source filters, the positions in `sources`, ascending, of the files it
    /// let through.
    var sourcesPassingFilters: [[Int]] = []

    /// Walks the repository on this thread while readers on the other cores read and scan each
    /// file as soon as the walk finds it: the walk is serial, and waiting for it left the
    /// other cores idle. Each file is read on its own, so the results, put back in path order,
    /// do not depend on which reader took which file or when. `scan` gets its reader's own
    /// `SequentialFileReader`. Each source is put to the rules' `filters` right after its scan,
    /// while its facts are still in the cache.
    static func read(discovery: FileDiscovery, rootPath: String, readManifest: @escaping @Sendable (String) -> ManifestOutcome,
                     scan: @escaping @Sendable (String, SequentialFileReader) -> ScannedSource,
                     filters: SourceFilters = SourceFilters()) throws(DiscoveryError) -> RepositoryReading {
        let found = FoundFiles()
        let readers = (0..<max(ProcessInfo.processInfo.activeProcessorCount, 1)).map { _ in ReaderResults() }
        let group = DispatchGroup()
        for results in readers {
            DispatchQueue.global(qos: .userInitiated).async(group: group) {
                let files = SequentialFileReader(rootPath: rootPath)
                while let file = found.take() {
                    if file.isManifest {
                        results.manifests.append((file.index, readManifest(file.path)))
                    } else {
                        let source = scan(file.path, files)
                        // Asked here, on all cores, so that the analysis visits only these files.
                        var notes = SourceNotes()
                        if source.readError != nil || source.summary.invalidUTF8 != nil || source.summary.nestingTooDeep != nil {
                            notes.insert(.problems)
                        }
                        if !source.summary.suppressions.isEmpty { notes.insert(.suppressions) }
                        results.sources.append((file.index, SourceFile(path: source.path, module: nil, summary: source.summary), notes,
                                                filters.passed(source.summary), source.readError))
                    }
                }
            }
        }
        let discovered: DiscoveredFiles
        let order: ReportOrder
        do {
            (discovered, order) = try discovery.discoverInOrder { path, isManifest in found.add(path, isManifest: isManifest) }
        } catch {
            found.finish()
            group.wait()
            throw error
        }
        found.finish()
        // Where each reported file goes in its sorted list, worked out while the readers finish.
        var destination = [Int](repeating: 0, count: order.manifests.count + order.sources.count)
        for (position, reported) in order.manifests.enumerated() { destination[reported] = position }
        for (position, reported) in order.sources.enumerated() { destination[reported] = position }
        group.wait()

        // Every reported file was read by exactly one reader and is listed exactly once, so each
        // place is filled once; each result is moved there, not copied.
        precondition(found.count == destination.count
            && readers.reduce(0) { $0 + $1.manifests.count } == order.manifests.count
            && readers.reduce(0) { $0 + $1.sources.count } == order.sources.count)
        let manifests = [ManifestOutcome](unsafeUninitializedCapacity: order.manifests.count) { buffer, initialized in
            for results in readers {
                while let (index, outcome) = results.manifests.popLast() { (buffer.baseAddress! + destination[index]).initialize(to: outcome) }
            }
            initialized = order.manifests.count
        }
        var notes = [SourceNotes](repeating: [], count: order.sources.count)
        var passed = [UInt64](repeating: 0, count: order.sources.count)
        var readErrors: [Int: String] = [:]
        let sources = [SourceFile](unsafeUninitializedCapacity: order.sources.count) { buffer, initialized in
            for results in readers {
                while let (index, source, sourceNotes, passedFilters, readError) = results.sources.popLast() {
                    (buffer.baseAddress! + destination[index]).initialize(to: consume source)
                    notes[destination[index]] = sourceNotes
                    passed[destination[index]] = passedFilters
                    if let readError { readErrors[destination[index]] = readError }
                }
            }
            initialized = order.sources.count
        }
        var reading = RepositoryReading(discovered: discovered, manifests: manifests, sources: sources, readErrors: readErrors)
        reading.sourcesWithProblems = notes.indices.filter { notes[$0].contains(.problems) }
        reading.sourcesWithSuppressions = notes.indices.filter { notes[$0].contains(.suppressions) }
        reading.sourcesPassingFilters = filters.ruleIDs.indices.map { bit in
            passed.indices.filter { passed[$0] & (1 << UInt64(bit)) != 0 }
        }
        return reading
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

    /// How many files were found.
    var count: Int {
        condition.lock()
        defer { condition.unlock() }
        return files.count
    }
}

/// What one reader read, by position in the order found. Only that reader writes it, and it
/// is read only after the reader has stopped (`DispatchGroup.wait`).
private final class ReaderResults: @unchecked Sendable {
    var manifests: [(Int, ManifestOutcome)] = []
    /// With the bits of the source filters each file passed, and why it could not be read.
    var sources: [(Int, SourceFile, SourceNotes, UInt64, String?)] = []
}

/// What the analysis looks for in a scanned file besides its facts.
private struct SourceNotes: OptionSet {
    let rawValue: UInt8
    static let problems = SourceNotes(rawValue: 1)
    static let suppressions = SourceNotes(rawValue: 2)
}
