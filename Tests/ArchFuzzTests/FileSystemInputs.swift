import ArchCore
@testable import ArchScaffold
import ArchTestSupport
import ArchXcode
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Fuzzed file-system inputs, on one scratch tree made once per run: project folders named by
/// absolute, `..` and linked paths, and `.archkit-new.lock` as every kind of file. Neither may
/// reach outside the repository: `scratch/outside` holds the only file there, and its tree is
/// compared before and after each input.
///
///     scratch/outside/Secret.swift, outside/.archkit-staging-kept/, outside/target.txt
///     scratch/repo/App/Sources/Main.swift, repo/App/Linked -> ../../outside, repo/App/Root -> /
///     scratch/repo/Escape -> ../outside
final class FileSystemInputs: @unchecked Sendable {
    private let scratch: TemporaryDirectory
    var repository: URL { scratch.url.appendingPathComponent("repo") }
    var outside: URL { scratch.url.appendingPathComponent("outside") }
    private var app: URL { repository.appendingPathComponent("App") }
    private var lock: String { repository.appendingPathComponent(ScaffoldLock.fileName).path }
    private let outsideBefore: [String: [UInt8]]

    init() throws {
        scratch = try TemporaryDirectory(prefix: "archkit-fuzz-tree")
        try scratch.write("outside/Secret.swift", "struct Secret {}\n")
        try scratch.write("outside/target.txt", "keep me\n")
        try scratch.write("outside/.archkit-staging-kept/Kept.swift", "struct Kept {}\n")
        try scratch.write("repo/App/Sources/Main.swift", "struct Main {}\n")
        try scratch.write("repo/Shared/Shared.swift", "struct Shared {}\n")
        let repository = scratch.url.appendingPathComponent("repo")
        try FileManager.default.createSymbolicLink(atPath: repository.path + "/App/Linked", withDestinationPath: "../../outside")
        try FileManager.default.createSymbolicLink(atPath: repository.path + "/App/Root", withDestinationPath: "/")
        try FileManager.default.createSymbolicLink(atPath: repository.path + "/Escape", withDestinationPath: "../outside")
        outsideBefore = Self.snapshot(scratch.url.appendingPathComponent("outside"))
    }

    /// Every file below a folder, with its bytes; links are recorded as their destination.
    private static func snapshot(_ folder: URL) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let manager = FileManager.default
        for path in (manager.subpaths(atPath: folder.path) ?? []).sorted() {
            let full = folder.appendingPathComponent(path).path
            if let destination = try? manager.destinationOfSymbolicLink(atPath: full) {
                files[path] = Array("-> \(destination)".utf8)
            } else {
                files[path] = manager.contents(atPath: full).map(Array.init) ?? []
            }
        }
        return files
    }

    /// What changed outside the repository since the tree was made, if anything.
    func outsideChanged() -> String? {
        let now = Self.snapshot(outside)
        guard now != outsideBefore else { return nil }
        let changed = Set(now.keys).symmetricDifference(outsideBefore.keys).union(now.keys.filter { now[$0] != outsideBefore[$0] })
        return "the folder outside the repository changed: \(changed.sorted())"
    }

    // MARK: - Project folders

    private static let folderPieces = ["/", "//", "/.", "/..", "..", ".", "Sources", "Linked", "Root", "Escape", "App", "etc", "../..", "~", ""]

    /// A folder as a project may name it: relative, absolute, through links, or climbing.
    func projectFolder(using random: inout SplitMix64, amplification: Int) -> String {
        switch random.int(0...4) {
        case 0: return repository.path + random.pick(Self.folderPieces)
        case 1: return String(repeating: "../", count: random.amplified(upTo: min(amplification, 200))) + random.pick(Self.folderPieces)
        default: return (0..<random.int(1...6)).map { _ in random.pick(Self.folderPieces) }.joined(separator: random.oneIn(3) ? "" : "/")
        }
    }

    /// Lists the folder as a project in `repo/App` would, and returns what reached outside:
    /// a listed file whose folder resolves outside the repository.
    func listProjectFolder(_ folder: String) -> [String] {
        let listing = DiskFolderListing(projectFolder: app, boundary: repository)
        guard case .files(let files) = listing.contents(of: folder) else { return [] }
        let base = folder.hasPrefix("/") ? folder : app.path + "/" + folder
        let boundary = repository.resolvingSymlinksInPath().path
        return files.compactMap { file in
            let parent = URL(fileURLWithPath: base + "/" + file).deletingLastPathComponent().resolvingSymlinksInPath().path
            return parent == boundary || parent.hasPrefix(boundary + "/") ? nil : "listed \(file) of '\(folder)' from \(parent), outside the repository"
        }
    }

    /// Reads a project whose synchronized folder is `folder`, with one of the source trees a
    /// project may give it; returns the Swift files that came from outside.
    func readProject(synchronizing folder: String, sourceTree: String) -> [String] {
        let quoted = "\"" + folder.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        let text = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tP = { isa = PBXProject; mainGroup = M; targets = (T); };
        \t\tM = { isa = PBXGroup; children = (G); sourceTree = "<group>"; };
        \t\tG = { isa = PBXFileSystemSynchronizedRootGroup; path = \(quoted); sourceTree = "\(sourceTree)"; };
        \t\tT = { isa = PBXNativeTarget; name = T; fileSystemSynchronizedGroups = (G); productType = "com.apple.product-type.application"; };
        \t};
        \trootObject = P;
        }
        """
        let listing = DiskFolderListing(projectFolder: app, boundary: repository)
        guard let project = try? XcodeProjectReader.read(Array(text.utf8), listing: listing) else { return [] }
        return project.targets.flatMap(\.swiftFiles).filter { $0.hasSuffix("Secret.swift") }.map { "read \($0) from outside the repository" }
    }

    // MARK: - Lock files

    enum LockKind: CaseIterable {
        case none, regular, linkToFile, linkToFolder, danglingLink, linkToFIFO, linkToRoot, fifo, folder, hardLink, device
    }

    private static let recordPieces = [".archkit-staging-x", "Sources/.archkit-staging-y", "../outside/.archkit-staging-kept",
                                       "Escape/.archkit-staging-kept", "/tmp/.archkit-staging-z", "Sources", "", "\u{0}", "..", "a/../../b"]

    /// Puts one kind of file at `.archkit-new.lock`; the run's work is then `ScaffoldTransaction`.
    func placeLock(_ kind: LockKind, using random: inout SplitMix64) throws {
        let manager = FileManager.default
        switch kind {
        case .none: break
        case .regular:
            let record = (0..<random.int(0...5)).map { _ in random.pick(Self.recordPieces) }.joined(separator: "\n")
            try Data(record.utf8).write(to: URL(fileURLWithPath: lock))
        case .linkToFile: try manager.createSymbolicLink(atPath: lock, withDestinationPath: outside.appendingPathComponent("target.txt").path)
        case .linkToFolder: try manager.createSymbolicLink(atPath: lock, withDestinationPath: "../outside")
        case .danglingLink: try manager.createSymbolicLink(atPath: lock, withDestinationPath: outside.appendingPathComponent("created.txt").path)
        case .linkToFIFO:
            let fifo = scratch.url.appendingPathComponent("fifo").path
            if access(fifo, F_OK) != 0 { mkfifo(fifo, 0o600) }
            try manager.createSymbolicLink(atPath: lock, withDestinationPath: fifo)
        case .linkToRoot: try manager.createSymbolicLink(atPath: lock, withDestinationPath: "/")
        case .fifo: mkfifo(lock, 0o600)
        case .folder: try manager.createDirectory(atPath: lock + "/inside", withIntermediateDirectories: true)
        case .hardLink: link(outside.appendingPathComponent("target.txt").path, lock)
        case .device:
            // Only root may make a device; otherwise the case is a missing lock file.
            mknod(lock, S_IFCHR | 0o600, 0)
        }
    }

    /// Runs `archkit new` as far as the transaction goes, writing one file.
    func scaffold() -> ScaffoldRefusal? {
        let plan = ScaffoldPlan(templateName: "t", name: "Order", destination: "Sources/Order",
                                files: [.init(path: "Sources/Order/Order.swift", contents: Array("struct Order {}\n".utf8))],
                                manifestEdits: [], manualSteps: [], nextSteps: nil)
        do {
            try ScaffoldTransaction(rootPath: repository.path, plan: plan).run()
            return nil
        } catch {
            return error
        }
    }

    /// Removes what an input left in the repository, keeping the fixed tree.
    func resetRepository() {
        let manager = FileManager.default
        for name in (try? manager.contentsOfDirectory(atPath: repository.path)) ?? [] where !["App", "Shared", "Escape"].contains(name) {
            let path = repository.appendingPathComponent(name).path
            var info = stat()
            // A link, FIFO or device goes by `unlink`; only a real folder is removed whole.
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                try? manager.removeItem(atPath: path)
            } else {
                unlink(path)
            }
        }
    }
}
