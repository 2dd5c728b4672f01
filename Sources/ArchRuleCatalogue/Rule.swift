import ArchRulesFile
import ArchCore
import ArchModuleGraph
import ArchSyntax

/// A check of the catalogue. Like a lint rule, each one documents itself: what it finds, why,
/// and examples that trigger it and examples that do not. The test suite runs every example
/// through the whole pipeline, so the documentation cannot drift from the behaviour.
public protocol Rule: Sendable {
    var description: RuleDescription { get }
    func evaluate(_ context: RuleContext) -> [RuleFinding]
    /// The optional scan facts (references, calls, counts, ...) `evaluate` can read under these
    /// rules. The scanner records only the facts some rule reads; a rule that reads one must
    /// say so. By default, none.
    func readsFacts(_ rules: ArchitectureRules) -> ScanFacts
    /// The last members of the calls (`resolve` in `container.resolve(...)`) the scanner must
    /// record for `evaluate` under these rules, when `readsFacts` includes `.calls`. By
    /// default, none.
    func recordedCalls(_ rules: ArchitectureRules) -> Set<String>
    /// The files that the rule's walks over files (`RuleContext.forEachFile(filteredFor:_:)`)
    /// need under these rules, told from each file's summary alone: the reading asks while the
    /// file is still in the cache, and those walks then visit only the files let through. It
    /// must let through every file such a walk could need. By default, nil: no filter.
    func sourceFilter(_ rules: ArchitectureRules) -> SourceFilter?
}

extension Rule {
    public func readsFacts(_ rules: ArchitectureRules) -> ScanFacts { [] }
    public func recordedCalls(_ rules: ArchitectureRules) -> Set<String> { [] }
    public func sourceFilter(_ rules: ArchitectureRules) -> SourceFilter? { nil }
}

/// A test of one file's summary: whether a rule needs to visit the file.
public struct SourceFilter: Sendable {
    public let passes: @Sendable (SourceSummary) -> Bool

    public init(_ passes: @escaping @Sendable (SourceSummary) -> Bool) {
        self.passes = passes
    }
}

public struct RuleDescription: Sendable {
    /// Stable identifier, used in output, in `severity` lines and in baselines.
    public var id: RuleID
    public var name: String
    /// One sentence: what the rule reports.
    public var summary: String
    /// Why it matters, for `archkit rules` and the help of SARIF's rules.
    public var rationale: String
    public var defaultSeverity: Severity
    /// The `.archrules` statements that set the rule, declared with it; the parser learns
    /// them from here (`RuleCatalogue.vocabulary`).
    public var statements: [RuleStatement]
    /// Each must produce a finding of this rule at exactly the places marked `↓`.
    public var triggeringExamples: [RuleExample] { makeTriggeringExamples() }
    /// Each must produce no finding of this rule.
    public var nonTriggeringExamples: [RuleExample] { makeNonTriggeringExamples() }
    // The examples are built when read. Every run asks each rule's id and default severity
    // several times, and building every example's files cost more instructions than the rest
    // of a check of a small repository; only `archkit rules` and the tests read them.
    private let makeTriggeringExamples: @Sendable () -> [RuleExample]
    private let makeNonTriggeringExamples: @Sendable () -> [RuleExample]

    public init(id: RuleID, name: String, summary: String, rationale: String, defaultSeverity: Severity,
                statements: [RuleStatement] = [],
                triggeringExamples: @autoclosure @escaping @Sendable () -> [RuleExample],
                nonTriggeringExamples: @autoclosure @escaping @Sendable () -> [RuleExample]) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.statements = statements
        self.makeTriggeringExamples = triggeringExamples
        self.makeNonTriggeringExamples = nonTriggeringExamples
    }
}

/// A small repository for a rule example: root-relative paths and their contents. A `↓` in a
/// file marks where a finding is expected; it is removed before the file is written.
public struct RuleExample: Sendable {
    public static let marker: Character = "↓"

    public var files: [String: String]

    public init(_ files: [String: String]) {
        self.files = files
    }
}

/// What a rule found, before the engine gives it the rule's id and configured severity.
public struct RuleFinding: Sendable, Hashable {
    public var message: String
    public var location: SourceLocation?
    public var notes: [Diagnostic.Note]
    /// The dependency the finding is about, if it is about one.
    public var dependency: Diagnostic.Dependency?
    /// The cycle the finding is about, if it is about one.
    public var cycle: DependencyCycle?
    /// The type, module or name the finding is about, when it is about one.
    public var symbol: String?

    public init(message: String, location: SourceLocation?, notes: [Diagnostic.Note] = [],
                dependency: Diagnostic.Dependency? = nil, cycle: DependencyCycle? = nil, symbol: String? = nil) {
        self.message = message
        self.location = location
        self.notes = notes
        self.dependency = dependency
        self.cycle = cycle
        self.symbol = symbol
    }
}

/// Everything a rule may look at.
public struct RuleContext: Sendable {
    public let graph: ModuleGraph
    public let rules: ArchitectureRules
    /// Whether test targets are checked (`tests check` or `--include-tests`).
    public let checkTests: Bool
    /// For each module, the modules its files re-export with `@_exported import`, transitively.
    public let reexports: [String: Set<String>]
    /// The Swift files discovery found, manifests included, root-relative: what `module` path
    /// patterns can match.
    public let discoveredFiles: [String]
    /// The folders and Swift files discovery left out because an `exclude` pattern matched
    /// them, root-relative: what the `exclude` lines achieved.
    public let excludedPaths: [String]
    /// Every folder discovery entered, empty ones included, root-relative: what the rules
    /// about a feature's folder layout look for.
    public let discoveredFolders: [String]
    /// By rule id: the positions in `graph.files`, ascending, of the files that the rule's
    /// `sourceFilter` let through when the files were read. A rule missing here visits every file.
    public let filteredFiles: [RuleID: [Int]]

    public init(graph: ModuleGraph, rules: ArchitectureRules, checkTests: Bool, discoveredFiles: [String], excludedPaths: [String],
                discoveredFolders: [String] = [], filteredFiles: [RuleID: [Int]] = [:]) {
        self.graph = graph
        self.filteredFiles = filteredFiles
        self.rules = rules
        self.checkTests = checkTests
        self.discoveredFiles = discoveredFiles
        self.excludedPaths = excludedPaths
        self.discoveredFolders = discoveredFolders
        self.reexports = Self.reexportClosure(of: graph)
    }

    /// Whether the rules apply to a module: a module of the repository, and not a test
    /// target unless tests are checked.
    public func isChecked(_ module: Module) -> Bool {
        !module.isExternal && (checkTests || !module.isTest)
    }

    /// Calls `body` with the position in `graph.files` of each file that the source filter of
    /// rule `ruleID` let through, in ascending order; of every file when none was applied.
    @inlinable
    public func forEachFile(filteredFor ruleID: RuleID, _ body: (Int) -> Void) {
        if let positions = filteredFiles[ruleID] {
            for position in positions { body(position) }
        } else {
            for position in graph.files.indices { body(position) }
        }
    }

    public func isChecked(moduleNamed name: String?) -> Bool {
        guard let name, let module = graph.module(named: name) else { return false }
        return isChecked(module)
    }

    private static func reexportClosure(of graph: ModuleGraph) -> [String: Set<String>] {
        let direct = graph.exportedImports
        var closure: [String: Set<String>] = [:]
        for module in direct.keys.sorted() {
            var seen: Set<String> = []
            var pending = Array(direct[module, default: []])
            while let next = pending.popLast() {
                guard seen.insert(next).inserted else { continue }
                pending += direct[next, default: []]
            }
            closure[module] = seen
        }
        return closure
    }
}
