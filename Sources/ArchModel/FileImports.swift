import ArchConfig
import ArchCore
import ArchSyntax

/// One file's imports as the graph build adds them: worked out on all cores, so that the main
/// thread neither reads every summary nor hashes every imported name.
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

    /// The owner's id, or -1 when the table did not know it (never, for a module owner).
    var owner: Int
    var places: [Place]
    /// The modules imported with `@_exported import`, other than the owner, in source order.
    var exported: [String]
    /// Whether the file imports its owner.
    var importsOwner: Bool

    static let unowned = FileImports(owner: -1, places: [], exported: [], importsOwner: false)

    /// The imports of each file, in the order of `files`, looked up in `ids` (a snapshot of
    /// the names interned so far). Only the files' positions matter to the result; the ids
    /// only spare the build its look-ups.
    static func of(_ files: [SourceFile], ids: [String: Int]) -> [FileImports] {
        // Files come folder by folder, so the same owner and the same few imported names
        // (Foundation, the module's dependencies) recur file after file: each chunk remembers
        // the last owner's id and the last names' ids, which compares a few short names instead
        // of hashing every one.
        Parallel.map(files.count, chunk: 256, start: { LookupMemo() }) { memo, index in
            guard let owner = files[index].module else { return .unowned }
            if memo.owner != owner {
                memo.owner = owner
                memo.ownerID = ids[owner] ?? -1
            }
            var places: [Place] = []
            var exported: [String] = []
            var importsOwner = false
            // Borrowed in place: copying the array out of the summary retained and released it,
            // and `for declaration in imports` copied every import (its path, attributes and
            // optional strings) as well.
            files[index].summary.imports.withUnsafeBufferPointer { imports in
                places.reserveCapacity(imports.count)
                for position in imports.indices {
                    let name = imports[position].module
                    guard name != owner else {
                        importsOwner = true
                        continue
                    }
                    let module: Int
                    if let known = memo.names.id(of: name) {
                        module = known
                    } else {
                        module = ids[name] ?? -1
                        memo.names.remember(name, id: module)
                    }
                    places.append(Place(module: module, name: module < 0 ? name : "", line: imports[position].line,
                                        column: imports[position].column, condition: imports[position].condition))
                    if !imports[position].attributes.isEmpty && imports[position].isExported { exported.append(name) }
                }
            }
            return FileImports(owner: memo.ownerID, places: places, exported: exported, importsOwner: importsOwner)
        }
    }

    /// What a chunk of `of(_:ids:)` remembers from one file to the next: only a cost, never
    /// an answer that `ids` would not give.
    private struct LookupMemo {
        var owner: String?
        var ownerID = -1
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
