import ArchCore
@testable import ArchXcode
import Testing

@Suite("OpenStep property lists")
struct PropertyListTests {
    private func parse(_ text: String) throws -> PropertyList {
        try PropertyList(parsing: Array(text.utf8))
    }

    @Test func readsEveryKindOfValueWithItsPosition() throws {
        let text = """
        // !$*UTF8*$!
        {
        \tquoted = "a\\"b\\\\c\\nd\\te\\U00e9\\101";
        \tlist = (one, "two" /* the second */, );
        \tdata = <0fbd 7A
        \t\t01>;
        \tpath = ../Foo/Bar-1.0_x+y:z$.swift; // trailing comment
        \tempty = { };
        }
        """
        let list = try parse(text)
        let root = list.root
        #expect(list.kind(of: root) == .dictionary)
        #expect(list.position(of: root) == TextPosition(line: 2, column: 1))
        #expect(list.entries(root)?.compactMap { list.string($0.key) } == ["quoted", "list", "data", "path", "empty"])
        let quoted = try #require(list.value(root, "quoted"))
        #expect(list.string(quoted) == "a\"b\\c\nd\te\u{E9}A")
        #expect(list.position(of: quoted) == TextPosition(line: 3, column: 11))
        let elements = list.elements(root, "list")
        #expect(elements.compactMap(list.string) == ["one", "two"])
        #expect(elements.map(list.position) == [TextPosition(line: 4, column: 10), TextPosition(line: 4, column: 15)])
        #expect(list.value(root, "data").flatMap(list.data) == [0x0F, 0xBD, 0x7A, 0x01])
        #expect(list.string(root, "path") == "../Foo/Bar-1.0_x+y:z$.swift")
        #expect(list.value(root, "empty").flatMap(list.entries)?.isEmpty == true)
        #expect(list.value(root, "missing") == nil)
    }

    @Test func columnsCountUTF8BytesAndEveryLineBreakCounts() throws {
        let list = try parse("{\r\n\"é\" = x;\r  y = \"two\nlines\";\n  z = w; }")
        let keys = try #require(list.entries(list.root)).map { list.position(of: $0.key) }
        #expect(keys == [TextPosition(line: 2, column: 1), TextPosition(line: 3, column: 3), TextPosition(line: 5, column: 3)])
        #expect(list.position(of: try #require(list.value(list.root, "\u{E9}"))) == TextPosition(line: 2, column: 8))
    }

    @Test func aRepeatedKeyKeepsTheLastValue() throws {
        let list = try parse("{ a = 1; a = 2; }")
        #expect(list.string(list.root, "a") == "2")
    }

    @Test func surrogatePairsJoinIntoOneCharacter() throws {
        let list = try parse(#"{ a = "\Ud83d\Ude00"; }"#)
        #expect(list.string(list.root, "a") == "\u{1F600}")
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var input: [UInt8]
        var reason: PropertyListError.Reason
        var line: Int
        var column: Int
        var mentions: String
        var testDescription: String { "\(reason.rawValue) at \(line):\(column)" }

        init(_ input: String, _ reason: PropertyListError.Reason, _ line: Int, _ column: Int, _ mentions: String) {
            self.init(bytes: Array(input.utf8), reason, line, column, mentions)
        }

        init(bytes: [UInt8], _ reason: PropertyListError.Reason, _ line: Int, _ column: Int, _ mentions: String) {
            input = bytes
            self.reason = reason
            self.line = line
            self.column = column
            self.mentions = mentions
        }
    }

    static let errors: [Case] = [
        Case("{ a = \"x; }", .unterminatedString, 1, 7, "unterminated string"),
        Case("{ a = \"x\\", .unterminatedString, 1, 7, "unterminated string"),
        Case("{\n  a = b\n  c = d;\n}", .missingSemicolon, 3, 3, "missing `;`"),
        Case("{\r\n a = b\r\n}", .missingSemicolon, 3, 1, "missing `;`"),
        Case("{ a b; }", .equalsExpected, 1, 5, "`=` expected"),
        Case("{ \"é\" = x; y }", .equalsExpected, 1, 15, "`=` expected after the key \"y\""),
        Case("{ a = (b, c }", .commaExpected, 1, 13, "`,` or `)` expected"),
        Case("{ a = (b,", .unexpectedEnd, 1, 10, "the array opened at 1:7 is not closed"),
        Case("{\n  a = {\n", .unexpectedEnd, 3, 1, "the dictionary opened at 2:7 is not closed"),
        Case("{ a = b;", .unexpectedEnd, 1, 9, "unexpected end"),
        Case("// only a comment\n", .unexpectedEnd, 2, 1, "holds no value"),
        Case("{ = b; }", .keyExpected, 1, 3, "a key or `}`"),
        Case("{ a = ; }", .valueExpected, 1, 7, "a value was expected"),
        Case("( , )", .valueExpected, 1, 3, "a value was expected"),
        Case("{ a = @; }", .unexpectedCharacter, 1, 7, "unexpected character `@`"),
        Case("{ } x", .trailingContent, 1, 5, "after the end"),
        Case("{ /* never closed", .unterminatedComment, 1, 3, "`/*` has no `*/`"),
        Case("{ a = <0fbd; }", .invalidData, 1, 12, "`;` is not a hexadecimal digit"),
        Case("{ a = <0fb>; }", .invalidData, 1, 11, "odd number"),
        Case("{ a = <0f", .unterminatedData, 1, 7, "`<` has no `>`"),
        Case("{ a = \"\\U12\"; }", .invalidEscape, 1, 8, "four hexadecimal digits"),
        Case("{ a = \"\\Ud800x\"; }", .invalidEscape, 1, 8, "high surrogate"),
        Case("{ a = \"\\Udc00\"; }", .invalidEscape, 1, 8, "lone low surrogate"),
        Case(bytes: Array("{ a = \"".utf8) + [0xFF] + Array("\"; }".utf8), .invalidUTF8, 1, 8, "not valid UTF-8"),
        Case(bytes: Array("{\n a = ".utf8) + [0xC3, 0x28], .invalidUTF8, 2, 6, "not valid UTF-8"),
    ]

    @Test(arguments: errors)
    func malformedInputIsReportedWhereItIs(_ sample: Case) {
        #expect {
            _ = try PropertyList(parsing: sample.input)
        } throws: { error in
            guard let error = error as? PropertyListError else { return false }
            #expect(error.reason == sample.reason, "\(error)")
            #expect(error.position == TextPosition(line: sample.line, column: sample.column), "\(error)")
            #expect(error.message.contains(sample.mentions), "\(error)")
            #expect(error.description.hasPrefix("\(sample.line):\(sample.column): "))
            return true
        }
    }

    @Test func deepNestingFailsCleanly() {
        let depth = 200_000
        let input = [UInt8](repeating: UInt8(ascii: "("), count: depth)
        #expect {
            _ = try PropertyList(parsing: input)
        } throws: { error in
            (error as? PropertyListError)?.position == TextPosition(line: 1, column: depth + 1)
                && (error as? PropertyListError)?.reason == .unexpectedEnd
        }
    }

    @Test func deepNestingThatClosesIsReadAndFreedWithoutRecursion() throws {
        let depth = 200_000
        let input = [UInt8](repeating: UInt8(ascii: "("), count: depth) + [UInt8](repeating: UInt8(ascii: ")"), count: depth)
        let list = try PropertyList(parsing: input)
        var value = list.root
        var levels = 1
        while let inner = list.elements(value)?.first {
            value = inner
            levels += 1
        }
        #expect(levels == depth)
    }
}
