import ArchRuleCatalogue
import ArchRulesFile
@testable import ArchCore
import ArchManifest
import ArchSyntax
import ArchTestSupport
import Foundation

/// A place a stage reported, with what reported it, for the bounds check.
struct ReportedPlace: Sendable {
    var what: String
    var line: Int
    var column: Int
}

/// Runs one input through the stages that read it, and returns every place they reported.
enum FuzzTargets {
    /// Every place is checked against the file it names; the fuzzed input is the only file.
    static let fileName = "Fuzzed"

    /// The Swift lexer and the scanner built on it.
    static func swiftSource(_ bytes: [UInt8]) -> [ReportedPlace] {
        var places: [ReportedPlace] = []
        for token in SwiftLexer.tokenize(bytes) {
            places.append(ReportedPlace(what: "token \(token.kind)", line: token.line, column: token.column))
        }
        places += summaryPlaces(SourceScanner.scan(bytes))
        // Again as `check` scans for the default rules, skimming and searching for trigger words,
        // with the input ending at a page that may not be read: a load past its end crashes.
        places += GuardedBytes.with(bytes) { summaryPlaces(SourceScanner.scan(buffer: $0, options: skimmingOptions)) }
        return places
    }

    private static let skimmingOptions = ScanOptions(recordedCalls: ["resolve"], facts: [.calls, .hardCodedCounts, .enumCases])

    /// The scanner through `SourceReader`, which reads the file from disk as `check` does.
    static func swiftFile(_ bytes: [UInt8], in folder: URL) throws -> [ReportedPlace] {
        let name = "\(fileName).swift"
        try Data(bytes).write(to: folder.appendingPathComponent(name))
        let scanned = SourceReader.scan(root: folder, path: name)
        return summaryPlaces(scanned.summary)
    }

    private static func summaryPlaces(_ summary: SourceSummary) -> [ReportedPlace] {
        var places = summary.imports.map { ReportedPlace(what: "import \($0.module)", line: $0.line, column: $0.column) }
        places += summary.declarations.map { ReportedPlace(what: "\($0.kind) \($0.name)", line: $0.line, column: $0.column) }
        places += summary.references.map { ReportedPlace(what: "reference \($0.name)", line: $0.line, column: $0.column) }
        places += summary.calls.map { ReportedPlace(what: "call \($0.chain)", line: $0.line, column: $0.column) }
        places += summary.hardCodedCounts.map { ReportedPlace(what: "count \($0.subject)", line: $0.line, column: $0.column) }
        places += summary.publicDeclarations.map { ReportedPlace(what: "public \($0.keyword) \($0.name)", line: $0.line, column: $0.column) }
        places += summary.enumCases.map { ReportedPlace(what: "case \($0.enumName).\($0.name)", line: $0.line, column: $0.column) }
        places += summary.suppressions.map { ReportedPlace(what: "suppression \($0.directive)", line: $0.line, column: $0.column) }
        if let invalid = summary.invalidUTF8 {
            places.append(ReportedPlace(what: "first invalid UTF-8 byte", line: invalid.line, column: invalid.column))
        }
        return places
    }

    /// The static manifest reader, the editor that adds targets to manifests, and the comparison
    /// `affected` makes of two revisions of one.
    static func manifest(_ bytes: [UInt8], edit: Bool) -> [ReportedPlace] {
        let input = ManifestInput(fileURL: URL(fileURLWithPath: "/archkit-fuzz-nowhere/Package.swift"), relativePath: fileName, contents: bytes)
        var places: [ReportedPlace] = []
        var targetNames: [String] = []
        var fixes: [DependencyChange] = []
        switch StaticManifestReader().read(input) {
        case .manifest(let manifest):
            targetNames = manifest.targets.map(\.name)
            // What `fix` might ask: an entry removed, and a target and a product added.
            for target in manifest.targets.prefix(3) {
                if let entry = target.dependencies.first { fixes.append(.remove(entry.name, target: target.name, line: entry.location.line)) }
                fixes += [.add(.target("Core"), target: target.name), .add(.product("Kit", package: "vendor"), target: target.name)]
            }
            for dependency in manifest.dependencies {
                places += place("package dependency \(dependency.identity)", dependency.location)
            }
            for target in manifest.targets {
                places += place("target \(target.name)", target.location)
                for dependency in target.dependencies {
                    places += place("dependency \(dependency.name) of \(target.name)", dependency.location)
                }
            }
        case .failure(let diagnostics):
            places += diagnosticPlaces(diagnostics)
        }
        if edit {
            _ = ManifestEditor.add(TargetAddition(name: "Added", dependencies: [.target("Core")]), to: bytes, path: fileName)
            // `affected`'s comparison of two revisions of a manifest: the input against itself
            // cut short, within the time bound and without a crash.
            _ = ManifestDeclarationDiff.changedTargets(from: bytes, to: Array(bytes.dropLast(bytes.count / 7)), targets: targetNames)
            // `fix`'s edits, and the patch a dry run prints of them.
            let fixed = DependencyListEditor.apply(fixes, to: bytes, path: fileName)
            _ = UnifiedDiff.render(path: fileName, from: bytes, to: fixed.contents)
        }
        return places
    }

    /// The `.archrules` parser with the statements the rules declare, and the globs of what it
    /// read matched against `paths`.
    static func rules(_ bytes: [UInt8], paths: [String]) -> [ReportedPlace] {
        let vocabulary = RulesVocabulary(ruleIDs: ["layer-violation", "forbidden-dependency", "dependency-cycle", "banned-name"],
                                         statements: RuleCatalogue.statements)
        switch ArchRulesParser.parse(bytes: bytes, file: fileName, vocabulary: vocabulary) {
        case .failure(let error):
            return error.problems.flatMap { place("problem \"\($0.message.prefix(80))\"", $0.location) }
        case .success(let rules):
            var places: [ReportedPlace] = []
            let patterns = rules.layers.flatMap(\.patterns) + rules.folderModules.flatMap(\.paths) + rules.excludes
            for layer in rules.layers { places += place("layer \(layer.name.prefix(80))", layer.location) }
            for pattern in patterns {
                places += place("pattern \(pattern.text.prefix(80))", pattern.location)
                for path in paths { _ = pattern.glob.matchesPathOrAncestor(path) }
            }
            return places
        }
    }

    /// The glob matcher alone; returns what cost more than it may. Compiling looks at each
    /// scalar of the pattern at most twice: once in passing, once in the one bracket holding it.
    /// (Matching needs no such check: its state set holds at most the pattern's steps.)
    static func glob(pattern: String, subjects: [String]) -> [String] {
        let scalars = Array(pattern.unicodeScalars)
        var examined = 0
        _ = GlobStep.compile(scalars, examined: &examined)
        let glob = Glob(pattern)
        for subject in subjects {
            _ = glob.matches(subject)
            _ = glob.matchesPathOrAncestor(subject)
        }
        return examined > 2 * scalars.count ? ["compiling examined \(examined) scalars of a pattern of \(scalars.count)"] : []
    }

    private static func diagnosticPlaces(_ diagnostics: [Diagnostic]) -> [ReportedPlace] {
        diagnostics.flatMap { diagnostic in
            place("\(diagnostic.ruleID): \(diagnostic.message.prefix(80))", diagnostic.location)
                + diagnostic.notes.flatMap { place("note: \($0.message.prefix(80))", $0.location) }
        }
    }

    private static func place(_ what: String, _ location: SourceLocation?) -> [ReportedPlace] {
        guard let location else { return [] }
        // A place in another file would be a bug too: report it as outside the input.
        guard location.file == fileName else { return [ReportedPlace(what: "\(what) in \(location.file)", line: 0, column: 0)] }
        return [ReportedPlace(what: what, line: location.line, column: location.column)]
    }
}
