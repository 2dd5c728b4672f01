import ArchRulesFile
import ArchCore
import Testing

@Suite("Comments, line endings, separators, encoding")
struct LexicalTests {
    @Test func commentsAnywhere() throws {
        let parsed = try rules("""
        # leading comment
        layer Core = Core   # trailing comment
        layer Domain = Domain#glued to the last word
            # indented comment
        allow Domain -> Core # allow Domain -> Nothing
        """)
        #expect(parsed.layers.map(\.name) == ["Core", "Domain"])
        #expect(parsed.layers[1].patterns.map(\.glob) == [Glob("Domain")])
        #expect(parsed.allowedTargets(ofLayer: "Domain") == ["Core"])
    }

    @Test func crlfLineEndings() throws {
        let parsed = try rules("layer Core = Core\r\nlayer Domain = Domain\r\nallow Domain -> Core\r\n")
        #expect(parsed.layers.map { $0.patterns.map(\.glob) } == [[Glob("Core")], [Glob("Domain")]])
        #expect(parsed.allowances.first?.targets == [.init(name: "Core", location: at(3, 17))])
    }

    @Test func crlfDoesNotShiftErrorColumns() {
        #expect(problemLines("layer Core = Core\r\ntests chek\r\n") == [
            ".archrules:2:7: error: unknown value 'chek' for 'tests' (expected 'check' or 'skip'); did you mean 'check'?",
        ])
    }

    @Test func byteOrderMarkIsSkippedAndNotCounted() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("layer Core = Core\n".utf8)
        let parsed = try ArchRulesParser.parse(bytes: bytes, file: rulesFile, knownRuleIDs: []).get()
        #expect(parsed.layers == [.init(name: "Core", patterns: [.init(Glob("Core"), at: at(1, 14))], location: at(1, 1))])

        let broken: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("laye Core = Core\n".utf8)
        #expect(problemLines(bytes: broken) == [".archrules:1:1: error: unknown keyword 'laye'; did you mean 'layer'?"])
    }

    @Test func tabsSeparateTokensAndCountAsOneColumn() throws {
        let parsed = try rules("layer\tCore\t=\tCore\tBase*\n\tallow\tCore\t->\tCore\n")
        #expect(parsed.layers.first?.patterns == [.init(Glob("Core"), at: at(1, 14)), .init(Glob("Base*"), at: at(1, 19))])
        #expect(parsed.allowances.first?.layer == .init(name: "Core", location: at(2, 8)))
        // An indented statement starts at its keyword.
        #expect(parsed.allowances.first?.location == at(2, 2))
    }

    @Test(arguments: ["allow Feature->Domain", "allow Feature ->Domain", "allow Feature-> Domain", "allow Feature -> Domain"])
    func arrowWithOrWithoutSpaces(line: String) throws {
        let parsed = try rules("layer Feature = *Feature\nlayer Domain = *Domain\n\(line)\n")
        #expect(parsed.allowances.map(\.layer.name) == ["Feature"])
        #expect(parsed.allowances.first?.targets.map(\.name) == ["Domain"])
    }

    @Test func equalsWithoutSpaces() throws {
        let parsed = try rules("layer X=*Feature\nmodule App=App/**\n")
        #expect(parsed.layers == [.init(name: "X", patterns: [.init(Glob("*Feature"), at: at(1, 9))], location: at(1, 1))])
        #expect(parsed.folderModules.first?.paths == [.init(Glob("App/**"), at: at(2, 12))])
    }

    @Test func forbidWithoutSpaces() throws {
        let parsed = try rules("forbid *Domain->UIKit\n")
        #expect(parsed.prohibitions.first?.source == .init(name: "*Domain", location: at(1, 8)))
        #expect(parsed.prohibitions.first?.targets == [.init(name: "UIKit", location: at(1, 17))])
    }

    @Test func hyphensInsideWordsAreKept() throws {
        let parsed = try rules("severity layer-dependency off\nexclude Some-Folder/**\n")
        #expect(parsed.severityOverrides["layer-dependency"]?.level == .off)
        #expect(parsed.excludes == [.init(Glob("Some-Folder/**"), at: at(2, 9))])
    }

    @Test func invalidUTF8IsReportedAtTheByte() {
        // "layer Caf\u{E9}" written in Latin-1: the 0xE9 is column 10 of line 2.
        let bytes = Array("layer Core = Core\nlayer Caf".utf8) + [0xE9] + Array(" = Cafe\n".utf8)
        #expect(problemLines(bytes: bytes) == [".archrules:2:10: error: invalid UTF-8 byte 0xE9"])
    }

    @Test func invalidUTF8InACommentIsStillAnError() {
        let bytes = Array("layer Core = Core # ".utf8) + [0xFF] + Array("\n".utf8)
        #expect(problemLines(bytes: bytes) == [".archrules:1:21: error: invalid UTF-8 byte 0xFF"])
    }

    @Test func invalidUTF8ColumnsCountMultibyteCharactersAsBytes() {
        // "é" is two bytes, so the stray continuation byte after "#é" is at column 4.
        let bytes = Array("#é".utf8) + [0x80]
        #expect(problemLines(bytes: bytes) == [".archrules:1:4: error: invalid UTF-8 byte 0x80"])
    }

    @Test(arguments: [
        [UInt8]([0xC0, 0xAF]), // overlong "/"
        [0xED, 0xA0, 0x80], // UTF-16 surrogate
        [0xF4, 0x90, 0x80, 0x80], // above U+10FFFF
        [0xE2, 0x82], // truncated at the end of the file
    ])
    func malformedSequencesAreRejected(sequence: [UInt8]) {
        #expect(problemLines(bytes: Array("# ".utf8) + sequence) == [
            ".archrules:1:3: error: invalid UTF-8 byte 0x\(String(sequence[0], radix: 16, uppercase: true))",
        ])
    }

    @Test func wellFormedMultibyteCharactersAreAccepted() throws {
        let parsed = try rules("# 日本語 😀 ü\nlayer Core = Core\n")
        #expect(parsed.layers.count == 1)
    }

    @Test func invalidUTF8LinesDoNotHideOtherErrors() {
        let bytes = [0xFF] + Array("\nlaye X = Y\n".utf8)
        #expect(problemLines(bytes: bytes) == [
            ".archrules:1:1: error: invalid UTF-8 byte 0xFF",
            ".archrules:2:1: error: unknown keyword 'laye'; did you mean 'layer'?",
        ])
    }
}
