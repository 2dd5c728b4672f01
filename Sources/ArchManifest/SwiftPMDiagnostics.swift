import ArchCore
import Foundation

/// Turns what SwiftPM printed when it failed on a manifest into `manifest-error` diagnostics.
enum SwiftPMDiagnostics {
    /// Prefers the compiler's `/abs/Package.swift:12:5: error: message` lines, then a crash
    /// report `…/Package.swift:3: Fatal error: message`, then SwiftPM's own `error: …` lines;
    /// what has no line is put on line 1.
    static func diagnostics(standardError: String, status: Int32, input: ManifestInput) -> [Diagnostic] {
        let lines = standardError.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
        var located: [Diagnostic] = []
        for line in lines {
            if let diagnostic = compilerError(line, input: input), !located.contains(diagnostic) {
                located.append(diagnostic)
            }
        }
        if !located.isEmpty { return located }
        let crashes = lines.compactMap { crash($0, input: input) }
        if !crashes.isEmpty { return crashes }

        let firstLine = input.location(line: 1, column: 1)
        var messages: [String] = []
        // SwiftPM's own `error: …` lines and the compiler's unlocated `<unknown>:0: error: …` ones.
        for line in lines {
            guard let marker = line.range(of: "error: "),
                  line[..<marker.lowerBound].isEmpty || line[..<marker.lowerBound].hasSuffix(": ") else { continue }
            let message = withoutPackagePrefix(String(line[marker.upperBound...]))
            if message.hasPrefix("invalid manifests at") || message.hasPrefix("Invalid manifest (compiled with") { continue }
            if !messages.contains(message) { messages.append(message) }
        }
        if messages.isEmpty {
            let trimmed = standardError.trimmingCharacters(in: .whitespacesAndNewlines)
            messages = [trimmed.isEmpty ? "swift package dump-package exited with status \(status)" : trimmed]
        }
        return messages.map { error($0, at: firstLine) }
    }

    /// SwiftPM was stopped: the manifest loops, or needs longer than the limit allows.
    static func timedOut(after limit: Duration, input: ManifestInput) -> Diagnostic {
        error("SwiftPM did not finish evaluating this manifest within \(seconds(limit)) and was stopped "
              + "(`swift package dump-package`). If the manifest is slow rather than stuck, raise the limit with "
              + "--manifest-timeout SECONDS.", at: input.location(line: 1, column: 1))
    }

    /// "2 s", "0.5 s": a limit as the user wrote it to `--manifest-timeout`.
    static func seconds(_ duration: Duration) -> String {
        let (whole, fraction) = duration.components
        if fraction == 0 { return "\(whole) s" }
        return "\(Double(whole) + Double(fraction) / 1e18) s"
    }

    static func error(_ message: String, at location: SourceLocation) -> Diagnostic {
        InputProblem.manifestError.diagnostic(message, at: location)
    }

    /// `/abs/path/Package.swift:12:5: error: message`
    private static func compilerError(_ line: String, input: ManifestInput) -> Diagnostic? {
        guard let marker = line.range(of: ": error: ") else { return nil }
        let position = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard position.count >= 3, let lineNumber = Int(position[position.count - 2]),
              let column = Int(position[position.count - 1]) else { return nil }
        let path = position.dropLast(2).joined(separator: ":")
        guard !path.isEmpty, !path.hasPrefix("error") else { return nil }
        let location = SourceLocation(file: relativePath(of: path, input: input), line: lineNumber, column: column)
        return error(String(line[marker.upperBound...]), at: location)
    }

    /// `main/Package.swift:3: Fatal error: boom`, printed by the manifest program itself.
    private static func crash(_ line: String, input: ManifestInput) -> Diagnostic? {
        guard let marker = line.range(of: ": Fatal error: ") else { return nil }
        let position = line[..<marker.lowerBound].split(separator: ":")
        guard position.count >= 2, let lineNumber = Int(position[position.count - 1]),
              position[position.count - 2].hasSuffix(input.fileURL.lastPathComponent) else { return nil }
        return error("Fatal error: \(line[marker.upperBound...])", at: input.location(line: lineNumber, column: 1))
    }

    /// SwiftPM names the package first: `'domain': duplicate target named 'A'`.
    private static func withoutPackagePrefix(_ message: String) -> String {
        guard message.hasPrefix("'"), let end = message.range(of: "': ") else { return message }
        return String(message[end.upperBound...])
    }

    /// The root-relative path of a file SwiftPM named by its absolute path: the manifest
    /// itself, or a file of its package folder; other paths are kept as SwiftPM wrote them.
    static func relativePath(of path: String, input: ManifestInput) -> String {
        let manifestPath = input.fileURL.path
        let manifestFolder = RelativePath.directory(of: input.relativePath)
        for (candidate, folder) in [(path, input.packageDirectory), (resolved(path), resolved(input.packageDirectory))] {
            if candidate == manifestPath || candidate == resolved(manifestPath) { return input.relativePath }
            if let inside = RelativePath.relative(candidate, toRoot: folder) {
                return RelativePath.join(manifestFolder, inside)
            }
        }
        return path
    }

    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
