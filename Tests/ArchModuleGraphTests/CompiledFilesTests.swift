import ArchModuleGraph
import Foundation
import Testing

/// archkit gives each file the owner SwiftPM gives it, for each layout rule; files in folders
/// that hold no sources reach no module and no rule.
@Suite struct CompiledFilesTests {
    @Test(arguments: LayoutCase.all)
    func eachFileHasSwiftPMsOwner(_ layout: LayoutCase) throws {
        let repository = try ModelPipeline.repository(layout.files)
        let graph = try ModelPipeline.graph(of: repository.url)
        let owners = ModelPipeline.owners(graph)
        #expect(owners == layout.owners)
        for path in layout.hidden {
            #expect(owners[path] == nil, "\(path) is read")
        }
        #expect(!graph.importEdges.contains { $0.hasSuffix("→ Networking") })
        #expect(!graph.files.contains { $0.summary.declarations.contains { $0.name == "ImageManager" } })
    }
}
