import ArchCore

/// The check report as JSON, for scripts and dashboards. Versioned: fields are only ever added.
public struct JSONCheckReporter: CheckReporter {
    public static let formatVersion = 1
    private let paths: PathStyle

    public init(paths: PathStyle = .relative) {
        self.paths = paths
    }

    public func render(_ report: CheckReport) -> String {
        let document = JSONValue.object([
            ("version", .number(Self.formatVersion)),
            ("root", .string(report.root)),
            ("diagnostics", .array(report.diagnostics.map(diagnostic))),
            ("summary", .object([
                ("errors", .number(report.errorCount)),
                ("warnings", .number(report.warningCount)),
                ("modules", .number(report.moduleCount)),
                ("edges", .number(report.edgeCount)),
                ("files", .number(report.fileCount)),
            ])),
            ("remarks", .array(report.remarks.map(JSONValue.string))),
        ])
        return document.rendered() + "\n"
    }

    private func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("rule", .string(diagnostic.ruleID)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
        ]
        members += location(diagnostic.location)
        if let dependency = diagnostic.dependency {
            members.append(("dependency", .object([("from", .string(dependency.from)), ("to", .string(dependency.to))])))
        }
        if let cycle = diagnostic.cycle {
            members.append(("cycle", .array(cycle.map(JSONValue.string))))
        }
        if !diagnostic.notes.isEmpty {
            members.append(("notes", .array(diagnostic.notes.map { note in
                .object([("message", .string(note.message))] + location(note.location))
            })))
        }
        return .object(members)
    }

    private func location(_ location: SourceLocation?) -> [(String, JSONValue)] {
        [
            ("file", location.map { .string(paths.path($0.file)) } ?? .null),
            ("line", location.map { .number($0.line) } ?? .null),
            ("column", location.map { .number($0.column) } ?? .null),
        ]
    }
}
