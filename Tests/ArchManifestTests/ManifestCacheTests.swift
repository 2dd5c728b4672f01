import ArchCore
import ArchManifest
import ArchTestSupport
import Dispatch
import Foundation
import Testing

/// SwiftPM's answers are kept on disk by content, so that the same manifest is evaluated once.
@Suite(.requires(.swift))
struct ManifestCacheTests {
    static let manifest = """
    // swift-tools-version: 5.9
    import PackageDescription
    let names = ["Core", "Feature"]
    let package = Package(name: "Cached", targets: names.map { .target(name: $0) })
    """

    private static func dumpRuns(_ runner: CountingProcessRunner) -> Int {
        runner.invocations.filter { $0.contains("dump-package") }.count
    }

    private static func versionRuns(_ runner: CountingProcessRunner) -> Int {
        runner.invocations.filter { $0.contains("--version") }.count
    }

    @Test func aSecondReadIsServedFromTheCacheWithoutStartingAnyProcess() throws {
        let scratch = try TemporaryDirectory()
        let cache = scratch.url.appendingPathComponent("cache")
        let package = try PackageOnDisk(Self.manifest, targets: ["Core", "Feature"], in: scratch)
        let input = try package.input

        let counting = CountingProcessRunner()
        let first = try #require(SwiftPMManifestReader(cacheDirectory: cache, processRunner: counting).read(input).manifest)
        #expect(first.evaluation == .swiftPM)
        #expect(first.targets.map(\.name) == ["Core", "Feature"])
        #expect(Self.dumpRuns(counting) == 1)
        #expect(Self.versionRuns(counting) == 1)

        // A new reader, as in the next run of archkit, whose every process would fail.
        let second = SwiftPMManifestReader(cacheDirectory: cache, processRunner: RefusingProcessRunner()).read(input)
        var cached = try #require(second.manifest, "\(second.diagnostics)")
        #expect(cached.evaluation == .swiftPMCached)
        cached.evaluation = .swiftPM
        #expect(cached == first)
        // The package folder holds nothing new: the cache lives where the caller said.
        #expect(SwiftPMReaderTests.listing(of: scratch.url.appendingPathComponent("Package")).contains { $0.contains(".build") } == false)
    }

    /// `archkit diff` unpacks each revision into a fresh folder, and a copy of a repository
    /// lives elsewhere: the answer for the same manifest serves them all, with its paths in
    /// the folder being read.
    @Test func anIdenticalManifestElsewhereIsServedFromTheCacheWithItsOwnPaths() throws {
        let scratch = try TemporaryDirectory()
        let base = scratch.url.resolvingSymlinksInPath()
        let cache = base.appendingPathComponent("cache")
        let manifest = """
        // swift-tools-version: 5.9
        import PackageDescription
        let names = ["Core"]
        let package = Package(
            name: "Moved",
            dependencies: [
                .package(path: "../Shared"),
                .package(path: ".."),
                .package(path: "/opt/archkit-absolute/Fixed"),
                .package(url: "../Repo", branch: "main"),
            ],
            targets: names.map { .target(name: $0) }
        )
        """
        func input(_ folder: String) throws -> ManifestInput {
            let url = base.appendingPathComponent("\(folder)/Package.swift")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(manifest.utf8).write(to: url)
            return ManifestInput(fileURL: url, relativePath: "Package.swift", contents: Array(manifest.utf8))
        }
        let inA = try input("A/first/Pkg")
        let inB = try input("B/second/deeper/Pkg")

        let counting = CountingProcessRunner()
        let first = try #require(SwiftPMManifestReader(cacheDirectory: cache, processRunner: counting).read(inA).manifest)
        #expect(first.evaluation == .swiftPM)
        #expect(Self.dumpRuns(counting) == 1)

        let later = CountingProcessRunner()
        let moved = SwiftPMManifestReader(cacheDirectory: cache, processRunner: later).read(inB)
        let cached = try #require(moved.manifest, "\(moved.diagnostics)")
        #expect(later.invocations.isEmpty, "\(later.invocations)")
        #expect(cached.evaluation == .swiftPMCached)
        let folderB = base.appendingPathComponent("B/second/deeper").path
        #expect(cached.dependencies.map(\.kind) == [
            .fileSystem(path: folderB + "/Shared"), .fileSystem(path: folderB),
            .fileSystem(path: "/opt/archkit-absolute/Fixed"), .sourceControl(url: folderB + "/Repo"),
        ])
        #expect(cached.dependencies.map(\.identity) == ["shared", "deeper", "fixed", "repo"])

        // SwiftPM itself, asked in B, says the same.
        var evaluated = try #require(SwiftPMManifestReader(cacheDirectory: nil).read(inB).manifest)
        evaluated.evaluation = .swiftPMCached
        #expect(cached == evaluated)
    }

    @Test func aChangedManifestIsEvaluatedAgain() throws {
        let scratch = try TemporaryDirectory()
        let cache = scratch.url.appendingPathComponent("cache")
        let package = try PackageOnDisk(Self.manifest, targets: ["Core", "Feature", "Extra"], in: scratch)
        let counting = CountingProcessRunner()
        let reader = SwiftPMManifestReader(cacheDirectory: cache, processRunner: counting)
        _ = reader.read(try package.input)

        try scratch.write("Package/Package.swift", Self.manifest.replacingOccurrences(of: "\"Feature\"]", with: "\"Feature\", \"Extra\"]"))
        let changed = try #require(reader.read(try package.input).manifest)
        #expect(changed.evaluation == .swiftPM)
        #expect(changed.targets.map(\.name) == ["Core", "Feature", "Extra"])
        #expect(Self.dumpRuns(counting) == 2)
        // One reader asks for the toolchain version once, however many manifests it reads.
        #expect(Self.versionRuns(counting) == 1)
    }

    @Test func aCorruptCacheEntryIsIgnoredAndRewritten() throws {
        let scratch = try TemporaryDirectory()
        let cache = scratch.url.appendingPathComponent("cache")
        let package = try PackageOnDisk(Self.manifest, targets: ["Core", "Feature"], in: scratch)
        let input = try package.input
        _ = SwiftPMManifestReader(cacheDirectory: cache).read(input)

        let entries = try FileManager.default.contentsOfDirectory(at: cache.appendingPathComponent("manifests"), includingPropertiesForKeys: nil)
        #expect(entries.count == 1)
        for entry in entries { try Data("{\"name\": 42, truncated".utf8).write(to: entry) }

        let counting = CountingProcessRunner()
        let repaired = try #require(SwiftPMManifestReader(cacheDirectory: cache, processRunner: counting).read(input).manifest)
        #expect(repaired.evaluation == .swiftPM)
        #expect(repaired.targets.map(\.name) == ["Core", "Feature"])
        #expect(Self.dumpRuns(counting) == 1)
        // The toolchain version came from the cache: only SwiftPM itself ran.
        #expect(Self.versionRuns(counting) == 0)

        let afterRepair = SwiftPMManifestReader(cacheDirectory: cache, processRunner: RefusingProcessRunner()).read(input)
        #expect(afterRepair.manifest?.evaluation == .swiftPMCached)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("manifests").path)
        #expect(leftovers.count == 1, "temporary files are renamed into place: \(leftovers)")
    }

    @Test func manifestsAreReadConcurrentlyWithOneToolchainLookup() throws {
        let scratch = try TemporaryDirectory()
        let count = 4
        var inputs: [ManifestInput] = []
        for index in 0..<count {
            let text = "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"P\(index)\", targets: [\"T\(index)\"].map { .target(name: $0) })\n"
            inputs.append(try PackageOnDisk(text, targets: ["T\(index)"], in: scratch, folder: "P\(index)").input)
        }
        let counting = CountingProcessRunner()
        let reader = ManifestReaderFactory(cacheDirectory: scratch.url.appendingPathComponent("cache"), processRunner: counting)
            .makeReader(for: .automatic)
        let names = ConcurrentResults(count: count)
        let inputsToRead = inputs
        DispatchQueue.concurrentPerform(iterations: count) { index in
            names.set(index, reader.read(inputsToRead[index]).manifest?.targets.map(\.name) ?? [])
        }
        #expect(names.values == (0..<count).map { ["T\($0)"] })
        #expect(Self.dumpRuns(counting) == count)
        #expect(Self.versionRuns(counting) == 1)
    }
}

private final class ConcurrentResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [[String]]

    init(count: Int) { results = Array(repeating: [], count: count) }

    func set(_ index: Int, _ value: [String]) { lock.withLock { results[index] = value } }

    var values: [[String]] { lock.withLock { results } }
}

/// SwiftPM may read `Package@swift-6.0.swift` instead of `Package.swift`.
@Suite(.requires(.swift))
struct VersionSpecificManifestTests {
    static func manifest(target: String, toolsVersion: String = "5.9") -> String {
        "// swift-tools-version: \(toolsVersion)\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"\(target)\")])\n"
    }

    @Test func aVersionSpecificSiblingIsLeftToSwiftPMAndPartOfTheCacheKey() throws {
        let scratch = try TemporaryDirectory()
        let package = try PackageOnDisk(Self.manifest(target: "A"), targets: ["A", "B", "C"], in: scratch)
        // SwiftPM prefers the sibling only when it declares a newer tools version.
        try scratch.write("Package/Package@swift-6.0.swift", Self.manifest(target: "B", toolsVersion: "6.0"))
        let input = try package.input

        let refusal = StaticManifestReader().read(input).diagnostics
        #expect(refusal.map(\.ruleID) == ["manifest-unreadable"])
        #expect(refusal.first?.message.hasPrefix("Package.swift has a version-specific sibling, Package@swift-6.0.swift,") == true)

        let reader = ManifestReaderFactory(cacheDirectory: scratch.url.appendingPathComponent("cache")).makeReader(for: .automatic)
        #expect(reader.read(input).manifest?.targets.map(\.name) == ["B"])
        try scratch.write("Package/Package@swift-6.0.swift", Self.manifest(target: "C", toolsVersion: "6.0"))
        let changed = reader.read(input).manifest
        #expect(changed?.targets.map(\.name) == ["C"])
        #expect(changed?.evaluation == .swiftPM)
    }
}
