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
}
