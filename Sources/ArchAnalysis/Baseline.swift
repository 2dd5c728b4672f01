import ArchCore
import Foundation

/// The findings a repository had when `archkit check --write-baseline FILE` ran, so that a
/// check with `--baseline FILE` fails only on findings that are new since.
///
/// Each entry is a finding's identity (`Diagnostic.identity`, the one `diff` matches findings
/// by): its rule, its file and what it is about, never its line or the text there, so that
/// entries keep matching when lines move. Entries repeat when a file holds the same finding
/// twice, and each accepts one finding.
/// The file carries the version of the identities it holds (`FindingIdentity.version`). A file
/// of an older version is read and its entries migrated (`BaselineMigration`), never dropped;
/// `--update-baseline` writes it again in the current version.
public struct Baseline: Sendable, Equatable {
    public static let formatVersion = FindingIdentity.version
    /// The oldest version the reader migrates.
    public static let oldestReadVersion = 1

    public struct Entry: Sendable, Equatable {
        public var identity: FindingIdentity
        /// Where the entry is in the file it was read from; nil for an entry not read from a file.
        public var location: SourceLocation?

        public init(identity: FindingIdentity, location: SourceLocation? = nil) {
            self.identity = identity
            self.location = location
        }

        /// `banned-name in Sources/A/SessionManager.swift: symbol SessionManager`
        public var description: String {
            let about = identity.subject.isEmpty ? "" : ": " + identity.subject.joined(separator: " ")
            return "\(identity.rule)\(identity.file.map { " in \($0)" } ?? "")\(about)"
        }
    }

    /// Sorted by identity.
    public var entries: [Entry]
    /// The version of the file the baseline was read from; `formatVersion` for one made now.
    /// The entries are always of the current version, migrated when read.
    public var readVersion: Int

    public init(entries: [Entry], readVersion: Int = Baseline.formatVersion) {
        self.entries = entries.sorted { $0.identity < $1.identity }
        self.readVersion = readVersion
    }

    /// Whether the file was written in an older version, so that `--update-baseline` writes it
    /// again in the current one even when no entry is pruned.
    public var isMigrated: Bool { readVersion < Self.formatVersion }

    /// The baseline of `findings`: one entry for each, sorted.
    public init(recording findings: [Diagnostic]) {
        self.init(entries: findings.map { Entry(identity: $0.identity) })
    }

    /// The findings a baseline may hold: not the problems with accepted debt, which only
    /// fixing the exception, the comment or the baseline itself may clear.
    public static func canRecord(_ finding: Diagnostic) -> Bool {
        !InputProblem.debt.contains { $0.id == finding.ruleID }
    }

    /// Pairs each finding with an entry of the same identity, each entry used once. A finding
    /// about a module that was called otherwise when the baseline was written (`formerNames`,
    /// by the module's name now) also matches the entry written with the former name.
    /// - Returns: the findings no entry accepts, those accepted, and the entries left over.
    public func match(_ findings: [Diagnostic], formerNames: [String: String] = [:]) -> (unmatched: [Diagnostic], matched: [Diagnostic], unused: [Entry]) {
        var available: [FindingIdentity: [Int]] = [:]
        for (index, entry) in entries.enumerated().reversed() { available[entry.identity, default: []].append(index) }
        var used = Set<Int>()
        var unmatched: [Diagnostic] = []
        var matched: [Diagnostic] = []
        var renamed: [Diagnostic] = []
        for finding in findings.sorted() {
            if Self.canRecord(finding), let index = available[finding.identity]?.popLast() {
                used.insert(index)
                matched.append(finding)
            } else if Self.canRecord(finding), !formerNames.isEmpty {
                renamed.append(finding)
            } else {
                unmatched.append(finding)
            }
        }
        // After every exact match, so that an entry of the current form is never taken by a
        // finding that merely used to look like it.
        for finding in renamed {
            var former = finding.identity
            former.subject = former.subject.map { formerNames[$0] ?? $0 }
            if former != finding.identity, let index = available[former]?.popLast() {
                used.insert(index)
                matched.append(finding)
            } else {
                unmatched.append(finding)
            }
        }
        unmatched.sort()
        matched.sort()
        let unused = entries.indices.filter { !used.contains($0) }.map { entries[$0] }
        return (unmatched, matched, unused)
    }

    /// The baseline without `unused`, for `--update-baseline`.
    public func pruning(_ unused: [Entry]) -> Baseline {
        var remove: [FindingIdentity: Int] = [:]
        for entry in unused { remove[entry.identity, default: 0] += 1 }
        var kept: [Entry] = []
        for entry in entries {
            if let count = remove[entry.identity], count > 0 {
                remove[entry.identity] = count - 1
            } else {
                kept.append(entry)
            }
        }
        return Baseline(entries: kept)
    }

    /// The file as `--write-baseline` writes it: JSON with one entry a line, sorted, paths
    /// relative to the analysed folder, so that the same findings always give the same bytes
    /// and a review shows each entry that comes or goes.
    ///
    ///     {
    ///       "version": 2,
    ///       "findings": [
    ///         {"rule": "banned-name", "file": "Sources/A/SessionManager.swift", "subject": ["symbol", "SessionManager"]}
    ///       ]
    ///     }
    public var json: String {
        var text = "{\n  \"version\": \(Self.formatVersion),\n  \"findings\": ["
        for (index, entry) in entries.enumerated() {
            let identity = entry.identity
            text += index == 0 ? "\n" : ",\n"
            text += "    {\"rule\": \(Self.quoted(identity.rule)), \"file\": \(identity.file.map(Self.quoted) ?? "null"), "
            text += "\"subject\": [\(identity.subject.map(Self.quoted).joined(separator: ", "))]}"
        }
        text += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return text
    }

    /// A JSON string literal; controls and non-ASCII-safe characters escaped as JSON requires.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// Why a baseline file could not be read: what is wrong, and where.
public struct BaselineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// nil when the file could not be read at all.
    public var location: SourceLocation?
    public var message: String

    public init(location: SourceLocation?, message: String) {
        self.location = location
        self.message = message
    }

    /// `archkit-baseline.json:3:5: error: …`, the form compilers use.
    public var description: String { location.map { "\($0): error: \(message)" } ?? "error: \(message)" }
}

extension Baseline {
    /// Reads a baseline file; `displayPath` names it in messages.
    ///
    /// The user named the path, so a link is followed, as `--write-baseline` and
    /// `--update-baseline` follow it to write. What it leads to is read only if it is a regular
    /// file, checked once it is open and opened without waiting: a FIFO would wait for a writer
    /// for ever, and a folder holds no baseline.
    public static func read(path: String, displayPath: String) throws(BaselineError) -> Baseline {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path)
        } catch where error.notRegular != nil {
            throw BaselineError(location: nil, message: "the baseline \(displayPath) is not a regular file")
        } catch {
            throw BaselineError(location: nil, message: "cannot read the baseline \(displayPath): \(String(cString: strerror(error.code)))")
        }
        return try read(bytes: bytes, file: displayPath)
    }

    /// Reads a baseline from its bytes; `file` names it in locations.
    public static func read(bytes: [UInt8], file: String) throws(BaselineError) -> Baseline {
        try BaselineReader.read(bytes: bytes, file: file)
    }
}
