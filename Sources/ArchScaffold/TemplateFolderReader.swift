import ArchCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a repository's templates folder into `<template>/<path>` → contents. Links are
/// followed while they stay inside the repository, and refused otherwise: a template must
/// never read, or report as written, what it does not hold.
public struct TemplateFolderReader: Sendable {
    /// The repository root, resolved; nothing outside it is read.
    private let realRoot: String

    public init(repositoryRoot: String) {
        realRoot = ResolvedPath.real(repositoryRoot) ?? repositoryRoot
    }

    /// - Parameter display: how to name `folder` in messages, relative to the repository.
    public func read(_ folder: String, display: String) throws(FileProblem) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        try walk(folder, relative: "", display: display, files: &files, ancestors: [])
        return files
    }

    /// Whether a resolved path is the root or below it.
    public func isInside(_ resolved: String) -> Bool {
        ResolvedPath.isInside(resolved, root: realRoot)
    }

    private func walk(_ path: String, relative: String, display: String, files: inout [String: [UInt8]], ancestors: Set<String>) throws(FileProblem) {
        guard let real = ResolvedPath.real(path) else { throw FileProblem("read", display, code: errno) }
        // A link back up the tree would otherwise be read forever.
        guard !ancestors.contains(real) else { throw FileProblem("read", display, reason: "the link leads back into a folder that holds it") }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw FileProblem("read", display, reason: "the folder cannot be listed")
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let child = path + "/" + name
            let childRelative = relative.isEmpty ? name : relative + "/" + name
            let childDisplay = display + "/" + name
            var info = stat()
            guard lstat(child, &info) == 0 else { throw FileProblem("read", childDisplay, code: errno) }
            var kind = UInt32(info.st_mode) & 0o170000
            if kind == 0o120000 {
                guard let target = ResolvedPath.real(child) else {
                    throw FileProblem("read", childDisplay, reason: errno == ELOOP ? "the link is a loop" : "the link leads to nothing")
                }
                guard isInside(target) else {
                    throw FileProblem("read", childDisplay, reason: "the link leads outside the repository, and templates are read only from inside it")
                }
                guard stat(child, &info) == 0 else { throw FileProblem("read", childDisplay, code: errno) }
                kind = UInt32(info.st_mode) & 0o170000
            }
            switch kind {
            case 0o040000:
                try walk(child, relative: childRelative, display: childDisplay, files: &files, ancestors: ancestors.union([real]))
            case 0o100000 where childRelative.contains("/"):
                guard let contents = FileManager.default.contents(atPath: child) else {
                    throw FileProblem("read", childDisplay, code: access(child, R_OK) == 0 ? EIO : errno)
                }
                files[childRelative] = Array(contents)
            default:
                continue
            }
        }
    }
}
