import ArchCore

/// The parsed contents of a `.archrules` file: which modules form which layers, which layers may
/// depend on which, and the settings of the individual checks.
///
/// Every statement keeps the location it was written at, so that rule violations can point back
/// to the line that makes them violations.
public struct ArchitectureRules: Sendable, Equatable {
    /// The suffixes banned when the file has no `ban-names` line.
    public static let defaultBannedSuffixes = ["Manager", "Helper", "Utils"]

    /// The rules in force when a repository has no `.archrules` file: no layers, default banned
    /// suffixes, tests skipped.
    public static let empty = ArchitectureRules()

    /// A name as written in the file, with where it was written. Used for layer references and
    /// for `forbid` operands, which may also be module-name globs.
    public struct Reference: Sendable, Equatable, Hashable {
        public var name: String
        public var location: SourceLocation

        public init(name: String, location: SourceLocation) {
            self.name = name
            self.location = location
        }

        /// Whether this is the `*` of `allow X -> *`, meaning any layer.
        public var isWildcard: Bool { name == "*" }
    }

    /// A glob as written in the file, with where it was written, so that a pattern can be
    /// reported at its own place rather than at its statement's.
    public struct Pattern: Sendable, Equatable, Hashable {
        public var glob: Glob
        public var location: SourceLocation

        public init(_ glob: Glob, at location: SourceLocation) {
            self.glob = glob
            self.location = location
        }

        /// The pattern as written.
        public var text: String { glob.pattern }
    }

    /// `layer NAME = GLOB ...`
    public struct Layer: Sendable, Equatable {
        public var name: String
        /// Module-name patterns; a module belongs to the layer when any of them matches.
        public var patterns: [Pattern]
        public var location: SourceLocation

        public init(name: String, patterns: [Pattern], location: SourceLocation) {
            self.name = name
            self.patterns = patterns
            self.location = location
        }

        public func contains(module: String) -> Bool {
            patterns.contains { $0.glob.matches(module) }
        }
    }

    /// `module NAME = PATHGLOB ...`: Swift files under these paths that no SwiftPM target owns.
    public struct FolderModule: Sendable, Equatable {
        public var name: String
        /// Root-relative path patterns, matched against a path or any of its ancestors.
        public var paths: [Pattern]
        public var location: SourceLocation

        public init(name: String, paths: [Pattern], location: SourceLocation) {
            self.name = name
            self.paths = paths
            self.location = location
        }

        public func contains(path: String) -> Bool {
            paths.contains { $0.glob.matchesPathOrAncestor(path) }
        }
    }

    /// `allow LAYER -> TARGET ...`
    public struct Allowance: Sendable, Equatable {
        public var layer: Reference
        /// Layer names, or `*` for any layer.
        public var targets: [Reference]
        public var location: SourceLocation

        public init(layer: Reference, targets: [Reference], location: SourceLocation) {
            self.layer = layer
            self.targets = targets
            self.location = location
        }
    }

    /// `forbid SOURCE -> TARGET ...`. Each operand is a layer name or a module-name glob.
    public struct Prohibition: Sendable, Equatable {
        public var source: Reference
        public var targets: [Reference]
        public var location: SourceLocation

        public init(source: Reference, targets: [Reference], location: SourceLocation) {
            self.source = source
            self.targets = targets
            self.location = location
        }
    }

    /// `severity RULE-ID LEVEL`
    public struct SeverityOverride: Sendable, Equatable {
        public enum Level: String, Sendable, Equatable, CaseIterable {
            case error
            case warning
            case off

            /// The severity diagnostics of the rule get; nil when the rule is turned off.
            public var severity: Severity? {
                switch self {
                case .error: return .error
                case .warning: return .warning
                case .off: return nil
                }
            }
        }

        public var ruleID: String
        public var level: Level
        public var location: SourceLocation

        public init(ruleID: String, level: Level, location: SourceLocation) {
            self.ruleID = ruleID
            self.level = level
            self.location = location
        }
    }

    /// In declaration order; the first matching layer wins.
    public var layers: [Layer]
    /// In declaration order; the first matching folder module wins.
    public var folderModules: [FolderModule]
    public var allowances: [Allowance]
    public var prohibitions: [Prohibition]
    public var independentLayers: [Reference]
    /// Type-name suffixes to report; empty when the check is off (`ban-names none`).
    public var bannedSuffixes: [String]
    /// Where `ban-names` lines are; empty when the defaults are in force.
    public var banNamesLocations: [SourceLocation]
    /// Root-relative path patterns that discovery skips.
    public var excludes: [Pattern]
    /// Where `exclude` lines are.
    public var excludeLocations: [SourceLocation]
    /// Whether test targets are subject to the rules (`tests check`).
    public var checkTests: Bool
    /// Where the `tests` line is, if there is one.
    public var testsLocation: SourceLocation?
    /// Keyed by rule id.
    public var severityOverrides: [String: SeverityOverride]
    /// `template`, `templates` and `root` statements, for `archkit new`.
    public var scaffolding: ScaffoldSettings
    /// How features are laid out inside targets, for the rules that look inside them.
    public var catalogue = CatalogueSettings()
    /// What the statements that rules declare wrote, under each rule's keys.
    public var ruleSettings = RuleSettings()
    /// `except` lines, in file order.
    public var exceptions: [RuleException] = []

    public init(
        layers: [Layer] = [],
        folderModules: [FolderModule] = [],
        allowances: [Allowance] = [],
        prohibitions: [Prohibition] = [],
        independentLayers: [Reference] = [],
        bannedSuffixes: [String] = ArchitectureRules.defaultBannedSuffixes,
        banNamesLocations: [SourceLocation] = [],
        excludes: [Pattern] = [],
        excludeLocations: [SourceLocation] = [],
        checkTests: Bool = false,
        testsLocation: SourceLocation? = nil,
        severityOverrides: [String: SeverityOverride] = [:],
        scaffolding: ScaffoldSettings = ScaffoldSettings()
    ) {
        self.layers = layers
        self.folderModules = folderModules
        self.allowances = allowances
        self.prohibitions = prohibitions
        self.independentLayers = independentLayers
        self.bannedSuffixes = bannedSuffixes
        self.banNamesLocations = banNamesLocations
        self.excludes = excludes
        self.excludeLocations = excludeLocations
        self.checkTests = checkTests
        self.testsLocation = testsLocation
        self.severityOverrides = severityOverrides
        self.scaffolding = scaffolding
    }
}
