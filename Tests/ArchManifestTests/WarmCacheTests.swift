import ArchCore
import ArchManifest
import ArchTestSupport
import Foundation
import Testing

/// A warm read of a manifest SwiftPM evaluated gives exactly the cold answer, locations
/// included, from the cache entry alone: no `swift` process and no line finding. An entry that
/// is not whole, or of another format, is read again rather than trusted.
@Suite(.requires(.swift))
struct WarmCacheTests {
    /// The static reader refuses the `for` loop and the `#if os(…)`; SwiftPM evaluates both.
    static let manifest = """
    // swift-tools-version: 5.9
    import PackageDescription

    var targets: [Target] = []
    for name in ["Core", "Feature"] {
        targets.append(.target(
            name: name,
            dependencies: name == "Core" ? [] : [
                "Core",
                .product(name: "SharedKit", package: "Shared"),
            ]))
    }
    #if os(Linux) || os(macOS)
    targets.append(.testTarget(name: "FeatureTests", dependencies: ["Feature"]))
    #endif

    let package = Package(
        name: "Warm",
        dependencies: [
            .package(path: "../Shared"),
        ],
        targets: targets
    )
    """

    static let targets = ["Core", "Feature"]

    private struct Fixture {
        let scratch: TemporaryDirectory
        let cache: URL
        let input: ManifestInput

        init() throws {
            scratch = try TemporaryDirectory()
            cache = scratch.url.appendingPathComponent("cache")
            let package = try PackageOnDisk(WarmCacheTests.manifest, targets: WarmCacheTests.targets, in: scratch)
            try scratch.write("Package/Tests/FeatureTests/FeatureTests.swift", "import Feature\n")
            input = try package.input
        }

        /// A fixture whose cache holds what the one shared cold read wrote (its entry and the
        /// toolchain's version), as if its own cold read had: the cache key leaves the folder out.
        static func warm() throws -> (fixture: Fixture, cold: PackageManifest) {
            let shared = try WarmCacheTests.sharedColdRead.get()
            let fixture = try Fixture()
            for (path, contents) in shared {
                let file = fixture.cache.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try contents.write(to: file)
            }
            // What a cold read in this fixture's folder gives: its warm read, which equals it
            // (`aWarmReadEqualsTheColdReadLocationsIncludedWithoutAnyProcess`), as a cold one.
            guard let warm = fixture.read(RefusingProcessRunner()).manifest else { throw ManifestTestFailure() }
            return (fixture, WarmCacheTests.asCold(warm))
        }

        func read(_ runner: any ProcessRunning) -> ManifestOutcome {
            SwiftPMManifestReader(cacheDirectory: cache, processRunner: runner).read(input)
        }

        var entries: [URL] {
            get throws {
                try FileManager.default.contentsOfDirectory(at: cache.appendingPathComponent("manifests"), includingPropertiesForKeys: nil)
            }
        }

        /// The only entry, which the cold read wrote.
        var entry: URL {
            get throws {
                let entries = try entries
                try #require(entries.count == 1, "\(entries)")
                return entries[0]
            }
        }
    }

    /// One cold read with SwiftPM, made once for the tests that start from a written entry;
    /// its fixture's folder is gone when it returns.
    static let sharedColdRead = Result { () throws -> [String: Data] in
        let fixture = try Fixture()
        guard fixture.read(SystemProcessRunner()).manifest != nil else { throw ManifestTestFailure() }
        var files: [String: Data] = [:]
        let root = fixture.cache.standardizedFileURL.path + "/"
        let walk = FileManager.default.enumerator(at: fixture.cache, includingPropertiesForKeys: [.isRegularFileKey])
        while let file = walk?.nextObject() as? URL {
            guard try file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            files[String(file.standardizedFileURL.path.dropFirst(root.count))] = try Data(contentsOf: file)
        }
        return files
    }

    private static func dumpRuns(_ runner: CountingProcessRunner) -> Int {
        runner.invocations.filter { $0.contains("dump-package") }.count
    }

    /// The manifest with its evaluation set as a cold read reports it, for comparing.
    private static func asCold(_ manifest: PackageManifest) -> PackageManifest {
        var manifest = manifest
        manifest.evaluation = .swiftPM
        return manifest
    }

    @Test func theStaticReaderRefusesTheManifest() throws {
        #expect(StaticManifestReader().read(memoryInput(Self.manifest)).manifest == nil)
    }

    @Test func aWarmReadEqualsTheColdReadLocationsIncludedWithoutAnyProcess() throws {
        let fixture = try Fixture()
        let counting = CountingProcessRunner()
        let cold = try #require(fixture.read(counting).manifest)
        #expect(cold.evaluation == .swiftPM)
        #expect(Self.dumpRuns(counting) == 1)
        // The lines were found: not everything sits on line 1.
        #expect(cold.targets.map(\.location.line) == [5, 5, 14])
        #expect(cold.targets[1].dependencies.map(\.location.line) == [5, 10])
        #expect(cold.dependencies.map(\.location.line) == [20])

        let warm = try #require(fixture.read(RefusingProcessRunner()).manifest)
        #expect(warm.evaluation == .swiftPMCached)
        #expect(Self.asCold(warm) == cold)
        #expect(Self.locations(of: warm) == Self.locations(of: cold))
    }

    /// The stored lines are what a warm read reports: proof that it finds none itself.
    @Test func aWarmReadTakesItsLinesFromTheEntry() throws {
        let (fixture, _) = try Fixture.warm()
        let entry = try fixture.entry
        let (locations, answer) = try Self.split(Data(contentsOf: entry))
        let moved = locations.split(separator: " ").map { $0 == "5" ? "3" : String($0) }.joined(separator: " ")
        try Self.entry(locations: moved, answer: answer).write(to: entry)

        let warm = try #require(fixture.read(RefusingProcessRunner()).manifest)
        #expect(warm.targets.map(\.location.line) == [3, 3, 14])
    }

    /// Each damage costs SwiftPM twice; the quick run tries one of each kind (bytes, whole
    /// entries, the checksum), the slow suites all six.
    @Test(arguments: SlowSuites.choose(quick: ["flipped", "locations", "checksum"],
                                       full: ["flipped", "truncated", "empty", "locations", "counts", "checksum"]))
    func aDamagedEntryIsReadAgainAndReplaced(_ damage: String) throws {
        let (fixture, cold) = try Fixture.warm()
        let entry = try fixture.entry
        let original = try Data(contentsOf: entry)
        let (locations, answer) = try Self.split(original)
        let damaged: Data
        switch damage {
        case "flipped":
            var bytes = [UInt8](original)
            bytes[bytes.count / 2] ^= 0x01
            damaged = Data(bytes)
        case "truncated": damaged = original.prefix(original.count - 10)
        case "empty": damaged = Data()
        // Whole entries with a right checksum whose locations do not fit the answer.
        case "locations": damaged = Self.entry(locations: locations + " 4 2", answer: answer)
        case "counts": damaged = Self.entry(locations: locations.replacingOccurrences(of: " 2 ", with: " 3 "), answer: answer)
        default: damaged = Data(String(decoding: original, as: UTF8.self).replacingOccurrences(of: " 3 ", with: " 3 0").utf8)
        }
        try damaged.write(to: entry)

        let counting = CountingProcessRunner()
        let again = try #require(fixture.read(counting).manifest)
        #expect(again == cold)
        #expect(Self.dumpRuns(counting) == 1)
        #expect(try Data(contentsOf: entry) == original)
    }

    /// An entry written by an earlier archkit (SwiftPM's answer alone, or another format
    /// number) holds no lines: it is read again, not trusted.
    @Test(arguments: ["answer only", "format 2"])
    func anEntryOfAnotherFormatIsReadAgain(_ format: String) throws {
        let (fixture, cold) = try Fixture.warm()
        let entry = try fixture.entry
        let original = try Data(contentsOf: entry)
        let (locations, answer) = try Self.split(original)
        let older = format == "answer only" ? answer : Self.entry(locations: locations, answer: answer, format: 2)
        try older.write(to: entry)

        let counting = CountingProcessRunner()
        #expect(try #require(fixture.read(counting).manifest) == cold)
        #expect(Self.dumpRuns(counting) == 1)
        #expect(try Data(contentsOf: entry) == original)
    }

    /// A FIFO at an entry's name would block a plain read forever; it is neither read nor replaced.
    @Test func aFIFOInPlaceOfAnEntryIsLeftAlone() throws {
        let (fixture, cold) = try Fixture.warm()
        let entry = try fixture.entry
        try FileManager.default.removeItem(at: entry)
        _ = try Shell.run(["mkfifo", entry.path])

        let counting = CountingProcessRunner()
        #expect(try #require(fixture.read(counting).manifest) == cold)
        #expect(Self.dumpRuns(counting) == 1)
        let type = try FileManager.default.attributesOfItem(atPath: entry.path)[.type] as? FileAttributeType
        #expect(type != .typeRegular, "the FIFO is still there")
        #expect(try fixture.entries.count == 1, "no temporary file is left behind")
    }

    /// Every location the manifest reports, in order.
    private static func locations(of manifest: PackageManifest) -> [ArchCore.SourceLocation] {
        var all: [ArchCore.SourceLocation] = []
        for target in manifest.targets {
            all.append(target.location)
            all += target.dependencies.map(\.location)
        }
        return all + manifest.dependencies.map(\.location)
    }

    /// The locations line and the answer of an entry.
    private static func split(_ data: Data) throws -> (locations: String, answer: Data) {
        let lines = data.split(separator: 0x0A, maxSplits: 2, omittingEmptySubsequences: false)
        try #require(lines.count == 3)
        try #require(String(decoding: lines[0], as: UTF8.self).hasPrefix("archkit-swiftpm-entry 3 "))
        return (String(decoding: lines[1], as: UTF8.self), Data(lines[2]))
    }

    /// A whole entry, its checksum right, holding `locations` and `answer`.
    private static func entry(locations: String, answer: Data, format: Int = 3) -> Data {
        let body = Array(locations.utf8) + [0x0A] + Array(answer)
        return Data(Array("archkit-swiftpm-entry \(format) \(fnv1a(body))\n".utf8) + body)
    }

    /// FNV-1a, 64 bits, in hexadecimal: written out here so the test does not trust the code it tests.
    private static func fnv1a(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
