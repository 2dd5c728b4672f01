import ArchCore
import Foundation

/// The toolchain SwiftPM answers depend on, found once per reader family.
///
/// `swift --version` is asked at most once per process, and its answer is kept on disk keyed
/// by what identifies the executable without running it (its resolved path, size and
/// modification time, and the variables that select a toolchain), so that a run served
/// entirely from the cache starts no process at all.
final class ToolchainIdentity: @unchecked Sendable {
    struct Toolchain: Sendable {
        /// The path to run: found on `PATH`, not resolved, since the driver acts on its name.
        var executable: String
        var version: String
    }

    let swiftExecutable: String
    let cache: ManifestCache?
    let processRunner: any ProcessRunning
    let timeout: Duration
    private let lock = NSLock()
    // Guarded by `lock`.
    private var answer: Result<Toolchain, ManifestReadingError>?

    init(swiftExecutable: String, cacheDirectory: URL?, processRunner: any ProcessRunning, timeout: Duration) {
        self.swiftExecutable = swiftExecutable
        self.cache = cacheDirectory.map(ManifestCache.init)
        self.processRunner = processRunner
        self.timeout = timeout
    }

    func current() -> Result<Toolchain, ManifestReadingError> {
        lock.lock()
        defer { lock.unlock() }
        if let answer { return answer }
        let found = find()
        answer = found
        return found
    }

    private func find() -> Result<Toolchain, ManifestReadingError> {
        guard let executable = ExecutableLookup.find(swiftExecutable) else {
            return .failure(ManifestReadingError("cannot ask SwiftPM: `\(swiftExecutable)` was not found on PATH"))
        }
        let fingerprint = Self.fingerprint(of: executable)
        if let fingerprint, let data = cache?.load("toolchains", fingerprint),
           let version = String(data: data, encoding: .utf8), !version.isEmpty {
            return .success(Toolchain(executable: executable, version: version))
        }
        let result: ProcessResult
        do {
            // The driver leaves a `TemporaryDirectory.*` folder behind even for this.
            result = try processRunner.run(ProcessRequest(executable, arguments: ["--version"], timeout: timeout, isolatesTemporaryFolder: true))
        } catch {
            return .failure(ManifestReadingError("cannot ask SwiftPM: running `\(executable) --version` failed: \(error)"))
        }
        if result.timedOut {
            return .failure(ManifestReadingError("cannot ask SwiftPM: `\(executable) --version` did not answer within "
                                                 + "\(SwiftPMDiagnostics.seconds(timeout)) and was stopped"))
        }
        let version = String(decoding: result.standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard result.status == 0, !version.isEmpty else {
            let detail = String(decoding: result.standardError, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return .failure(ManifestReadingError("cannot ask SwiftPM: `\(executable) --version` exited with status \(result.status): \(detail)"))
        }
        if let fingerprint { cache?.store("toolchains", fingerprint, Data(version.utf8)) }
        return .success(Toolchain(executable: executable, version: version))
    }

    /// A digest of what identifies the toolchain behind `executable` without running it; nil
    /// when the file cannot be examined.
    static func fingerprint(of executable: String) -> String? {
        let resolved = URL(fileURLWithPath: executable).resolvingSymlinksInPath().path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved),
              let size = attributes[.size] as? NSNumber,
              let modified = attributes[.modificationDate] as? Date else { return nil }
        var hasher = SHA256()
        hasher.update("\(resolved)\n\(size)\n\(modified.timeIntervalSince1970)\n")
        // A toolchain shim picks its toolchain from these, not from its own file.
        let environment = ProcessInfo.processInfo.environment
        for variable in ["DEVELOPER_DIR", "TOOLCHAINS", "SDKROOT"] {
            hasher.update("\(variable)=\(environment[variable] ?? "")\n")
        }
        let selectedDeveloperFolder = URL(fileURLWithPath: "/var/db/xcode_select_link").resolvingSymlinksInPath().path
        hasher.update("xcode-select=\(selectedDeveloperFolder)\n")
        return hasher.finalizeHex()
    }
}

/// A message about why SwiftPM could not be asked at all.
struct ManifestReadingError: Error, Sendable {
    var message: String
    init(_ message: String) { self.message = message }
}
