import ArchRulesFile
import ArchCore
import ArchSyntax

/// The files' imports as the graph build adds them: worked out on all cores, so that the main
/// thread neither reads every summary nor hashes every imported name.
///
/// Files are taken in chunks, and each chunk keeps the places of all its files in one array:
/// an array per file cost an allocation and a release for every file, and the build, reading
/// them one after another, met each in a different place of memory.
struct FileImports: Sendable {
    /// One import of another module than the file's owner, in source order. The build makes
    /// its edge location itself: one made here would be copied there and freed here.
    struct Place: Sendable {
        /// The id of the imported name, or -1 when the name was not yet interned when the
        /// table was handed out: the build then interns `name` itself.
        var module: Int
        /// The imported name when `module` is -1, else empty.
        var name: String
        var line: Int
        var column: Int
        var condition: String?
    }

    /// The imports of `chunkSize` files in a row (fewer in the last chunk).
    struct Chunk: Sendable {
        /// The position in `files` of the chunk's first file.
        var first: Int
        /// By file of the chunk: its owner's id, or -1 when the table did not know it (never,
        /// for a module owner) or the file has no owner.
        var owners: [Int] = []
        /// By file of the chunk: where its places end in `places`; they start where the file
        /// before's end.
        var placeEnds: [Int] = []
        var places: [Place] = []
        /// Files that import with `@_exported import` modules other than their owner: the
        /// file's position in `files`, and the modules in source order.
        var exported: [(file: Int, modules: [String])] = []
        /// The positions in `files` of the files that import their owner.
        var importingOwner: [Int] = []
    }

    static let chunkSize = 256

    /// The imports of `files`, in chunks in the order of `files`, looked up in `ids` (a
    /// snapshot of the names interned so far). Only the files' positions matter to the result;
    /// the ids only spare the build its look-ups. A name in `shared` is left for the build to
    /// resolve, since which module it means depends on the importer.
    static func of(_ files: [SourceFile], ids: [String: Int], shared: [String: [String]] = [:]) -> [Chunk] {
        Parallel.map((files.count + chunkSize - 1) / chunkSize) { chunkIndex in
            let range = (chunkIndex * chunkSize)..<min(files.count, (chunkIndex + 1) * chunkSize)
            var chunk = Chunk(first: range.lowerBound)
            chunk.owners.reserveCapacity(range.count)
            chunk.placeEnds.reserveCapacity(range.count)
            chunk.places.reserveCapacity(range.count * 2)
            // Files come folder by folder, so the same owner and the same few imported names
            // (Foundation, the module's dependencies) recur file after file: the chunk
            // remembers the last owner's id and the last names' ids, which compares a few short
            // names instead of hashing every one.
            var memo = LookupMemo()
            for index in range {
                defer { chunk.placeEnds.append(chunk.places.count) }
                guard let owner = files[index].module else {
                    chunk.owners.append(-1)
                    continue
                }
                if memo.owner != owner {
                    memo.owner = owner
                    memo.ownerID = ids[owner] ?? -1
                    memo.ownerName = String(Module.importName(ofKey: owner))
                }
                chunk.owners.append(memo.ownerID)
                var exported: [String] = []
                // Borrowed in place: copying the array out of the summary retained and released
                // it, and `for declaration in imports` copied every import (its path, attributes
                // and optional strings) as well.
                files[index].summary.imports.withUnsafeBufferPointer { imports in
                    for position in imports.indices {
                        let name = imports[position].module
                        guard name != memo.ownerName else {
                            if chunk.importingOwner.last != index { chunk.importingOwner.append(index) }
                            continue
                        }
                        let module: Int
                        if let known = memo.names.id(of: name) {
                            module = known
                        } else {
                            module = shared[name] == nil ? ids[name] ?? -1 : -1
                            memo.names.remember(name, id: module)
                        }
                        chunk.places.append(Place(module: module, name: module < 0 ? name : "", line: imports[position].line,
                                                  column: imports[position].column, condition: imports[position].condition))
                        if !imports[position].attributes.isEmpty && imports[position].isExported { exported.append(name) }
                    }
                }
                if !exported.isEmpty { chunk.exported.append((index, exported)) }
            }
            return chunk
        }
    }

    /// What a chunk of `of(_:ids:)` remembers from one file to the next: only a cost, never
    /// an answer that `ids` would not give.
    private struct LookupMemo {
        var owner: String?
        var ownerID = -1
        /// The owner's import name, which an import of itself names.
        var ownerName = ""
        var names = RecentNames()
    }
}

/// The last few names interned during the import edges, with their ids: comparing a handful
/// of short names costs less than hashing one.
struct RecentNames {
    private var names: [String] = []
    private var ids: [Int] = []
    private var next = 0
    private static let capacity = 8

    func id(of name: String) -> Int? {
        names.firstIndex(of: name).map { ids[$0] }
    }

    mutating func remember(_ name: String, id: Int) {
        if names.count < Self.capacity {
            names.append(name)
            ids.append(id)
        } else {
            names[next] = name
            ids[next] = id
            next = (next + 1) % Self.capacity
        }
    }
}
