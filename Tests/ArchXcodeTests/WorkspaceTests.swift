import ArchCore
import ArchTestSupport
import ArchXcode
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
        for iteration in 0..<300 {
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
        #expect(withReferences > 150)
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
