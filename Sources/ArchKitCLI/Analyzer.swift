import ArchConfig
import ArchCore
import ArchDiscovery
import ArchManifest
import ArchModel
import ArchRules
import ArchSyntax
import Foundation

/// What to analyse and how.
struct AnalysisRequest {
    /// Absolute, standardised.
    var root: URL
    /// The root as the user wrote it, for output.
    var rootDisplay: String
    /// An explicit `--config`; otherwise `<root>/.archrules` if it exists.
    var configFile: URL?
    var includeTests: Bool
}

/// The result of running the pipeline up to and including the rules.
struct Analysis {
    var graph: ModuleGraph
    var rules: ArchitectureRules
    var configPath: String?
    /// Reading problems, graph problems and rule findings, with configured severities, sorted.
    var diagnostics: [Diagnostic]
    var discovered: DiscoveredFiles
    var manifestOrigins: [(path: String, origin: String)]
}

/// Why an analysis could not run at all. These are usage or configuration errors: exit 2.
enum AnalysisFailure: Error {
    case usage(String)
    case root(String)
    case configuration(ArchRulesError)
    case unreadableConfiguration(String)
}

/// Wires the pipeline: discover → read → model → rules. The stages arrive through the
/// initializer, so tests and commands choose the manifest reader and the rules.
struct Analyzer {
    let manifestReader: any ManifestReading
    let ruleEngine: RuleEngine

    func analyze(_ request: AnalysisRequest) throws(AnalysisFailure) -> Analysis {
        // SwiftPM reports package paths with links resolved (/tmp is /private/tmp on macOS), so
        // the root must be resolved the same way for those paths to fall inside it.
        var request = request
        request.root = request.root.resolvingSymlinksInPath()
        let (rules, configPath) = try Self.loadRules(root: request.root, configFile: request.configFile)

        let discovered: DiscoveredFiles
        do {
            discovered = try FileDiscovery(root: request.root, isExcluded: { rules.isExcluded(path: $0) }).discover()
        } catch {
            throw .root(error.description)
        }

        var diagnostics: [Diagnostic] = []
        let manifestOutcomes = readManifests(discovered.manifests, root: request.root)
        var manifests: [PackageManifest] = []
        var origins: [(String, String)] = []
        for (path, outcome) in zip(discovered.manifests, manifestOutcomes) {
            switch outcome {
            case .manifest(let manifest):
                manifests.append(manifest)
                origins.append((path, manifest.evaluation.rawValue))
            case .failure(let problems):
                diagnostics += problems
                origins.append((path, "unreadable"))
            }
        }

        let sources = SourceReader.scan(root: request.root, paths: discovered.sources)
        for source in sources {
            if let error = source.readError {
                diagnostics.append(InputProblem.unreadableFile.diagnostic(error, at: SourceLocation(file: source.path, line: 1, column: 1)))
            } else if let position = source.summary.invalidUTF8 {
                diagnostics.append(InputProblem.sourceEncoding.diagnostic(
                    "this file is not valid UTF-8: the byte here cannot start or continue a UTF-8 character",
                    at: SourceLocation(file: source.path, line: position.line, column: position.column)))
            }
        }

        let rootPath = request.root.path
        let builder = GraphBuilder(
            rules: rules, rootPath: rootPath,
            directoryExists: { relative in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: rootPath + "/" + relative, isDirectory: &isDirectory) && isDirectory.boolValue
            },
            directoryHasManifest: { relative in
                FileManager.default.fileExists(atPath: rootPath + "/" + (relative.isEmpty ? "" : relative + "/") + "Package.swift")
            })
        let graph = builder.build(manifests: manifests, sources: sources)
        diagnostics += graph.diagnostics

        // Reading and graph problems honour `severity` lines too.
        diagnostics = diagnostics.compactMap { diagnostic in
            guard let severity = RuleEngine.severity(of: diagnostic.ruleID, default: diagnostic.severity, in: rules) else { return nil }
            var configured = diagnostic
            configured.severity = severity
            return configured
        }
        let context = RuleContext(graph: graph, rules: rules,
                                  checkTests: rules.checkTests || request.includeTests)
        diagnostics += ruleEngine.evaluate(context)

        return Analysis(graph: graph, rules: rules, configPath: configPath, diagnostics: diagnostics.sorted(),
                        discovered: discovered, manifestOrigins: origins)
    }

    /// Every id a `severity` line may name.
    static var knownRuleIDs: Set<String> {
        Set(RuleCatalogue.all.map(\.description.id)).union(InputProblem.all.map(\.id))
    }

    /// The rules of `configFile`, else of `<root>/.archrules`; the empty rules when there is none.
    static func loadRules(root: URL, configFile: URL?) throws(AnalysisFailure) -> (ArchitectureRules, String?) {
        let file = configFile ?? root.appendingPathComponent(".archrules")
        guard FileManager.default.fileExists(atPath: file.path) else {
            if configFile != nil { throw .unreadableConfiguration("no such file: \(file.path)") }
            return (.empty, nil)
        }
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try Data(contentsOf: file))
        } catch {
            throw .unreadableConfiguration("cannot read \(file.path): \(error.localizedDescription)")
        }
        let displayPath = RelativePath.relative(file.standardizedFileURL.path, toRoot: root.path) ?? file.path
        switch ArchRulesParser.parse(bytes: bytes, file: displayPath, knownRuleIDs: Self.knownRuleIDs) {
        case .success(let rules): return (rules, displayPath)
        case .failure(let error): throw .configuration(error)
        }
    }

    func readManifests(_ paths: [String], root: URL) -> [ManifestOutcome] {
        let reader = manifestReader
        return Parallel.map(paths.count) { index in
            let url = root.appendingPathComponent(paths[index])
            guard let data = try? Data(contentsOf: url) else {
                return .failure([InputProblem.unreadableFile.diagnostic("cannot read this manifest", at: SourceLocation(file: paths[index], line: 1, column: 1))])
            }
            return reader.read(ManifestInput(fileURL: url, relativePath: paths[index], contents: [UInt8](data)))
        }
    }
}
