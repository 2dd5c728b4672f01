import ArchCore

/// Reads the imports, type declarations and the other `SourceSummary` facts of a Swift file in
/// one pass over its tokens.
public enum SourceScanner {
    public static func scan(_ source: [UInt8], options: ScanOptions = .standard) -> SourceSummary {
        source.withUnsafeBufferPointer { scan(buffer: $0, options: options) }
    }

    public static func scan(buffer: UnsafeBufferPointer<UInt8>, options: ScanOptions = .standard) -> SourceSummary {
        scan(buffer: buffer, options: options, skims: true)
    }

    /// `skims: false` takes every token through the whole scan; only tests use it, to show
    /// that skimming changes nothing.
    static func scan(_ source: [UInt8], options: ScanOptions, skims: Bool) -> SourceSummary {
        source.withUnsafeBufferPointer { scan(buffer: $0, options: options, skims: skims) }
    }

    static func scan(buffer: UnsafeBufferPointer<UInt8>, options: ScanOptions, skims: Bool) -> SourceSummary {
        var scanner = ScanPass(cursor: TokenCursor(buffer), options: options, skims: skims)
        scanner.run()
        scanner.dropGenericParameterReferences()
        // The facts are moved out of the scan state rather than copied: a copy retained each
        // array, and dropping the scan state released it again.
        var summary = SourceSummary(imports: take(&scanner.imports), declarations: take(&scanner.declarations),
                                    nestingTooDeep: scanner.cursor.nestingTooDeep, references: take(&scanner.references),
                                    calls: take(&scanner.calls), hardCodedCounts: take(&scanner.hardCodedCounts),
                                    publicDeclarations: take(&scanner.publicDeclarations),
                                    enumCases: take(&scanner.enumCases),
                                    suppressions: scanner.suppressions(),
                                    hasGeneratedHeader: GeneratedHeader.isGenerated(buffer))
        if !scanner.sawOnlyASCII, let offset = UTF8Validation.firstInvalidOffset(buffer) {
            summary.invalidUTF8 = UTF8Validation.position(of: offset, in: buffer)
        }
        return summary
    }

    /// The value of `array`, leaving it empty.
    @inline(__always)
    private static func take<Element>(_ array: inout [Element]) -> [Element] {
        var taken: [Element] = []
        swap(&taken, &array)
        return taken
    }
}

/// The state of one scan. Each fact has its own extension file; all of them see every token
/// once, from `run()`.
struct ScanPass {
    var cursor: TokenCursor
    var imports: [ImportDeclaration] = []
    var declarations: [TypeDeclaration] = []
    var conditions = ConditionStack()
    /// Where the first attribute waiting for its declaration starts, or -1. The attributes'
    /// text is made only if an import takes them (`attributeTexts(in:from:before:)`): most belong
    /// to declarations that do not record them, so making a String for each would be wasted.
    var firstPendingAttribute = -1
    var pendingAccessLevel: Words.AccessLevelWord?
    /// Whether attributes or an access level wait for the declaration they belong to: one
    /// flag in the scan state, tested at nearly every token, instead of the array's count.
    var hasPending = false
    var references: [TypeReference] = []
    /// The start of the name token of the type declaration just read, which is no reference.
    var declaredNameStart = -1
    /// The inheritance clause being read, if a type declaration's body has not opened yet.
    var inheritance: InheritanceClause?
    /// How many entries of `cursor.interpolatedNames` have been turned into references.
    var interpolatedNamesRead = 0
    var calls: [CallSite] = []
    /// Where the arguments and closures of the last registration found end (see
    /// `findRegistration(after:)`), and where its search ended.
    var registrationEnd = -1
    var registrationSearchEnd = -1
    var callReplay: CallReplay
    var publicDeclarations: [PublicDeclaration] = []
    /// Whether `public` or `open` was read and only modifiers and attributes have followed.
    var publicAccess = false
    /// The signature of a public member being read, until its body or the end of its statement.
    var signature: Signature?
    /// The brace depth inside the body of the public protocol being read, or -1.
    var publicProtocolDepth = -1
    var enumCases: [EnumCaseDeclaration] = []
    var braceDepth = 0
    /// The bodies of the enums enclosing the current token, innermost last (see `TypeBody`).
    var typeBodies: [TypeBody] = []
    /// The `case` declaration of an enum being read.
    var enumCaseList: EnumCaseList?
    var hardCodedCounts: [HardCodedCount] = []
    var countFunction: CountFunction?
    /// The `switch indexPath.row` statements enclosing the current token, innermost last.
    var rowSwitches: [RowSwitch] = []
    /// The subject of the row switch whose `case` label is being read.
    var rowSwitchCase: String?
    /// The generic parameter list being read, and the names every such list declared.
    var genericList: GenericParameterList?
    var genericParameterNames: Set<String> = []
    /// The start of the name after `func`, which may open a generic parameter list.
    var functionNameStart = -1
    /// The modules imported so far, to recognise qualified names such as `Moya.Method`.
    var importedModules: Set<String> = []
    /// The lengths and first bytes of `importedModules`, so that most names are found not to
    /// be one without making and hashing a String.
    var importedModuleShapes = NameShapeFilter()
    /// The readers that can record something in this file: the options' facts, less those
    /// whose trigger words the file does not contain (see `TriggerWords`). The other readers
    /// are never called, so their state stays empty.
    let recordsReferences: Bool
    let recordsCalls: Bool
    /// Whether injecting property wrappers are recorded with the calls: `CallSite.injectedWord`
    /// is one of the recorded call names.
    let recordsInjectedAttributes: Bool
    let recordsCountFunctions: Bool
    let recordsRowBranches: Bool
    let recordsPublicDeclarations: Bool
    let recordsEnumCases: Bool
    /// Whether tokens the scan cannot act on are skimmed over when nothing is pending.
    let skims: Bool
    /// Whether the trigger word search saw that every byte is ASCII, and so valid UTF-8.
    let sawOnlyASCII: Bool

    init(cursor: TokenCursor, options: ScanOptions, skims: Bool = true) {
        self.cursor = cursor
        self.skims = skims
        self.recordsReferences = options.recordsReferences
        if options.recordsReferences { self.cursor.recordInterpolatedNames() }
        // Read in place: a copy of the triggers retained and released their arrays per file.
        let present = options.triggers.present(in: cursor.bytes)
        self.callReplay = CallReplay(names: options.triggers.callNames, replays: skims)
        self.recordsCalls = present.calls
        self.recordsInjectedAttributes = present.calls && options.recordedCalls.contains(CallSite.injectedWord)
        self.recordsCountFunctions = present.countFunctions
        self.recordsRowBranches = present.rowBranches
        self.sawOnlyASCII = present.sawOnlyASCII
        self.recordsPublicDeclarations = options.facts.contains(.publicDeclarations)
        self.recordsEnumCases = options.facts.contains(.enumCases)
    }

    // Helpers that only read the scan state are `@inline(__always)`: a call to a non-mutating
    // method of this large struct from a mutating one copied all of it (hundreds of bytes)
    // for each call.
    mutating func run() {
        // Whether the previous token was a `.`: then a keyword is a member name (`x.import`).
        var afterDot = false
        var previousEndsStatement = true
        // Whether the previous token was `(` or `,`: then a keyword starts a parameter or an
        // argument and is its label (`func f(actor fooManager: Int)`), never a declaration.
        var startsListItem = false
        // The tokens before the current one, kept only for the readers that look back (the
        // call reader only when it does not replay the chain).
        let tracksPrevious = recordsReferences || recordsPublicDeclarations || (recordsCalls && !callReplay.replays)
        // Whether the brackets and braces read go to `callReplay`.
        let notesPunctuation = recordsCalls && callReplay.replays
        // Whether any reader beyond declarations and enum cases can record in this file: when
        // none can, one test per token passes over all of them.
        let readsOptionalFacts = tracksPrevious || recordsCalls || recordsCountFunctions || recordsRowBranches
        var previous: Token?
        // The name before the `.` that precedes the current token, for qualified names.
        var qualifier: Token?
        var beforePrevious: Token?
        let bytes = cursor.bytes
        // Skimming needs a file where no optional reader runs but the calls and the counts:
        // then, with no inheritance clause or enum case list open, a token that is no anchor
        // changes only the three flags above, the brace depth, what `callReplay` counts, and
        // clears what is pending, which the skimmer follows. The count readers start at words
        // the skim stops at (`func`, `switch`, `indexPath`, numbers), and take every token only
        // while one of them is open.
        let skims = self.skims && !(recordsReferences || recordsPublicDeclarations)
        let countsRun = recordsCountFunctions || recordsRowBranches
        let stops = SwiftLexer.Stops(cases: recordsEnumCases, functions: recordsCountFunctions, rowWords: recordsRowBranches)
        while true {
            let token: Token
            if skims, inheritance == nil, enumCaseList == nil,
               !countsRun || (countFunction == nil && rowSwitches.isEmpty && rowSwitchCase == nil) {
                let skim: SwiftLexer.Skim
                var ignored = IgnoredTokens()
                switch (recordsCalls, countsRun) {
                case (true, true):
                    skim = cursor.advanceToAnchor(braceDepth: &braceDepth, stops: stops, reader: &callReplay, counts: WithCountWords.self)
                case (true, false):
                    skim = cursor.advanceToAnchor(braceDepth: &braceDepth, stops: stops, reader: &callReplay, counts: WithoutCountWords.self)
                case (false, true):
                    skim = cursor.advanceToAnchor(braceDepth: &braceDepth, stops: stops, reader: &ignored, counts: WithCountWords.self)
                case (false, false):
                    skim = cursor.advanceToAnchor(braceDepth: &braceDepth, stops: stops, reader: &ignored, counts: WithoutCountWords.self)
                }
                token = skim.anchor
                if skim.skipped {
                    // Attributes or an access level waiting for their declaration are cleared by
                    // every token that is no anchor, as the branches below clear them.
                    clearPending()
                    let punctuation = skim.lastPunctuation
                    afterDot = punctuation == .dot
                    previousEndsStatement = punctuation == UInt8(ascii: ";")
                    startsListItem = punctuation == .openParen || punctuation == UInt8(ascii: ",")
                    // A body closes when the depth falls below it, even if it rose again after.
                    while let body = typeBodies.last, body.depth > skim.lowestDepth { typeBodies.removeLast() }
                }
            } else {
                token = cursor.advance()
            }
            let isPunctuation = token.kind == .punctuation
            // The byte of a punctuation token; read once for every test below.
            let punctuation = isPunctuation ? bytes[token.start] : 0
            if isPunctuation {
                trackBraces(punctuation)
                if notesPunctuation { callReplay.notePunctuation(token, byte: punctuation) }
            }
            // The readers write separate facts, so their order here does not matter, except
            // among those that record hard-coded counts.
            if inheritance != nil { readInheritance(token) }
            if enumCaseList != nil { readEnumCase(token) }
            if readsOptionalFacts {
                if recordsReferences {
                    if genericList != nil { readGenericList(token) }
                    if token.kind == .operatorSymbol { noteGenericListStart(token, previous: previous) }
                    qualifier = afterDot ? beforePrevious : nil
                }
                if signature != nil { readSignature(token, previous: previous) }
                if countFunction != nil { readCountFunction(token) }
                if recordsRowBranches, !rowSwitches.isEmpty { readRowSwitch(token) }
                if recordsRowBranches, token.kind == .number || (token.kind == .identifier && token.length == 9) {
                    noteRowComparison(token)
                }
                if recordsCalls {
                    if token.kind == .identifier, callReplay.chain.names.spells(start: token.start, end: token.end, in: bytes) {
                        noteCall(token, previous: previous)
                    }
                    if !callReplay.replays { callReplay.chain.trackTaken(token, in: bytes) }
                }
                if publicAccess { trackPublicAccess(token) }
                if tracksPrevious {
                    beforePrevious = previous
                    previous = token
                }
            }
            switch token.kind {
            case .endOfFile:
                return
            case .pound:
                handleDirective(token)
            case .attribute:
                if recordsReferences { noteAttributeReference(token) }
                if recordsInjectedAttributes { noteInjectedAttribute(token) }
                skipAttributeArguments()
                if firstPendingAttribute < 0 { firstPendingAttribute = token.start }
                hasPending = true
            case .string:
                if recordsReferences, token.hasInterpolation { noteInterpolatedReferences(upTo: token.end) }
                clearPending()
            case .identifier where token.isBackticked || afterDot:
                if recordsReferences, !isModuleQualified(token, qualifier: qualifier) { noteReference(token, afterDot: afterDot) }
                clearPending()
            case .identifier:
                if recordsReferences, !isModuleQualified(token, qualifier: nil) { noteReference(token, afterDot: false) }
                switch Words.classify(token, in: cursor.bytes) {
                case .import where token.startsLine || previousEndsStatement || hasPending:
                    readImport(token)
                    clearPending()
                    publicAccess = false
                case .accessLevel(let level):
                    pendingAccessLevel = level
                    hasPending = true
                    if level == .public || level == .open { publicAccess = recordsPublicDeclarations }
                case .declaration(let kind) where !startsListItem:
                    let recorded = readDeclaration(kind)
                    if recorded { notePublicType(kind) }
                    clearPending()
                case .member(let keyword) where !startsListItem:
                    if publicAccess || isInPublicProtocolBody { startSignature(keyword, at: token) }
                    switch keyword {
                    case .case:
                        if recordsEnumCases { startEnumCases() }
                        if recordsRowBranches { startRowSwitchCase() }
                    case .func:
                        if recordsCountFunctions { startCountFunction() }
                        // Only a generic parameter list, which shadows references, needs the name.
                        if recordsReferences, cursor.peek().kind == .identifier { functionNameStart = cursor.peek().start }
                    case .switch where recordsRowBranches: startRowSwitch()
                    default: break
                    }
                    publicAccess = false
                    clearPending()
                default:
                    clearPending()
                }
            default:
                clearPending()
            }
            afterDot = isPunctuation && punctuation == .dot
            previousEndsStatement = isPunctuation && punctuation == UInt8(ascii: ";")
            startsListItem = isPunctuation && (punctuation == .openParen || punctuation == UInt8(ascii: ","))
        }
    }

    @inline(__always)
    mutating func clearPending() {
        guard hasPending else { return }
        firstPendingAttribute = -1
        pendingAccessLevel = nil
        hasPending = false
    }
}
