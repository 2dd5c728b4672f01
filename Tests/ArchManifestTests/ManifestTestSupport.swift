import ArchCore
import ArchManifest
import ArchTestSupport
import Foundation
import Testing

/// A manifest that exists only in memory, as if it lived at `Packages/Sample/Package.swift`
/// below the root `/repo`.
func memoryInput(_ text: String, relativePath: String = "Packages/Sample/Package.swift") -> ManifestInput {
    ManifestInput(fileURL: URL(fileURLWithPath: "/repo/\(relativePath)"), relativePath: relativePath, contents: Array(text.utf8))
}

/// Reads `text` with the static reader and expects it to succeed.
func readStatically(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> PackageManifest {
    let outcome = StaticManifestReader().read(memoryInput(text))
    guard let manifest = outcome.manifest else {
        Issue.record("static reader refused: \(outcome.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        throw ManifestTestFailure()
    }
    return manifest
}

/// Reads `text` with the static reader and expects exactly one refusal.
func refusal(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Diagnostic {
    let outcome = StaticManifestReader().read(memoryInput(text))
    guard case .failure(let diagnostics) = outcome, diagnostics.count == 1 else {
        Issue.record("expected one refusal, got \(outcome)", sourceLocation: sourceLocation)
        throw ManifestTestFailure()
    }
    return diagnostics[0]
}

struct ManifestTestFailure: Error {}

/// `file:line:column` of a location in the sample manifest.
func at(_ line: Int, _ column: Int) -> ArchCore.SourceLocation {
    ArchCore.SourceLocation(file: "Packages/Sample/Package.swift", line: line, column: column)
}

/// A package written to a scratch folder: the manifest and a `Sources/<target>` folder with
/// one file for each target, so that SwiftPM finds nothing to complain about.
struct PackageOnDisk {
    let directory: TemporaryDirectory
    let folder: String

    init(_ manifest: String, targets: [String] = [], in directory: TemporaryDirectory, folder: String = "Package") throws {
        self.directory = directory
        self.folder = folder
        try directory.write("\(folder)/Package.swift", manifest)
        for target in targets {
            try directory.write("\(folder)/Sources/\(target)/\(target).swift", "public let \(target.lowercased())Marker = 1\n")
        }
    }

    var input: ManifestInput {
        get throws {
            let url = directory.url.appendingPathComponent("\(folder)/Package.swift")
            return ManifestInput(fileURL: url, relativePath: "\(folder)/Package.swift", contents: Array(try Data(contentsOf: url)))
        }
    }
}

/// Runs programs through the real runner and counts what it was asked to run.
final class CountingProcessRunner: ProcessRunning, @unchecked Sendable {
    private let lock = NSLock()
    private var runs: [[String]] = []
    private let runner = SystemProcessRunner()

    func run(_ request: ProcessRequest) throws -> ProcessResult {
        lock.withLock { runs.append([request.executable] + request.arguments) }
        return try runner.run(request)
    }

    var invocations: [[String]] { lock.withLock { runs } }
}

/// Fails every run: proves that an answer came from the cache.
struct RefusingProcessRunner: ProcessRunning {
    struct Refused: Error {}

    func run(_ request: ProcessRequest) throws -> ProcessResult {
        throw Refused()
    }
}

/// Where the tests find SwiftPM; the suites that need it are skipped without it.
