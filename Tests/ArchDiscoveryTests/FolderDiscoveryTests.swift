import ArchDiscovery
import ArchTestSupport
import Foundation
import Testing

/// The folders discovery lists: what the rules about a feature's folder layout look for.
@Suite("Folder discovery")
struct FolderDiscoveryTests {
    @Test func everyEnteredFolderIsListedEmptyOnesIncluded() throws {
        let repository = try TemporaryDirectory(prefix: "archkit-discovery")
        try repository.write("Sources/Cart/Service/CartService.swift", "protocol CartService {}\n")
        try repository.write("Sources/Cart/Di/.gitkeep", "")
        try FileManager.default.createDirectory(at: repository.url.appendingPathComponent("Sources/Cart/Api"), withIntermediateDirectories: true)
        let found = try FileDiscovery(root: repository.url).discover()
        #expect(found.folders == ["Sources", "Sources/Cart", "Sources/Cart/Api", "Sources/Cart/Di", "Sources/Cart/Service"])
    }

    @Test func foldersDiscoverySkipsAreNotListed() throws {
        let repository = try TemporaryDirectory(prefix: "archkit-discovery")
        try repository.write("Sources/App/app.swift", "let a = 1\n")
        try repository.write(".build/checkouts/x.swift", "let x = 1\n")
        try repository.write("Generated/API/api.swift", "let x = 1\n")
        try repository.write("Sources/App/Media.xcassets/Contents.json", "{}\n")
        try repository.write("Templates/feature/template.manifest", "kind feature\n")
        try repository.write("Templates/feature/files/Api/.gitkeep", "")
        let found = try FileDiscovery(root: repository.url, isExcluded: { $0 == "Generated" }).discover()
        // A template's folder is entered to be told apart, but holds no sources and no layout.
        #expect(found.folders == ["Sources", "Sources/App", "Templates"])
        #expect(found.excluded == ["Generated"])
    }

    @Test func aFolderAlsoReachedThroughALinkIsListedOnceAtItsRealPath() throws {
        let repository = try TemporaryDirectory(prefix: "archkit-discovery")
        try repository.write("Shared/Di/.gitkeep", "")
        try FileManager.default.createDirectory(at: repository.url.appendingPathComponent("Sources/Cart"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: repository.url.appendingPathComponent("Sources/Cart/Linked").path,
                                                   withDestinationPath: repository.url.appendingPathComponent("Shared/Di").path)
        let found = try FileDiscovery(root: repository.url).discover()
        #expect(found.folders == ["Shared", "Shared/Di", "Sources", "Sources/Cart"])
    }
}
