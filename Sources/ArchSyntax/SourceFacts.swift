import ArchCore

/// The facts inside a file that rules about the code within one target need: which type names it
/// references, which calls it makes, what its public declarations expose. All are lexical: found
/// from tokens, without a type checker. The "Swift sources" section of docs/reading.md documents
/// the approximation.

/// A capitalised name used in type or expression position, outside comments, strings and dead
/// `#if` branches: a reference to a type, as far as a lexer can tell.
public struct TypeReference: Hashable, Sendable {
    public var name: String
    public var line: Int
    public var column: Int
    /// Whether the name is called directly, `Name(` or `Name.init(`: a construction.
    public var isConstruction: Bool
    /// The condition of the enclosing `#if` branches; nil when unconditional.
    public var condition: String?

    public init(name: String, line: Int, column: Int, isConstruction: Bool = false, condition: String? = nil) {
        self.name = name
        self.line = line
        self.column = column
        self.isConstruction = isConstruction
        self.condition = condition
    }
}

/// A call whose last member is one of `ScanOptions.recordedCalls`, with the dotted chain
/// before its parenthesis as written, whitespace removed: `DIContainer.shared.resolve`, or
/// `.resolve` for an implicit member. A member of those names read without a call after a
/// qualifier, `URLSession.shared`, is recorded too, with `isCall` false.
public struct CallSite: Hashable, Sendable {
    public var chain: String
    /// Whether the chain is called, `(` after its last member; false for a member read.
    public var isCall: Bool
    /// The `X` of a first argument written `X.self`, as in `resolve(OrderService.self)`.
    public var metatypeArgument: String?
    /// Where the chain starts.
    public var line: Int
    public var column: Int
    /// Whether the call sits in the arguments or the trailing closure of a registration that
    /// takes a closure, `container.register(X.self) { r in X(y: r.resolve(Y.self)!) }`: a call
    /// named in `registrationNames`, when it is recorded.
    public var inRegistration: Bool

    /// The last members of the calls that register a factory closure with a container:
    /// Swinject's and Resolver's `register` and `autoregister`.
    public static let registrationNames: Set<String> = ["register", "autoregister"]
    /// The chain recorded for an injecting property wrapper, `@Injected var service: Service`:
    /// `@` and the attribute's name. Recorded with the calls, for the attributes whose name
    /// contains `injectedWord`.
    public static let injectedWord = "Injected"

    public init(chain: String, metatypeArgument: String? = nil, line: Int, column: Int, inRegistration: Bool = false,
                isCall: Bool = true) {
        self.chain = chain
        self.isCall = isCall
        self.metatypeArgument = metatypeArgument
        self.line = line
        self.column = column
        self.inRegistration = inRegistration
    }
}

/// A collection size or row decision that the code fixes instead of reading from its data.
public struct HardCodedCount: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// `numberOfRowsInSection`, `numberOfItemsInSection` or `numberOfSections` returns an
        /// integer literal.
        case literalCount
        /// `indexPath.row == 2`, `indexPath.item == 0`, or `case 1` in `switch indexPath.row`.
        case rowBranch
    }

    public var kind: Kind
    /// The function (`numberOfRowsInSection`) or the compared expression (`indexPath.row`).
    public var subject: String
    /// The literal's value; `Int.max` when it does not fit.
    public var value: Int
    /// Where the literal is.
    public var line: Int
    public var column: Int

    public init(kind: Kind, subject: String, value: Int = 0, line: Int, column: Int) {
        self.kind = kind
        self.subject = subject
        self.value = value
        self.line = line
        self.column = column
    }
}

/// A `public` or `open` declaration, or a requirement of a public protocol, and the
/// capitalised names its signature mentions: the types it exposes to the modules that import
/// its own.
public struct PublicDeclaration: Hashable, Sendable {
    /// `func`, `init`, `var`, `let`, `subscript`, `typealias`, `class`, `struct`, `enum`,
    /// `protocol`, `actor`, `case`.
    public var keyword: String
    /// The declared name; `init` and `subscript` for those.
    public var name: String
    public var typeNames: [String]
    /// Where each of `typeNames` is first written in the signature, in the same order.
    public var typeNamePositions: [TextPosition]
    /// Where the name is.
    public var line: Int
    public var column: Int
    /// Whether the declaration is a requirement of a public protocol, public without the word.
    public var isRequirement: Bool

    public init(keyword: String, name: String, typeNames: [String], typeNamePositions: [TextPosition] = [],
                line: Int, column: Int, isRequirement: Bool = false) {
        self.keyword = keyword
        self.name = name
        self.typeNames = typeNames
        self.typeNamePositions = typeNamePositions
        self.line = line
        self.column = column
        self.isRequirement = isRequirement
    }
}

/// One `case` of an enum: `case detail(id: String)` gives `detail`.
public struct EnumCaseDeclaration: Hashable, Sendable {
    public var enumName: String
    public var name: String
    public var line: Int
    public var column: Int

    public init(enumName: String, name: String, line: Int, column: Int) {
        self.enumName = enumName
        self.name = name
        self.line = line
        self.column = column
    }
}

/// `// archkit:disable-next-line RULE[,RULE...] -- reason`, and the `disable-this-line` and
/// `disable-file` forms. Only `//` line comments are read; `///` doc comments and `/* */` are not.
public struct SuppressionComment: Hashable, Sendable {
    public enum Scope: String, Hashable, Sendable, CaseIterable {
        case nextLine = "disable-next-line"
        case thisLine = "disable-this-line"
        case file = "disable-file"
        /// A word after `archkit:` that is none of the above (`directive` holds it), recorded so
        /// that the mistake can be reported instead of silently suppressing nothing.
        case unknown

        /// The scopes a comment may name; `unknown` is not one.
        public static let allCases: [Scope] = [.nextLine, .thisLine, .file]
    }

    public var scope: Scope
    /// The word after `archkit:` as written, such as `disable-next-line`; empty if there is none.
    public var directive: String
    /// Rule ids as written; `all` is not accepted, so that each suppression says what it hides.
    public var rules: [String]
    /// The text after `--`, trimmed; nil when missing or empty.
    public var reason: String?
    /// Where the comment starts.
    public var line: Int
    public var column: Int

    public init(scope: Scope, rules: [String], reason: String?, line: Int, column: Int, directive: String? = nil) {
        self.scope = scope
        self.directive = directive ?? (scope == .unknown ? "" : scope.rawValue)
        self.rules = rules
        self.reason = reason
        self.line = line
        self.column = column
    }
}

/// The facts the scanner records only when something reads them. Imports, declarations,
/// suppressions and the file's problems are always recorded.
public struct ScanFacts: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `SourceSummary.references`, and the generic parameters that shadow them.
    public static let references = ScanFacts(rawValue: 1 << 0)
    /// `SourceSummary.calls`, of the names in `ScanOptions.recordedCalls`.
    public static let calls = ScanFacts(rawValue: 1 << 1)
    public static let hardCodedCounts = ScanFacts(rawValue: 1 << 2)
    public static let publicDeclarations = ScanFacts(rawValue: 1 << 3)
    public static let enumCases = ScanFacts(rawValue: 1 << 4)

    public static let all: ScanFacts = [.references, .calls, .hardCodedCounts, .publicDeclarations, .enumCases]
}

/// What the scanner records beyond imports and declarations, chosen by the configuration.
public struct ScanOptions: Hashable, Sendable {
    /// Last members of calls to record as `CallSite`s, such as `resolve`; none are recorded
    /// when `facts` leaves out `.calls`.
    public var recordedCalls: Set<String> {
        didSet { triggers = TriggerWords(self) }
    }
    /// The optional facts to record. Each is most of the scan's work for the tokens it looks
    /// at, and only some configurations read it; every recorded fact is exactly the same
    /// whatever else is left out.
    public var facts: ScanFacts {
        didSet { triggers = TriggerWords(self) }
    }
    /// Whether a reader is skipped in a file that lacks its trigger words (see `TriggerWords`).
    /// Only tests turn it off, to compare with a scan that runs every reader everywhere.
    var checksTriggerWords = true {
        didSet { triggers = TriggerWords(self) }
    }
    /// Made once per configuration rather than once per file.
    private(set) var triggers: TriggerWords

    /// Whether to record `TypeReference`s: `facts` contains `.references`.
    public var recordsReferences: Bool {
        get { facts.contains(.references) }
        set {
            if newValue { facts.insert(.references) } else { facts.remove(.references) }
        }
    }

    public init(recordedCalls: Set<String> = ["resolve"], recordsReferences: Bool = true) {
        self.init(recordedCalls: recordedCalls, facts: recordsReferences ? .all : ScanFacts.all.subtracting(.references))
    }

    public init(recordedCalls: Set<String> = ["resolve"], facts: ScanFacts) {
        self.recordedCalls = recordedCalls
        self.facts = facts
        self.triggers = TriggerWords(recordedCalls: recordedCalls, facts: facts, checksWords: true)
    }

    public static let standard = ScanOptions()

    public static func == (lhs: ScanOptions, rhs: ScanOptions) -> Bool {
        lhs.recordedCalls == rhs.recordedCalls && lhs.facts == rhs.facts
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(recordedCalls)
        hasher.combine(facts)
    }
}
