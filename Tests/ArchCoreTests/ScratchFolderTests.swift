import ArchCore
import ArchTestSupport
import Foundation
import Testing

/// Scratch folders (a diff's unpacked revision, an edited manifest's trial copy) disappear
/// whether the work ends normally or archkit is interrupted in the middle of it.
@Suite struct ScratchFolderTests {
    @Test func aFinishedScratchFolderIsRemovedAndForgotten() throws {
        let exits = Recorder<Int32>()
        let shutdown = SignalShutdown(exit: { exits.append($0) })
        var path = ""
        do {
            let scratch = try ScratchFolder(prefix: "archkit-scratch-test", shutdown: shutdown)
            path = scratch.url.path
            try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("tree"), withIntermediateDirectories: true)
            #expect(FileManager.default.fileExists(atPath: path))
        }
        #expect(!FileManager.default.fileExists(atPath: path))
        // Its cleanup went with it: a later interruption has nothing of it to run.
        let probe = try ScratchFolder(prefix: "archkit-scratch-test", shutdown: shutdown)
        try FileManager.default.createDirectory(at: URL(fileURLWithPath: path), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: path) }
        shutdown.handle(signal: SIGTERM)
        #expect(FileManager.default.fileExists(atPath: path), "a removed registration ran")
        #expect(!FileManager.default.fileExists(atPath: probe.url.path))
        #expect(exits.values == [128 + SIGTERM])
    }

    @Test func anInterruptionRemovesALiveScratchFolder() throws {
        let exits = Recorder<Int32>()
        let shutdown = SignalShutdown(exit: { exits.append($0) })
        let scratch = try ScratchFolder(prefix: "archkit-scratch-test", shutdown: shutdown)
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("tree/deep"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: scratch.url.appendingPathComponent("tree/deep/file"))
        shutdown.handle(signal: SIGINT)
        #expect(!FileManager.default.fileExists(atPath: scratch.url.path))
        #expect(exits.values == [128 + SIGINT])
    }

    /// The interruption removed the folder while its owner was still filling it: nothing more
    /// may be made in it, or that would be left behind once archkit exits.
    @Test func nothingIsMadeInAFolderTheInterruptionRemoved() throws {
        let exits = Recorder<Int32>()
        let shutdown = SignalShutdown(exit: { exits.append($0) })
        let scratch = try ScratchFolder(prefix: "archkit-scratch-test", shutdown: shutdown)
        _ = try scratch.makeFolder(named: "before")
        shutdown.handle(signal: SIGTERM)
        #expect(!FileManager.default.fileExists(atPath: scratch.url.path))
        #expect(throws: ProcessLaunchError.self) { try scratch.makeFolder(named: "tree") }
        #expect(!FileManager.default.fileExists(atPath: scratch.url.path), "the removed folder was made again")
    }

    /// Two removals of one tree at once (an interruption's and the owner's, in effect): each
    /// meets entries vanishing under it, and both still end with nothing left.
    @Test func concurrentRemovalsOfOneTreeBothSucceed() throws {
        for _ in 0..<2 {
            let folder = try ScratchFolder.makeUnique(prefix: "archkit-scratch-test")
            for part in 0..<20 {
                let subfolder = folder.appendingPathComponent("part\(part)")
                try FileManager.default.createDirectory(at: subfolder, withIntermediateDirectories: true)
                for file in 0..<50 { try Data().write(to: subfolder.appendingPathComponent("file\(file)")) }
            }
            let outcomes = try concurrentMap(0..<2) { _ in ScratchFolder.removeTree(at: folder) }
            #expect(outcomes == [true, true])
            #expect(!FileManager.default.fileExists(atPath: folder.path))
        }
    }
}
