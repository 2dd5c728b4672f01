import ArchDiscovery
import ArchTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `discoverInOrder(reporting:)` lists what `discover()` lists, and its report order leads from
/// each listed file back to the report of it, on trees with everything the walk treats apart.
@Suite("Discovery report order")
struct ReportOrderTests {
    private func tree() throws -> (repository: TemporaryDirectory, outside: TemporaryDirectory) {
        let outside = try TemporaryDirectory(prefix: "archkit-discovery")
        try outside.write("Elsewhere/e.swift", "let e = 1\n")
        let repository = try TemporaryDirectory(prefix: "archkit-discovery")
        let files = [
            "Package.swift", "Package@swift-5.9.swift", "Sources/A/a.swift", "Sources/A/Z.swift", "Sources/A/a-b.swift",
            "Sources/A/a/inner.swift", "Sources/A/a.swift.txt", "Sources/B/b.swift", "Sources/B/notes.md",
            "Packages/Core/Package.swift", "Packages/Core/Sources/Core/core.swift", "Packages/Core/Sources/Core/Sub/x.swift",
            "Sources/Caf\u{E9}/nfc.swift", "Sources/Cafe\u{301}/nfd.swift", "Sources/\u{0600}.swift", "Sources/A/\u{0600}x.swift",
            "Sources/A/b\u{301}.swift", "Generated/g.swift", "Sources/B/Generated/h.swift", ".build/x.swift", ".build/Hidden/h.swift",
            "Templates/feature/template.manifest", "Templates/feature/files/T.swift", "Docs.docc/d.swift",
            "Tests/ATests/aTests.swift", "Tests/ATests/Package.swift",
        ]
        for file in files { try repository.write(file, "// \(file)\n") }
        let url = repository.url
        // Reached only through the link (the walk skips `.build`), so its files come after the walk's.
        #expect(symlink(url.appendingPathComponent(".build/Hidden").path, url.appendingPathComponent("LinkToHidden").path) == 0)
        #expect(symlink(url.appendingPathComponent("Sources/B").path, url.appendingPathComponent("LinkToB").path) == 0)
        #expect(symlink("Sources/A/a.swift", url.appendingPathComponent("LinkToFile.swift").path) == 0)
        #expect(symlink(outside.url.path, url.appendingPathComponent("Outside").path) == 0)
        #expect(symlink("Nowhere", url.appendingPathComponent("Dangling").path) == 0)
        #expect(symlink("../..", url.appendingPathComponent("Sources/A/Up").path) == 0)
        let sources = url.appendingPathComponent("Sources/B").path
        #expect((Array(sources.utf8) + Array("/bad".utf8) + [0xFF] + Array(".swift".utf8) + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { path -> Int32 in
                let descriptor = open(path.baseAddress!, O_CREAT | O_WRONLY, 0o644)
                return descriptor >= 0 ? close(descriptor) : -1
            }
        } == 0)
        return (repository, outside)
    }

    @Test func listsWhatDiscoverListsAndLeadsBackToEachReport() throws {
        let (repository, outside) = try tree()
        _ = outside
        let isExcluded: @Sendable (String) -> Bool = { $0 == "Generated" || $0.hasSuffix("/Generated") }
        let discovery = FileDiscovery(root: repository.url, isExcluded: isExcluded)
        let plain = try discovery.discover()
        var reports: [(path: String, isManifest: Bool)] = []
        let (files, order) = try discovery.discoverInOrder { reports.append(($0, $1)) }

        #expect(files == plain)
        #expect(!files.skippedLinks.isEmpty && !files.unreadable.isEmpty && !files.excluded.isEmpty)
        #expect(files.sources.contains("LinkToHidden/h.swift"))
        #expect(reports.count == files.manifests.count + files.sources.count)
        #expect((order.manifests + order.sources).sorted() == Array(reports.indices))
        for (position, reported) in order.manifests.enumerated() {
            #expect(reports[reported].path == files.manifests[position] && reports[reported].isManifest)
        }
        for (position, reported) in order.sources.enumerated() {
            #expect(reports[reported].path == files.sources[position] && !reports[reported].isManifest)
        }
    }

    /// Without links, the walk finds files in the byte order of their paths, a folder's files
    /// and subfolders interleaved as their paths sort, so the listing needs no sort.
    @Test func withoutLinksFilesAreFoundInPathOrder() throws {
        let repository = try TemporaryDirectory(prefix: "archkit-discovery")
        let files = [
            "Package.swift", "a.swift", "a-b.swift", "a/c.swift", "a/Package.swift", "a0/d.swift", "a 1/e.swift", "A/f.swift",
            "ab.swift", "a.b/g.swift", "a.b.swift", "Z.swift", "_/h.swift", "a/b/c/d/e.swift", "a/b.swift", "a/b-c.swift",
        ]
        for file in files { try repository.write(file, "// \(file)\n") }
        var reports: [String] = []
        let (found, order) = try FileDiscovery(root: repository.url).discoverInOrder { path, _ in reports.append(path) }
        #expect(reports == files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(order.sources == order.sources.sorted() && order.manifests == order.manifests.sorted())
        #expect(found.sources.count + found.manifests.count == files.count)
    }

    /// The walk tests the `.swift` ending on bytes first; names where characters and bytes
    /// disagree (a prepended mark joins the dot into one character) must come out as before.
    @Test func swiftEndingsAreThoseOfCharacters() throws {
        let (repository, outside) = try tree()
        _ = outside
        let found = try FileDiscovery(root: repository.url).discover()
        let names = ["Sources/\u{0600}.swift", "Sources/A/\u{0600}x.swift", "Sources/A/b\u{301}.swift", "Sources/A/a.swift.txt"]
        for name in names {
            #expect(found.sources.contains(name) == name.hasSuffix(".swift"), "\(name)")
        }
    }
}
