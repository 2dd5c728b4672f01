import ArchRulesFile
import ArchCore
import ArchDiscovery
import ArchManifest
import ArchModuleGraph
import ArchRuleCatalogue
import ArchSyntax
import Foundation

/// Runs the pipeline: discover → read → model → rules. The stages arrive through the
/// initializer, so callers choose the manifest reader and the rules.
public struct Analyzer: Sendable {
    public let manifestReader: any ManifestReading
    public let ruleEngine: RuleEngine
    /// Where the reading counts the files it has scanned, for a progress line; nil counts nothing.
    public let progress: ProgressCounters?

    public init(manifestReader: any ManifestReading, ruleEngine: RuleEngine = RuleEngine(), progress: ProgressCounters? = nil) {
        self.manifestReader = manifestReader
        self.ruleEngine = ruleEngine
        self.progress = progress
    }

    /// The pipeline with the reader for `mode`, caching SwiftPM's answers in `cacheDirectory`.
    public init(manifests mode: ManifestMode, cacheDirectory: URL?, swiftExecutable: String = "swift") {
        let factory = ManifestReaderFactory(swiftExecutable: swiftExecutable, cacheDirectory: cacheDirectory)
        self.init(manifestReader: factory.makeReader(for: mode))
    }

    /// - Parameter otherRules: rules to judge the same repository by as well, as another
    ///   revision's `.archrules` would: the files are read once, with what both need, and
    ///   `Analysis.underOtherRules` holds what those rules find.
    public func analyze(_ request: AnalysisRequest, alsoUnder otherRules: ArchitectureRules? = nil) throws(AnalysisFailure) -> Analysis {
        // SwiftPM reports package paths with links resolved (/tmp is /private/tmp on macOS), so
        // the root must be resolved the same way for those paths to fall inside it.
        var request = request
        request.root = request.root.resolvingSymlinksInPath()
        let (rules, configPath) = try RulesFile.load(root: request.root, configFile: request.configFile)

        // The scanner records only the facts and calls a rule in force reads, and type
        // references also when folder modules (whose edges come from references) need them.
        var scanOptions = ruleEngine.scanOptions(rules)
        if !rules.folderModules.isEmpty { scanOptions.facts.insert(.references) }
        if let otherRules {
            let other = ruleEngine.scanOptions(otherRules)
            scanOptions = ScanOptions(recordedCalls: scanOptions.recordedCalls.union(other.recordedCalls),
                                      facts: scanOptions.facts.union(other.facts))
            if !otherRules.folderModules.isEmpty { scanOptions.facts.insert(.references) }
        }
        let sourceFilters = ruleEngine.sourceFilters(rules)
        let root = request.root
        let rootPath = root.path
        var reading: RepositoryReading
        do {
            reading = try RepositoryReading.read(
                discovery: FileDiscovery(root: root, isExcluded: { rules.isExcluded(path: $0) }), rootPath: rootPath,
                readManifest: { [manifestReader] path in Self.readManifest(path, root: root, reader: manifestReader) },
                scan: { [progress, scanOptions] path, files in
                    let scanned = SourceReader.scan(path, files: files, options: scanOptions)
                    progress?.fileScanned()
                    return scanned
                },
                filters: sourceFilters)
        } catch {
            throw .root(error.description)
        }
        let discovered = reading.discovered

        var diagnostics: [Diagnostic] = []
        var unread: [UnreadInput] = []
        // Folders and files that could not be read leave the analysis incomplete.
        func reportUnreadable(_ path: String, _ reason: String) {
            diagnostics.append(InputProblem.unreadableFile.diagnostic(reason, at: SourceLocation(file: path, line: 1, column: 1)))
            unread.append(UnreadInput(file: path, problem: InputProblem.unreadableFile.id, message: reason))
        }
        for path in discovered.unreadable { reportUnreadable(path.path, path.reason) }
        let manifestOutcomes = reading.manifests
        var manifests: [PackageManifest] = []
        var readings: [ManifestReadingRecord] = []
        for (path, outcome) in zip(discovered.manifests, manifestOutcomes) {
            switch outcome {
            case .manifest(let manifest):
                manifests.append(manifest)
                readings.append(ManifestReadingRecord(path: path, evaluation: manifest.evaluation, toolsVersion: manifest.toolsVersion))
            case .failure(let problems):
                diagnostics += problems
                readings.append(ManifestReadingRecord(path: path, evaluation: nil))
                let first = problems.sorted().first
                unread.append(UnreadInput(file: path, problem: first?.ruleID ?? InputProblem.manifestError.id,
                                          message: first?.message ?? "the manifest could not be read"))
            }
        }

        // By index: a `for source in sources` loop copied each scanned file, a retain and a
        // release for every array its summary holds. Only the files the readers found a problem in.
        for index in reading.sourcesWithProblems {
            let path = reading.sources[index].path
            if let error = reading.readErrors[index] {
                reportUnreadable(path, error)
            } else if let position = reading.sources[index].summary.invalidUTF8 {
                diagnostics.append(InputProblem.sourceEncoding.diagnostic(
                    "this file is not valid UTF-8: the byte here cannot start or continue a UTF-8 character",
                    at: SourceLocation(file: path, line: position.line, column: position.column)))
            }
            if let position = reading.sources[index].summary.nestingTooDeep {
                diagnostics.append(InputProblem.nestingTooDeep.diagnostic(
                    "strings nest more than \(SwiftLexer.maximumStringNesting) levels deep in interpolations here",
                    at: SourceLocation(file: path, line: position.line, column: position.column)))
            }
        }
        // Only files with suppression comments: the others add nothing to accept or report.
        let suppressions = reading.sourcesWithSuppressions.map { index in
            FindingAcceptance.FileSuppressions(file: reading.sources[index].path, comments: reading.sources[index].summary.suppressions)
        }

        let builder = Self.graphBuilder(rules: rules, rootPath: rootPath)
        // Xcode projects: few, and read only once discovery has listed them.
        let projectReading = ProjectReading.read(discovered.projects, workspaces: discovered.workspaces, root: root)
        diagnostics += projectReading.diagnostics
        unread += projectReading.unread
        // Handed over, so that the build gives each file its owner in place rather than copying
        // every file.
        let files = reading.sources
        reading.sources = []
        // Judged first, while the files are still whole: the build below takes them over.
        let underOther = otherRules.map { other in
            judge(files, manifests: manifests, projects: projectReading.projects, under: other, inputProblems: diagnostics,
                  rootPath: rootPath, discovered: discovered, includeTests: request.includeTests, today: request.today,
                  suppressions: suppressions)
        }
        let graph = builder.build(manifests: manifests, files: consume files, projects: projectReading.projects)
        diagnostics += graph.diagnostics

        // Reading and graph problems honour `severity` lines too.
        diagnostics = diagnostics.compactMap { diagnostic in
            guard let severity = RuleEngine.severity(of: diagnostic.ruleID, default: diagnostic.severity, in: rules) else { return nil }
            var configured = diagnostic
            configured.severity = severity
            return configured
        }
        let context = RuleContext(graph: graph, rules: rules, checkTests: rules.checkTests || request.includeTests,
                                  discoveredFiles: discovered.manifests + discovered.sources, excludedPaths: discovered.excluded,
                                  discoveredFolders: discovered.folders,
                                  filteredFiles: Self.inReadingOrder(graph.files, discovered.sources)
                                    ? sourceFilters.filteredFiles(reading.sourcesPassingFilters) : [:])
        diagnostics += ruleEngine.evaluate(context)

        let acceptance = FindingAcceptance(rules: rules, today: request.today, knownRuleIDs: RulesFile.knownRuleIDs,
                                           moduleNames: graph.modules.map(\.name))
        let outcome = acceptance.apply(to: diagnostics, suppressions: suppressions)
        var analysis = Analysis(request: request, graph: graph, rules: rules, configPath: configPath, diagnostics: outcome.findings,
                                accepted: outcome.accepted, unread: unread, discovered: discovered, manifestReadings: readings)
        analysis.underOtherRules = underOther
        return analysis
    }

    /// What `rules` find in files already read: the graph built again under them, the rules
    /// evaluated, and their exceptions and the files' suppressions applied.
    private func judge(_ files: [SourceFile], manifests: [PackageManifest], projects: [ProjectInput], under rules: ArchitectureRules,
                       inputProblems: [Diagnostic], rootPath: String, discovered: DiscoveredFiles, includeTests: Bool,
                       today: RuleException.Day?, suppressions: [FindingAcceptance.FileSuppressions]) -> FindingsUnderRules {
        let builder = Self.graphBuilder(rules: rules, rootPath: rootPath)
        let graph = builder.build(manifests: manifests, files: files, projects: projects)
        var diagnostics = (inputProblems + graph.diagnostics).compactMap { diagnostic -> Diagnostic? in
            guard let severity = RuleEngine.severity(of: diagnostic.ruleID, default: diagnostic.severity, in: rules) else { return nil }
            var configured = diagnostic
            configured.severity = severity
            return configured
        }
        let context = RuleContext(graph: graph, rules: rules, checkTests: rules.checkTests || includeTests,
                                  discoveredFiles: discovered.manifests + discovered.sources, excludedPaths: discovered.excluded,
                                  discoveredFolders: discovered.folders)
        diagnostics += ruleEngine.evaluate(context)
        let acceptance = FindingAcceptance(rules: rules, today: today, knownRuleIDs: RulesFile.knownRuleIDs,
                                           moduleNames: graph.modules.map(\.name))
        let outcome = acceptance.apply(to: diagnostics, suppressions: suppressions)
        return FindingsUnderRules(reported: outcome.findings, accepted: outcome.accepted.map(\.finding))
    }

    /// The graph builder for `rules`, which looks at the folders below `rootPath`.
    static func graphBuilder(rules: ArchitectureRules, rootPath: String) -> GraphBuilder {
        GraphBuilder(
            rules: rules, rootPath: rootPath,
            directoryExists: { relative in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: rootPath + "/" + relative, isDirectory: &isDirectory) && isDirectory.boolValue
            },
            directoryHasManifest: { relative in
                FileManager.default.fileExists(atPath: rootPath + "/" + (relative.isEmpty ? "" : relative + "/") + "Package.swift")
            })
    }

    /// Whether the graph keeps the files where the reading put them (`paths`, in order), so that
    /// positions the reading noted name the same files in the graph. The graph keeps files that
    /// come sorted, as discovery lists them, in the order given.
    /// Paths are compared by bytes: two spellings of one String must not pass for each other.
    static func inReadingOrder(_ files: [SourceFile], _ paths: [String]) -> Bool {
        files.count == paths.count && files.indices.allSatisfy { RelativePath.sameBytes(files[$0].path, paths[$0][...]) }
    }

    /// Reads the manifests at root-relative `paths` in parallel, in order.
    public func readManifests(_ paths: [String], root: URL) -> [ManifestOutcome] {
        let reader = manifestReader
        return Parallel.map(paths.count) { index in
            Self.readManifest(paths[index], root: root, reader: reader)
        }
    }

    /// Reads the manifest at root-relative `path`.
    static func readManifest(_ path: String, root: URL, reader: any ManifestReading) -> ManifestOutcome {
        let url = root.appendingPathComponent(path)
        guard let contents = try? FileBytes.read(url.path) else {
            return .failure([InputProblem.unreadableFile.diagnostic("cannot read this manifest", at: SourceLocation(file: path, line: 1, column: 1))])
        }
        return reader.read(ManifestInput(fileURL: url, relativePath: path, contents: contents))
    }
}
