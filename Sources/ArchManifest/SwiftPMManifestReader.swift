import ArchCore
import Foundation

/// Reads a manifest by asking SwiftPM: `swift package --package-path DIR dump-package`, which
/// evaluates any manifest SwiftPM can, and writes nothing into the package folder.
///
/// Answers are cached on disk, keyed by the SHA-256 of the cache format, the toolchain version
/// and the manifest bytes (with those of any `Package@swift-*.swift` beside it), so the same
/// manifest is never evaluated twice, wherever its folder is. The entry holds the lines located
/// for the answer too (`SwiftPMCacheEntry`): a warm run does no line finding. SwiftPM's answer holds the package folder, in
/// file-system dependency paths and the like: it is stored with the folder taken out and gets
/// the folder being read on load (`PackageFolderAbstraction`). SwiftPM's own manifest cache is
/// left on, so that evaluating after a cache miss is fast too. Failures are not cached: they
/// are usually being fixed.
///
/// A manifest that reads its surroundings (the environment, other files) can therefore be
/// answered from the cache of an identical manifest elsewhere.
///
/// Each evaluation has a time limit, after which SwiftPM and the manifest program it runs are
/// stopped, and a temporary folder of its own as `TMPDIR`, removed afterwards: SwiftPM leaves
/// lock files (`_tmp_<path>_.build.lock`, `_<home>_.swiftpm.lock`, …) and `TemporaryDirectory.*`
/// folders there, and a lock left in the shared folder by another user fails the manifest.
public struct SwiftPMManifestReader: ManifestReading {
    private let toolchain: ToolchainIdentity
    private let cache: ManifestCache?
    private let processRunner: any ProcessRunning
    private let timeout: Duration

    /// - Parameters:
    ///   - swiftExecutable: an absolute path, or a name looked up on `PATH`.
    ///   - cacheDirectory: where answers are kept between runs; nil keeps none.
    ///   - timeout: how long SwiftPM may take over one manifest.
    public init(swiftExecutable: String = "swift", cacheDirectory: URL?, processRunner: any ProcessRunning = SystemProcessRunner(),
                timeout: Duration = ManifestReaderFactory.defaultTimeout) {
        self.init(toolchain: ToolchainIdentity(swiftExecutable: swiftExecutable, cacheDirectory: cacheDirectory,
                                               processRunner: processRunner, timeout: timeout),
                  cacheDirectory: cacheDirectory, processRunner: processRunner, timeout: timeout)
    }

    init(toolchain: ToolchainIdentity, cacheDirectory: URL?, processRunner: any ProcessRunning, timeout: Duration) {
        self.toolchain = toolchain
        self.cache = cacheDirectory.map(ManifestCache.init)
        self.processRunner = processRunner
        self.timeout = timeout
    }

    public func read(_ manifest: ManifestInput) -> ManifestOutcome {
        let toolchain: ToolchainIdentity.Toolchain
        switch self.toolchain.current() {
        case .success(let found): toolchain = found
        case .failure(let error): return .failure([SwiftPMDiagnostics.error(error.message, at: manifest.location(line: 1, column: 1))])
        }
        let siblings = VersionSpecificManifests.contents(in: manifest.packageDirectory)
        let key = Self.cacheKey(manifest, siblings: siblings, toolchainVersion: toolchain.version)
        if let cached = cache?.load("manifests", key).flatMap(cachedManifest(manifest)) {
            return .manifest(cached)
        }
        let result: ProcessResult
        do {
            result = try processRunner.run(ProcessRequest(
                toolchain.executable, arguments: ["package", "--package-path", manifest.packageDirectory, "dump-package"],
                timeout: timeout, isolatesTemporaryFolder: true, endsWithArchkit: true))
        } catch {
            return .failure([SwiftPMDiagnostics.error("cannot run `\(toolchain.executable) package dump-package`: \(error)",
                                                      at: manifest.location(line: 1, column: 1))])
        }
        if result.timedOut {
            return .failure([SwiftPMDiagnostics.timedOut(after: timeout, input: manifest)])
        }
        guard result.status == 0 else {
            let standardError = String(decoding: result.standardError, as: UTF8.self)
            return .failure(SwiftPMDiagnostics.diagnostics(standardError: standardError, status: result.status, input: manifest))
        }
        do {
            let decoded = try DumpPackageDecoder.decode(result.standardOutput, manifestPath: manifest.relativePath, evaluation: .swiftPM)
            let located = ManifestLineFinder(manifest).locate(decoded)
            if let cache, let portable = PackageFolderAbstraction.abstract(
                result.standardOutput, packageDirectory: manifest.packageDirectory,
                manifests: [Data(manifest.contents)] + siblings.map(\.contents)) {
                cache.store("manifests", key, SwiftPMCacheEntry(portableAnswer: portable, located: located).data)
            }
            return .manifest(located)
        } catch {
            return .failure([SwiftPMDiagnostics.error("cannot read the output of `swift package dump-package`: \(error)",
                                                      at: manifest.location(line: 1, column: 1))])
        }
    }

    /// What SwiftPM declares for the manifest, to compare with another revision's; from the
    /// cache when an answer is there, else by running `dump-package` (and caching the answer);
    /// nil when SwiftPM cannot read it.
    public func declarations(of manifest: ManifestInput) -> ManifestDeclarations? {
        guard case .success(let found) = toolchain.current() else { return nil }
        let siblings = VersionSpecificManifests.contents(in: manifest.packageDirectory)
        let key = Self.cacheKey(manifest, siblings: siblings, toolchainVersion: found.version)
        if let entry = cache?.load("manifests", key).flatMap(SwiftPMCacheEntry.init) {
            return ManifestDeclarations(portableAnswer: entry.portableAnswer)
        }
        guard case .manifest = read(manifest) else { return nil }
        if let entry = cache?.load("manifests", key).flatMap(SwiftPMCacheEntry.init) {
            return ManifestDeclarations(portableAnswer: entry.portableAnswer)
        }
        // No cache to keep the answer in: ask again, for the answer itself.
        guard let result = try? processRunner.run(ProcessRequest(
            found.executable, arguments: ["package", "--package-path", manifest.packageDirectory, "dump-package"],
            timeout: timeout, isolatesTemporaryFolder: true, endsWithArchkit: true)), !result.timedOut, result.status == 0,
            let portable = PackageFolderAbstraction.abstract(result.standardOutput, packageDirectory: manifest.packageDirectory,
                                                             manifests: [Data(manifest.contents)] + siblings.map(\.contents)) else { return nil }
        return ManifestDeclarations(portableAnswer: portable)
    }

    /// The manifest a cache entry holds, with its located lines; nil for an entry that is
    /// corrupt, cut short or of another format, which is then read again and replaced.
    private func cachedManifest(_ manifest: ManifestInput) -> (Data) -> PackageManifest? {
        { data in
            guard let entry = SwiftPMCacheEntry(data),
                  var answer = (try? JSONSerialization.jsonObject(with: entry.portableAnswer)) as? PackageFolderAbstraction.Object
            else { return nil }
            PackageFolderAbstraction.reroot(&answer, packageDirectory: manifest.packageDirectory)
            guard let decoded = try? DumpPackageDecoder.decode(answer, manifestPath: manifest.relativePath, evaluation: .swiftPMCached)
            else { return nil }
            return entry.locate(decoded, in: manifest)
        }
    }

    static func cacheKey(_ manifest: ManifestInput, siblings: [(name: String, contents: Data)], toolchainVersion: String) -> String {
        var hasher = SHA256()
        // The folder is no part of the key: the answer is stored without it.
        hasher.update("archkit dump-package \(SwiftPMCacheEntry.format)\n\(toolchainVersion)\n")
        hasher.update(manifest.contents)
        // SwiftPM may read a version-specific manifest instead: its content is part of the answer.
        for sibling in siblings {
            hasher.update("\n\(sibling.name) \(sibling.contents.count)\n")
            hasher.update(sibling.contents)
        }
        return hasher.finalizeHex() + ".json"
    }
}
