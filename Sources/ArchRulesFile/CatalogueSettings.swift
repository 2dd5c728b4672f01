import ArchCore

/// How features are laid out inside targets: their sublayers, what each may reference, and who
/// assembles the app. Several rules and the reference edges read these; a setting only one
/// rule reads is declared by that rule (`RuleStatement`).
public struct CatalogueSettings: Sendable, Equatable {
    /// `sublayer NAME = PATH ...`: a folder inside each feature module, such as
    /// `Presentation/Page`. Paths are matched as consecutive folder names anywhere in a file's
    /// path below its module's folder.
    public struct Sublayer: Sendable, Equatable {
        public var name: String
        public var paths: [ArchitectureRules.Pattern]
        public var location: SourceLocation

        public init(name: String, paths: [ArchitectureRules.Pattern], location: SourceLocation) {
            self.name = name
            self.paths = paths
            self.location = location
        }
    }

    /// `sublayer-allow SUBLAYER -> SUBLAYER ...`, or `-> *` for a sublayer that may reference
    /// every sublayer of its own feature (the feature's `Di`).
    public struct SublayerAllowance: Sendable, Equatable {
        public var sublayer: ArchitectureRules.Reference
        public var targets: [ArchitectureRules.Reference]
        public var location: SourceLocation

        public init(sublayer: ArchitectureRules.Reference, targets: [ArchitectureRules.Reference], location: SourceLocation) {
            self.sublayer = sublayer
            self.targets = targets
            self.location = location
        }
    }

    /// `features LAYER ...`: the layers whose modules are features laid out in sublayers.
    public var featureLayers: [ArchitectureRules.Reference] = []
    /// In declaration order; the longest matching path wins.
    public var sublayers: [Sublayer] = []
    public var sublayerAllowances: [SublayerAllowance] = []
    /// `feature-door SUBLAYER ...`: the sublayers whose types other features may reference,
    /// such as the Service protocols.
    public var featureDoors: [ArchitectureRules.Reference] = []
    /// `injected SUBLAYER ...`: the sublayers whose types only a composition sublayer (one
    /// allowed `-> *`) or a composition root may construct. Empty means the sublayers named
    /// in `defaultInjectedSublayers`.
    public var injectedSublayers: [ArchitectureRules.Reference] = []
    public static let defaultInjectedSublayers = ["Service", "Repository"]
    /// `composition-root MODULEGLOB ...`: modules that may construct and resolve anything. Modules
    /// of a layer allowed `-> *` are composition roots too.
    public var compositionRoots: [ArchitectureRules.Pattern] = []
    /// `infrastructure LAYER ...`: layers that serve features and may reference none of their types.
    public var infrastructureLayers: [ArchitectureRules.Reference] = []

    public init() {}
}

/// `except ...`: a finding the team accepts for now, with an owner, a date it expires on and a
/// reason. Past its date it is an error that names its owner; matching nothing, it is stale.
public struct RuleException: Sendable, Equatable {
    public enum Subject: Sendable, Equatable {
        /// `except FROM -> TO`: module names or globs, or layer names.
        case dependency(from: ArchitectureRules.Reference, to: ArchitectureRules.Reference)
        /// `except rule RULE-ID path PATHGLOB` (files) or `symbol NAMEGLOB` (the finding's subject).
        case rule(id: String, paths: [ArchitectureRules.Pattern], symbols: [ArchitectureRules.Pattern])
    }

    /// A calendar day, compared as written.
    public struct Day: Sendable, Equatable, Comparable, Hashable, CustomStringConvertible {
        public var year: Int
        public var month: Int
        public var day: Int

        public init(year: Int, month: Int, day: Int) {
            self.year = year
            self.month = month
            self.day = day
        }

        public static func < (lhs: Day, rhs: Day) -> Bool {
            (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
        }

        public var description: String {
            func pad(_ value: Int, _ width: Int) -> String {
                String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
            }
            return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
        }
    }

    public var subject: Subject
    /// As written, `@catalog-team`.
    public var owner: String
    /// The last day the exception holds.
    public var expires: Day
    public var reason: String
    public var location: SourceLocation

    public init(subject: Subject, owner: String, expires: Day, reason: String, location: SourceLocation) {
        self.subject = subject
        self.owner = owner
        self.expires = expires
        self.reason = reason
        self.location = location
    }
}
