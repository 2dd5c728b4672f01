import ArchDiscovery
import ArchTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What discovery cannot read it must say, rather than leave out without a word.
@Suite("Unreadable input in discovery")
struct UnreadableInputTests {
    @Test(.enabled(if: getuid() != 0, "permissions do not stop the superuser from reading, so an unreadable folder cannot be made"))
    func anUnreadableRootIsAnError() throws {
        let repository = try TemporaryDirectory(prefix: "archkit-discovery")
        try repository.write("a.swift", "let a = 1\n")
        chmod(repository.url.path, 0)
        defer { chmod(repository.url.path, 0o755) }
        #expect(throws: DiscoveryError.rootUnreadable(repository.url.path, reason: String(cString: strerror(EACCES)))) {
            try FileDiscovery(root: repository.url).discover()
        }
    }

    @Test(.enabled(if: getuid() != 0, "permissions do not stop the superuser from reading, so an unreadable folder cannot be made"))
    func anUnreadableFolderIsReported() throws {
        let repository = try TemporaryDirectory(prefix: "archkit-discovery")
        try repository.write("Sources/Locked/a.swift", "let a = 1\n")
        try repository.write("Sources/Open/b.swift", "let b = 1\n")
        let locked = repository.url.appendingPathComponent("Sources/Locked").path
        chmod(locked, 0)
        defer { chmod(locked, 0o755) }
        let found = try FileDiscovery(root: repository.url).discover()
        #expect(found.sources == ["Sources/Open/b.swift"])
        #expect(found.unreadable == [UnreadablePath("Sources/Locked", reason: "cannot list this folder: \(String(cString: strerror(EACCES)))")])
    }

    @Test func namesThatAreNotUTF8AreReported() throws {
        let repository = try TemporaryDirectory(prefix: "archkit-discovery")
        try repository.write("Sources/App/app.swift", "let a = 1\n")
        let sources = repository.url.appendingPathComponent("Sources").path
        // `caf\xE9`: Latin-1, as an old archive might have named it.
        #expect(withPath(Array(sources.utf8) + Array("/caf".utf8) + [0xE9]) { mkdir($0, 0o755) } == 0)
        #expect(withPath(Array(sources.utf8) + Array("/App/b".utf8) + [0xFF] + Array(".swift".utf8), createFile) == 0)
        // Not a Swift file: archkit would not have read it anyway.
        #expect(withPath(Array(sources.utf8) + Array("/App/notes".utf8) + [0xFF] + Array(".txt".utf8), createFile) == 0)

        let found = try FileDiscovery(root: repository.url).discover()
        #expect(found.sources == ["Sources/App/app.swift"])
        #expect(found.unreadable == [
            UnreadablePath("Sources/App/b\u{FFFD}.swift", reason: "cannot read this file: its name is not valid UTF-8"),
            UnreadablePath("Sources/caf\u{FFFD}", reason: "cannot read this folder: its name is not valid UTF-8"),
        ])
    }

    /// Built with one `mkdirat` per level, since no single path may be that long.
    @Test func foldersPastTheLongestPathAreReported() throws {
        let repository = try TemporaryDirectory(prefix: "archkit-discovery")
        try repository.write("Sources/App/app.swift", "let a = 1\n")
        let name = String(repeating: "d", count: 200)
        let levels = Int(PATH_MAX) / 201 + 2
        let chain = try DeepChain(below: repository.url.path, name: name, levels: levels, file: "Deep.swift")
        defer { chain.remove() }

        let found = try FileDiscovery(root: repository.url).discover()
        #expect(found.sources == ["Sources/App/app.swift"])
        #expect(found.unreadable.count == 1)
        let unreadable = try #require(found.unreadable.first)
        #expect(unreadable.path.hasPrefix(name + "/" + name))
        #expect(unreadable.reason.hasSuffix("its path is longer than the system allows"))
    }

    @Test func findsFilesAtTheBottomOfADeepTree() throws {
        let repository = try TemporaryDirectory(prefix: "archkit-discovery")
        let depth = 1_500
        let path = Array(repeating: "a", count: depth).joined(separator: "/") + "/Bottom.swift"
        try repository.write(path, "let bottom = 1\n")
        let found = try FileDiscovery(root: repository.url, isExcluded: { $0.hasSuffix("/x") }).discover()
        #expect(found.sources == [path])
        #expect(found.unreadable.isEmpty)
    }

    @Test func linksAreToldApartByWhyTheyWereNotFollowed() throws {
        let outside = try TemporaryDirectory(prefix: "archkit-discovery")
        let repository = try TemporaryDirectory(prefix: "archkit-discovery")
        try repository.write("Sources/App/app.swift", "let a = 1\n")
        func link(_ name: String, to destination: String) {
            #expect(symlink(destination, repository.url.appendingPathComponent(name).path) == 0)
        }
        link("First", to: "Second")
        link("Second", to: "First")
        link("Itself", to: "Itself")
        link("Dangling", to: "Missing/Folder")
        link("Outside", to: outside.url.path)
        let found = try FileDiscovery(root: repository.url).discover()
        #expect(found.skippedLinks == [
            SkippedLink("Dangling", .dangling), SkippedLink("First", .loop), SkippedLink("Itself", .loop),
            SkippedLink("Outside", .outside), SkippedLink("Second", .loop),
        ])
        #expect(found.skippedLinks.map(\.explanation) == [
            "link leads nowhere: its target does not exist", "link is part of a loop of links", "link is part of a loop of links",
            "link leads outside the repository", "link is part of a loop of links",
        ])
    }

    /// Hands a path to the system as the bytes given; a String would repair the invalid ones.
    private func withPath(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Int32) -> Int32 {
        (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    private func createFile(_ path: UnsafePointer<CChar>) -> Int32 {
        let descriptor = open(path, O_CREAT | O_WRONLY, 0o644)
        guard descriptor >= 0 else { return -1 }
        return close(descriptor)
    }
}

/// A chain of folders deeper than any single path may name, made and removed one level at a
/// time through descriptors, without changing the process's working folder.
private struct DeepChain {
    struct Failure: Error {}

    let top: String
    let name: String
    let levels: Int
    let file: String

    init(below top: String, name: String, levels: Int, file: String) throws {
        self.top = top
        self.name = name
        self.levels = levels
        self.file = file
        var descriptor = open(top, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { throw Failure() }
        for _ in 0..<levels {
            guard mkdirat(descriptor, name, 0o755) == 0 else { close(descriptor); throw Failure() }
            let next = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            guard next >= 0 else { throw Failure() }
            descriptor = next
        }
        let fileDescriptor = openat(descriptor, file, O_CREAT | O_WRONLY, 0o644)
        if fileDescriptor >= 0 { close(fileDescriptor) }
        close(descriptor)
    }

    /// Down again keeping every level open, then up, removing each on the way.
    func remove() {
        var descriptors = [open(top, O_RDONLY | O_DIRECTORY)]
        for _ in 0..<levels {
            let next = openat(descriptors[descriptors.count - 1], name, O_RDONLY | O_DIRECTORY)
            guard next >= 0 else { break }
            descriptors.append(next)
        }
        unlinkat(descriptors[descriptors.count - 1], file, 0)
        for level in stride(from: descriptors.count - 1, to: 0, by: -1) {
            close(descriptors[level])
            unlinkat(descriptors[level - 1], name, AT_REMOVEDIR)
        }
        close(descriptors[0])
    }
}
