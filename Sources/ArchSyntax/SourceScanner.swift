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
                                    suppressions: scanner.suppressions())
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
    /// to declarations that do not record them, and a String for each cost about 190
    /// instructions, an array for them an allocation per file.
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
    var chain: CallChain
    var publicDeclarations: [PublicDeclaration] = []
    /// Whether `public` or `open` was read and only modifiers and attributes have followed.
    var publicAccess = false
    /// The signature of a public member being read, until its body or the end of its statement.
    var signature: Signature?
    var enumCases: [EnumCaseDeclaration] = []
    var braceDepth = 0
    /// The bodies of the type declarations enclosing the current token, innermost last.
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
        self.chain = CallChain(names: options.triggers.callNames)
        self.recordsCalls = present.calls
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
        // The tokens before the current one, kept only for the readers that look back.
        let tracksPrevious = recordsReferences || recordsCalls || recordsPublicDeclarations
        // Whether any reader beyond declarations and enum cases can record in this file: when
        // none can, one test per token passes over all of them.
        let readsOptionalFacts = tracksPrevious || recordsCountFunctions || recordsRowBranches
        var previous: Token?
        // The name before the `.` that precedes the current token, for qualified names.
        var qualifier: Token?
        var beforePrevious: Token?
        let bytes = cursor.bytes
        // Skimming needs a file where no optional reader runs but the calls and the counts:
        // then, with nothing pending, a token that is no anchor changes only the three flags
        // above, the brace depth, the previous token and the call chain, which the skimmer
        // follows. The count readers start at words the skim stops at (`func`, `switch`,
        // `indexPath`, numbers), and take every token only while one of them is open.
        let skims = self.skims && !(recordsReferences || recordsPublicDeclarations)
        let countsRun = recordsCountFunctions || recordsRowBranches
        let stops = SwiftLexer.Stops(cases: recordsEnumCases, functions: recordsCountFunctions, rowWords: recordsRowBranches)
        while true {
            let token: Token
            if skims, !hasPending, inheritance == nil, enumCaseList == nil,
               !countsRun || (countFunction == nil && rowSwitches.isEmpty && rowSwitchCase == nil) {
                let skim: SwiftLexer.Skim
                var ignored = IgnoredTokens()
                switch (recordsCalls, countsRun) {
                case (true, true):
                    skim = cursor.advanceToAnchor(braceDepth: &braceDepth, stops: stops, reader: &chain, counts: WithCountWords.self)
                case (true, false):
                    skim = cursor.advanceToAnchor(braceDepth: &braceDepth, stops: stops, reader: &chain, counts: WithoutCountWords.self)
                case (false, true):
                    skim = cursor.advanceToAnchor(braceDepth: &braceDepth, stops: stops, reader: &ignored, counts: WithCountWords.self)
                case (false, false):
                    skim = cursor.advanceToAnchor(braceDepth: &braceDepth, stops: stops, reader: &ignored, counts: WithoutCountWords.self)
                }
                token = skim.anchor
                if skim.skipped {
                    let punctuation = skim.lastPunctuation
                    afterDot = punctuation == .dot
                    previousEndsStatement = punctuation == UInt8(ascii: ";")
                    startsListItem = punctuation == .openParen || punctuation == UInt8(ascii: ",")
                    // A body closes when the depth falls below it, even if it rose again after.
                    while let body = typeBodies.last, body.depth > skim.lowestDepth { typeBodies.removeLast() }
                    // Only the call reader looks back here, at the previous token alone (the
                    // reference reader, which reads the one before, never skims).
                    if recordsCalls { previous = skim.lastSkipped }
                }
            } else {
                token = cursor.advance()
            }
            let isPunctuation = token.kind == .punctuation
            // The byte of a punctuation token; read once for every test below.
            let punctuation = isPunctuation ? bytes[token.start] : 0
            if isPunctuation { trackBraces(punctuation) }
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
                    if token.kind == .identifier, chain.names.spells(start: token.start, end: token.end, in: bytes) {
                        noteCall(token, previous: previous)
                    }
                    chain.trackTaken(token, in: bytes)
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
                    if publicAccess { startSignature(keyword, at: token) }
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

    // MARK: - Imports

    mutating func readImport(_ keyword: Token) {
        var kind: String?
        let first = cursor.peek()
        guard first.kind == .identifier else { return }
        if !first.isBackticked, Self.isImportKind(first, in: cursor.bytes), cursor.peek(1).kind == .identifier {
            kind = cursor.text(first)
            _ = cursor.advance()
        }
        // Tokens go into locals before a `cursor` method reads them: an argument that mutates
        // `cursor` would make Swift copy it for the call.
        var component = cursor.advance()
        let module = cursor.name(component)
        var submodules: [String] = []
        while true {
            let dot = cursor.peek()
            guard cursor.isPunctuation(dot, .dot), cursor.peek(1).kind == .identifier else { break }
            _ = cursor.advance()
            component = cursor.advance()
            submodules.append(cursor.name(component))
        }
        // An import declaration ends its statement; `import value: Int` in a parameter list does not.
        let after = cursor.peek()
        guard after.kind == .endOfFile || after.startsLine || cursor.isPunctuation(after, UInt8(ascii: ";")) else { return }
        // Only the reference reader asks which modules are imported.
        if recordsReferences {
            importedModules.insert(module)
            importedModuleShapes.insert(module)
        }
        let attributes = firstPendingAttribute < 0
            ? [] : Self.attributeTexts(in: cursor.bytes, from: firstPendingAttribute, before: keyword.start)
        let condition = conditions.current
        let accessLevel = pendingAccessLevel?.rawValue
        imports.append(ImportDeclaration(module: module, submodules: submodules, kind: kind, attributes: attributes,
                                         accessLevel: accessLevel, condition: condition,
                                         line: keyword.line, column: keyword.column), reservingFirst: 4)
    }

    /// `typealias`, `struct`, `class`, `enum`, `protocol`, `let`, `var` or `func`: compared as
    /// bytes, since every import asks and most answers are no.
    static func isImportKind(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch Words.classify(token, in: bytes) {
        case .declaration(let kind): return kind != .actor
        case .member(.let), .member(.var), .member(.func): return true
        default: return false
        }
    }

    /// Passes over the parenthesised arguments of the attribute just read, if they follow it
    /// on its line: no reader sees them.
    mutating func skipAttributeArguments() {
        let next = cursor.peek()
        guard cursor.isPunctuation(next, .openParen), !next.startsLine else { return }
        var depth = 0
        repeat {
            let next = cursor.advance()
            if next.kind == .endOfFile { break }
            if cursor.isPunctuation(next, .openParen) { depth += 1 }
            if cursor.isPunctuation(next, .closeParen) { depth -= 1 }
        } while depth > 0
    }

    /// The text of each attribute from `start` to `end`, as written, with its parenthesised
    /// arguments (white space and comments between their tokens shown as one space). Lexed
    /// again: what lies there is what left the attributes pending, since every other token
    /// and every directive clears them. That is attributes, each argument list as
    /// `skipAttributeArguments` passed over it, and access-level words, which are left out.
    /// An attribute is lexed the same whatever precedes it.
    ///
    /// Static, so that the call from a mutating method copies nothing of the scan state.
    static func attributeTexts(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, before end: Int) -> [String] {
        let range = UnsafeBufferPointer(rebasing: bytes[start..<end])
        var lexer = SwiftLexer(range)
        var texts: [String] = []
        var next = lexer.next()
        while next.kind != .endOfFile {
            guard next.kind == .attribute else {
                next = lexer.next()
                continue
            }
            var text = TokenCursor.text(next, in: range)
            next = lexer.next()
            if next.kind == .punctuation, range[next.start] == .openParen, !next.startsLine {
                var tokens: [Token] = []
                var depth = 0
                repeat {
                    if next.kind == .endOfFile { break }
                    if next.kind == .punctuation, range[next.start] == .openParen { depth += 1 }
                    if next.kind == .punctuation, range[next.start] == .closeParen { depth -= 1 }
                    tokens.append(next)
                    next = lexer.next()
                } while depth > 0
                text += TokenCursor.normalizedText(of: tokens, in: range)
            }
            texts.append(text)
        }
        return texts
    }

    // MARK: - Declarations

    /// Records `kind Name` when what follows the name can only follow a declared type:
    /// `{`, `:`, `<`, `=` or `where`. That rejects `class func`, `class override var` and
    /// `actor` used as an ordinary name.
    @discardableResult
    mutating func readDeclaration(_ kind: TypeDeclarationKind) -> Bool {
        let name = cursor.peek()
        guard name.kind == .identifier else { return false }
        if !name.isBackticked, Keywords.mayBeReserved(name, in: cursor.bytes), Keywords.reserved.contains(cursor.text(name)) { return false }
        let follower = cursor.peek(1)
        let introducesBody: Bool
        switch follower.kind {
        case .punctuation:
            introducesBody = cursor.isPunctuation(follower, UInt8(ascii: "{")) || cursor.isPunctuation(follower, UInt8(ascii: ":"))
        case .operatorSymbol:
            let first = cursor.bytes[follower.start]
            introducesBody = first == UInt8(ascii: "<") || (first == UInt8(ascii: "=") && follower.length == 1)
        case .identifier:
            introducesBody = cursor.isKeyword(follower, "where")
        default:
            introducesBody = false
        }
        guard introducesBody else { return false }
        let declaration = TypeDeclaration(kind: kind, name: cursor.name(name), line: name.line, column: name.column)
        declarations.append(declaration, reservingFirst: 4)
        declaredNameStart = name.start
        if kind != .typealias { inheritance = InheritanceClause(declaration: declarations.count - 1) }
        return true
    }
}

extension Array {
    /// Appends, making room for `first` elements when the array has none: a file's facts
    /// come a few at a time, and growing from one place to two to four cost an allocation
    /// and a move each time.
    @inline(__always)
    mutating func append(_ element: Element, reservingFirst first: Int) {
        if capacity == 0 { reserveCapacity(first) }
        append(element)
    }
}
