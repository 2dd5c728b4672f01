import ArchCore
import ArchManifest
import ArchModuleGraph
import ArchRuleCatalogue

/// What `archkit fix` may change: the findings of some rules, for some modules.
public struct FixRequest: Sendable {
    /// The rules whose findings `fix` resolves by editing manifests.
    public static let manifestRules = [ImplicitDependencyRule.id.rawValue, UnusedDependencyRule.id.rawValue]
    /// The findings `fix` resolves: two rules about manifests, and two kinds of stale debt.
    public static let fixableRules = manifestRules + [InputProblem.exceptionStale.id, InputProblem.baselineStale.id]

    /// Empty for every fixable rule.
    public var rules: Set<String>
    /// Empty for every module; otherwise only dependencies of these modules, and no debt.
    public var modules: Set<String>

    /// The root-relative path of the baseline the analysis was judged against, which `fix`
    /// prunes; nil for none, or for one outside the repository.
    public var baselinePath: String?

    public init(rules: Set<String> = [], modules: Set<String> = [], baselinePath: String? = nil) {
        self.rules = rules
        self.modules = modules
        self.baselinePath = baselinePath
    }

    func includes(rule: String) -> Bool { rules.isEmpty || rules.contains(rule) }

    func includes(module: String) -> Bool {
        modules.isEmpty || modules.contains(module) || modules.contains(String(Module.importName(ofKey: module)))
    }
}

/// The fixes `archkit fix` found, and the findings it leaves to people, before anything is
/// written: a dry run prints this, a real run writes `files`.
public struct FixPlan: Sendable {
    /// One fix: a finding and what resolves it.
    public struct Fix: Sendable, Equatable {
        public var rule: String
        /// The file the fix changes.
        public var file: String
        /// What changes, in words: `add UserAbstraction to ProductDomain`.
        public var summary: String
        /// Where the finding was reported.
        public var finding: SourceLocation?
    }

    /// A finding `fix` does not resolve, with the reason and what to do by hand.
    public struct LeftAlone: Error, Sendable, Equatable {
        public var rule: String
        public var finding: SourceLocation?
        public var message: String
        public var reason: String
        /// The exact change to make by hand, where there is one.
        public var byHand: String?
        /// Whether a fix was attempted and failed its proof, rather than declined.
        public var failed: Bool = false
    }

    /// A file's contents before and after.
    public struct FileChange: Sendable, Equatable {
        public var path: String
        public var original: [UInt8]
        public var edited: [UInt8]
    }

    public var fixes: [Fix] = []
    public var leftAlone: [LeftAlone] = []
    /// What the fixes leave for people to consider, such as a package no target uses any more.
    public var notes: [String] = []
    /// Sorted by path; only files that change.
    public var files: [FileChange] = []

    public init() {}

    mutating func sort() {
        func order(_ l: SourceLocation?) -> (String, Int, Int) { (l?.file ?? "", l?.line ?? 0, l?.column ?? 0) }
        fixes.sort {
            let (a, b) = (order($0.finding), order($1.finding))
            return ($0.file, a.0, a.1, a.2, $0.summary) < ($1.file, b.0, b.1, b.2, $1.summary)
        }
        leftAlone.sort {
            let (a, b) = (order($0.finding), order($1.finding))
            return (a.0, a.1, a.2, $0.rule, $0.message) < (b.0, b.1, b.2, $1.rule, $1.message)
        }
        files.sort { $0.path < $1.path }
        notes.sort()
    }
}
