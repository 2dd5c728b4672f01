import ArchCore
import ArchTestSupport
@testable import ArchXcode
import Foundation
import Testing

@Suite("Xcode workspaces")
struct WorkspaceTests {
    @Test func locationsResolveThroughNestedGroups() {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace
           version = "1.0">
           <!-- <FileRef location = "group:Commented.xcodeproj"></FileRef> -->
           <FileRef
              location = "group:App/App.xcodeproj">
           </FileRef>
           <Group
              location = "group:Modules"
              name = "Modules">
              <Group
                 location = "group:Core"
                 name = "Core">
                 <FileRef
                    location = "group:Core.xcodeproj">
                 </FileRef>
                 <FileRef
                    location = "container:Tools/../Tools/Tool.xcodeproj">
                 </FileRef>
              </Group>
              <FileRef
                 location = "group:../Feature &amp; More.xcodeproj">
              </FileRef>
              <Group
                 name = "No location">
                 <FileRef location = 'group:Plain.xcodeproj'/>
              </Group>
           </Group>
           <FileRef
              location = "absolute:/opt/Shared/Shared.xcodeproj">
           </FileRef>
           <FileRef
              location = "group:Packages/Domain">
           </FileRef>
           <FileRef
              location = "self:">
           </FileRef>
        </Workspace>
        """
        #expect(XcodeWorkspaceReader.projects(in: xml) == [
            "/opt/Shared/Shared.xcodeproj", "App/App.xcodeproj", "Feature & More.xcodeproj",
            "Modules/Core/Core.xcodeproj", "Modules/Plain.xcodeproj", "Tools/Tool.xcodeproj",
        ])
    }

    /// Python's `xml.etree` as an independent reader of the same file: each `FileRef`'s
    /// location, in file order, as it decodes it.
    private static func locationsByPython(of xml: String) throws -> [String]? {
        let scratch = try TemporaryDirectory()
        let file = try scratch.write("contents.xcworkspacedata", xml)
        let output = try Shell.run(["python3", "-c", """
            import json, sys, xml.etree.ElementTree as tree
            try:
                root = tree.parse(sys.argv[1]).getroot()
            except tree.ParseError:
                sys.exit(3)
            print(json.dumps([element.get("location") for element in root.iter("FileRef")]))
            """, file.path])
        if output.status == 3 { return nil }
        guard output.status == 0 else { throw PythonFailure(message: output.stderr) }
        return try JSONDecoder().decode([String].self, from: Data(output.stdout.utf8))
    }

    private struct PythonFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { "python3 failed: \(message)" }
    }

    private static func locations(in xml: String) -> [String] {
        XcodeWorkspaceReader.tags(in: xml).filter { $0.name == "FileRef" && !$0.isClosing }.compactMap { $0.attributes["location"] }
    }

    @Test(.requires(.python3))
    func locationsAreDecodedAsAnXMLParserDecodesThem() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:Line&#10;Break&#x41;&#x1F600;&#233;.xcodeproj"></FileRef>
               <FileRef location = "group:&amp;&lt;&gt;&quot;&apos;.xcodeproj"></FileRef>
               <FileRef location = 'group:&amp;amp; &#38;lt; &#x26;#65;.xcodeproj'></FileRef>
               <FileRef location = "group:Tab&#9;Kept\tTab\r\nOne\rSpace\nEach&#13;&#xD;.xcodeproj"></FileRef>
               <FileRef location = "group:&#000065;&#x0041;.xcodeproj"></FileRef>
            </Workspace>
            """
        let expected = try #require(try Self.locationsByPython(of: xml))
        #expect(expected.count == 5)
        #expect(Self.locations(in: xml) == expected)
        #expect(XcodeWorkspaceReader.projects(in: xml).contains("Line\nBreakA😀é.xcodeproj"))
    }

    /// A reference that is not well-formed makes the file something no XML parser reads, so
    /// there is nothing to agree with: it is left as written, for the missing project it names
    /// to be reported with the text the file holds.
    @Test(.requires(.python3),
          arguments: ["&bogus;", "&AMP;", "&#xD800;", "&#0;", "&#x110000;", "&#99999999999999999999;", "&#;", "&#x;", "&#X41;",
                      "&#65", "&amp", "& ", "&&amp;"])
    func malformedReferencesAreLeftAsWritten(_ reference: String) throws {
        let xml = "<Workspace><FileRef location = \"group:\(reference)A.xcodeproj\"/></Workspace>"
        #expect(try Self.locationsByPython(of: xml) == nil, "xml.etree reads \(reference)")
        let decodedTail = reference == "&&amp;" ? "&&" : reference
        #expect(Self.locations(in: xml) == ["group:\(decodedTail)A.xcodeproj"])
    }

    @Test func brokenXMLGivesWhatItCanWithoutCrashing() {
        #expect(XcodeWorkspaceReader.projects(in: "<Workspace><FileRef location = \"group:A.xcodeproj\"></Group></Group><FileRef location = \"group:B") == ["A.xcodeproj"])
        #expect(XcodeWorkspaceReader.projects(in: "<!-- never closed <FileRef location = \"group:A.xcodeproj\">").isEmpty)
        #expect(XcodeWorkspaceReader.projects(in: "").isEmpty)
    }

    @Test func eachReferenceIsAtItsFileRefsOpeningBracket() {
        let xml = "<?xml version=\"1.0\"?>\n<Workspace>\n   <Group location = \"group:Apps\">\n      <FileRef location = \"group:A.xcodeproj\"/>"
            + "<FileRef location = \"group:B.xcodeproj\"></FileRef>\n   </Group>\n   <FileRef location = \"group:Apps/A.xcodeproj\">\n</Workspace>\n"
        #expect(XcodeWorkspaceReader.projectReferences(in: xml) == [
            WorkspaceProjectReference(path: "Apps/A.xcodeproj", position: TextPosition(line: 4, column: 7)),
            WorkspaceProjectReference(path: "Apps/B.xcodeproj", position: TextPosition(line: 4, column: 48)),
            WorkspaceProjectReference(path: "Apps/A.xcodeproj", position: TextPosition(line: 6, column: 4)),
        ])
        #expect(XcodeWorkspaceReader.projects(in: xml) == ["Apps/A.xcodeproj", "Apps/B.xcodeproj"])
    }

    /// Seeded mutations of a workspace: reading never crashes, each reference names a project
    /// and sits at a `<` of the text, and a deep or long file is read without recursion.
    @Test func mutatedWorkspacesAreReadWithoutCrashingAndPointAtTheirTags() {
        let iterations = SlowSuites.choose(quick: 100, full: 300)
        let original = Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace
           version = "1.0">
           <Group location = "group:Modules" name = "Modules">
              <FileRef location = "group:Core/Core.xcodeproj"></FileRef>
              <!-- <FileRef location = "group:Old.xcodeproj"></FileRef> -->
           </Group>
           <FileRef
              location = "container:App/App.xcodeproj">
           </FileRef>
        </Workspace>

        """.utf8)
        let pieces = ["<", ">", "/>", "</Group>", "<Group location = \"group:x\">", "\"", "'", "=", "<!--", "-->", "\n", "é",
                      "<FileRef location = \"group:y.xcodeproj\">"].map { Array($0.utf8) } + [[0xFF], [0x00]]
        var withReferences = 0
        for iteration in 0..<iterations {
            var random = SplitMix64(seed: 0x5EED_3045, iteration: iteration)
            var bytes = original
            for _ in 0..<random.int(1...4) {
                let at = random.int(0...bytes.count)
                switch random.int(0...3) {
                case 0: bytes.insert(contentsOf: random.pick(pieces), at: at)
                case 1: bytes.removeSubrange(at..<min(bytes.count, at + random.int(1...40)))
                case 2: bytes.removeSubrange(at...)
                default: bytes.insert(contentsOf: repeatElement(random.pick(pieces), count: random.int(1...300)).joined(), at: at)
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
            let references = XcodeWorkspaceReader.projectReferences(in: text)
            if !references.isEmpty { withReferences += 1 }
            for reference in references {
                #expect(reference.path.hasSuffix(".xcodeproj"), "iteration \(iteration)")
                let line = reference.position.line, column = reference.position.column
                let opens = (1...lines.count).contains(line) && (1...lines[line - 1].count).contains(column)
                    && lines[line - 1][column - 1] == UInt8(ascii: "<")
                #expect(opens, "iteration \(iteration): \(reference) is not at a tag")
            }
        }
        // Most mutations leave some reference to check, or the loop above checks nothing.
        #expect(withReferences > iterations / 2)
        // Groups as deep as Xcode could nest them are resolved; deeper ones, which only a
        // hostile file has, are passed over without their cost growing with the square of the
        // depth, and the groups after them are still read.
        let limit = XcodeWorkspaceReader.maximumGroupDepth
        func nested(_ depth: Int) -> String {
            String(repeating: "<Group location = \"group:g\">", count: depth) + "<FileRef location = \"group:P.xcodeproj\"/>"
                + String(repeating: "</Group>", count: depth) + "<FileRef location = \"group:After.xcodeproj\"/>"
        }
        #expect(XcodeWorkspaceReader.projects(in: nested(limit)) == ["After.xcodeproj", Array(repeating: "g", count: limit).joined(separator: "/") + "/P.xcodeproj"])
        #expect(XcodeWorkspaceReader.projects(in: nested(limit + 1)) == ["After.xcodeproj"])
        #expect(XcodeWorkspaceReader.projects(in: nested(50_000)) == ["After.xcodeproj"])
    }
}
