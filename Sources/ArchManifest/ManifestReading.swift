import ArchCore
import Foundation

/// A `Package.swift` to read, already loaded by the caller.
public struct ManifestInput: Sendable {
    /// Absolute location of the manifest; its folder is the package folder.
    public var fileURL: URL
    /// Root-relative path, used in every location the reader reports.
    public var relativePath: String
    public var contents: [UInt8]

    public init(fileURL: URL, relativePath: String, contents: [UInt8]) {
        self.fileURL = fileURL
        self.relativePath = relativePath
        self.contents = contents
    }

    /// Absolute path of the package folder.
    public var packageDirectory: String {
        fileURL.deletingLastPathComponent().path
    }

    func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: relativePath, line: line, column: column)
    }
}

/// What reading a manifest gave: the package, or why it could not be had.
public enum ManifestOutcome: Sendable, Equatable {
    case manifest(PackageManifest)
    case failure([Diagnostic])

    public var manifest: PackageManifest? {
        if case .manifest(let manifest) = self { return manifest }
        return nil
    }

    public var diagnostics: [Diagnostic] {
        if case .failure(let diagnostics) = self { return diagnostics }
        return []
    }
}

/// Reads one manifest. Implementations are safe to call from several threads at once for
/// different manifests.
public protocol ManifestReading: Sendable {
    func read(_ manifest: ManifestInput) -> ManifestOutcome
}

/// How `archkit` reads manifests, as chosen with `--manifests`.
public enum ManifestMode: String, Sendable, CaseIterable {
    /// The static reader, and SwiftPM for the manifests it cannot read.
    case automatic = "auto"
    /// The static reader only; nothing is executed.
    case `static` = "static"
    /// SwiftPM for every manifest.
    case swiftpm = "swiftpm"
}

/// Builds the reader for a mode. The SwiftPM readers it builds share one toolchain identity,
/// so that `swift --version` runs at most once for all of them.
public struct ManifestReaderFactory: Sendable {
    /// How long SwiftPM may take over one manifest unless `--manifest-timeout` says otherwise.
    public static let defaultTimeout: Duration = .seconds(120)

    public let swiftExecutable: String
    public let cacheDirectory: URL?
    public let processRunner: any ProcessRunning
    /// How long SwiftPM may take over one manifest before it is stopped.
    public let timeout: Duration
    private let toolchain: ToolchainIdentity

    /// - Parameters:
    ///   - swiftExecutable: an absolute path, or a name looked up on `PATH`.
    ///   - cacheDirectory: where SwiftPM's answers are kept between runs; nil keeps none.
    ///   - timeout: how long SwiftPM may take over one manifest (and `swift --version`).
    public init(swiftExecutable: String = "swift", cacheDirectory: URL?, processRunner: any ProcessRunning = SystemProcessRunner(),
                timeout: Duration = ManifestReaderFactory.defaultTimeout) {
        self.swiftExecutable = swiftExecutable
        self.cacheDirectory = cacheDirectory
        self.processRunner = processRunner
        self.timeout = timeout
        self.toolchain = ToolchainIdentity(swiftExecutable: swiftExecutable, cacheDirectory: cacheDirectory,
                                           processRunner: processRunner, timeout: timeout)
    }

    public func makeReader(for mode: ManifestMode) -> any ManifestReading {
        switch mode {
        case .static:
            return StaticManifestReader()
        case .swiftpm:
            return makeSwiftPMReader()
        case .automatic:
            return AutomaticManifestReader(staticReader: StaticManifestReader(), swiftPMReader: makeSwiftPMReader())
        }
    }

    /// A SwiftPM reader with this factory's toolchain, runner and timeout, caching in `cacheDirectory`.
    public func makeSwiftPMReader(cacheDirectory: URL?) -> SwiftPMManifestReader {
        SwiftPMManifestReader(toolchain: toolchain, cacheDirectory: cacheDirectory, processRunner: processRunner, timeout: timeout)
    }

    private func makeSwiftPMReader() -> SwiftPMManifestReader {
        makeSwiftPMReader(cacheDirectory: cacheDirectory)
    }
}

/// Reads literal manifests statically and asks SwiftPM about all others.
///
/// Any static failure goes to SwiftPM, not only "cannot evaluate": for a broken manifest
/// SwiftPM's own error message is the one worth showing.
public struct AutomaticManifestReader: ManifestReading {
    public var staticReader: StaticManifestReader
    public var swiftPMReader: SwiftPMManifestReader

    public init(staticReader: StaticManifestReader, swiftPMReader: SwiftPMManifestReader) {
        self.staticReader = staticReader
        self.swiftPMReader = swiftPMReader
    }

    public func read(_ manifest: ManifestInput) -> ManifestOutcome {
        let outcome = staticReader.read(manifest)
        if case .manifest = outcome { return outcome }
        return swiftPMReader.read(manifest)
    }
}
