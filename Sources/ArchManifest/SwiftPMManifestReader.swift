import ArchCore
import Foundation

/// Reads a manifest by asking SwiftPM: `swift package --package-path DIR dump-package`, which
/// evaluates any manifest SwiftPM can, and writes nothing into the package folder.
///
/// Answers are cached on disk, keyed by the SHA-256 of the toolchain version, the package
/// folder (file-system dependencies come back as absolute paths) and the manifest bytes
/// (with those of any `Package@swift-*.swift` beside it), so
/// the same manifest is never evaluated twice. SwiftPM's own manifest cache is left on, so
/// that evaluating after a cache miss is fast too. Failures are not cached: they are usually
/// being fixed.
public struct SwiftPMManifestReader: ManifestReading {
    private let toolchain: ToolchainIdentity
    private let cache: ManifestCache?
    private let processRunner: any ProcessRunning

    /// - Parameters:
    ///   - swiftExecutable: an absolute path, or a name looked up on `PATH`.
    ///   - cacheDirectory: where answers are kept between runs; nil keeps none.
    public init(swiftExecutable: String = "swift", cacheDirectory: URL?, processRunner: any ProcessRunning = SystemProcessRunner()) {
        self.init(toolchain: ToolchainIdentity(swiftExecutable: swiftExecutable, cacheDirectory: cacheDirectory, processRunner: processRunner),
                  cacheDirectory: cacheDirectory, processRunner: processRunner)
    }

    init(toolchain: ToolchainIdentity, cacheDirectory: URL?, processRunner: any ProcessRunning) {
        self.toolchain = toolchain
        self.cache = cacheDirectory.map(ManifestCache.init)
        self.processRunner = processRunner
    }

    public func read(_ manifest: ManifestInput) -> ManifestOutcome {
        let toolchain: ToolchainIdentity.Toolchain
        switch self.toolchain.current() {
        case .success(let found): toolchain = found
        case .failure(let error): return .failure([SwiftPMDiagnostics.error(error.message, at: manifest.location(line: 1, column: 1))])
        }
        let key = Self.cacheKey(manifest, toolchainVersion: toolchain.version)
        if let cached = cache?.load("manifests", key),
           let decoded = try? DumpPackageDecoder.decode(cached, manifestPath: manifest.relativePath, evaluation: .swiftPMCached) {
            return .manifest(ManifestLineFinder(manifest).locate(decoded))
        }
        let result: ProcessResult
        do {
            result = try processRunner.run(toolchain.executable, arguments: ["package", "--package-path", manifest.packageDirectory, "dump-package"])
        } catch {
            return .failure([SwiftPMDiagnostics.error("cannot run `\(toolchain.executable) package dump-package`: \(error)",
                                                      at: manifest.location(line: 1, column: 1))])
        }
        guard result.status == 0 else {
            let standardError = String(decoding: result.standardError, as: UTF8.self)
            return .failure(SwiftPMDiagnostics.diagnostics(standardError: standardError, status: result.status, input: manifest))
        }
        do {
            let decoded = try DumpPackageDecoder.decode(result.standardOutput, manifestPath: manifest.relativePath, evaluation: .swiftPM)
            cache?.store("manifests", key, result.standardOutput)
            return .manifest(ManifestLineFinder(manifest).locate(decoded))
        } catch {
            return .failure([SwiftPMDiagnostics.error("cannot read the output of `swift package dump-package`: \(error)",
                                                      at: manifest.location(line: 1, column: 1))])
        }
    }

    static func cacheKey(_ manifest: ManifestInput, toolchainVersion: String) -> String {
        var hasher = SHA256()
        hasher.update("archkit dump-package 1\n\(toolchainVersion)\n\(manifest.packageDirectory)\n")
        hasher.update(manifest.contents)
        // SwiftPM may read a version-specific manifest instead: its content is part of the answer.
        for name in VersionSpecificManifests.names(in: manifest.packageDirectory) {
            let contents = FileManager.default.contents(atPath: "\(manifest.packageDirectory)/\(name)") ?? Data()
            hasher.update("\n\(name) \(contents.count)\n")
            hasher.update(contents)
        }
        return hasher.finalizeHex() + ".json"
    }
}
