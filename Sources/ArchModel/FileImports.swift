import ArchConfig
import ArchCore
import ArchSyntax

/// One file's imports as the graph build adds them: worked out on all cores, so that the main
/// thread neither reads every summary nor hashes every imported name.
struct FileImports: Sendable {
    /// One import of another module than the file's owner, in source order.
    struct Place: Sendable {
        /// The id of the imported name, or -1 when the name was not yet interned when the
        /// table was handed out: the build then interns `name` itself.
        var module: Int
        var name: String
        var place: EdgeLocation
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
        Parallel.map(files.count, chunk: 256) { index in
            guard let owner = files[index].module else { return .unowned }
            let path = files[index].path
            // By position: `for declaration in imports` copied every import (its path,
            // attributes and optional strings), each a retain and a release.
            let imports = files[index].summary.imports
            var places: [Place] = []
            places.reserveCapacity(imports.count)
            var exported: [String] = []
            var importsOwner = false
            for position in imports.indices {
                let name = imports[position].module
                guard name != owner else {
                    importsOwner = true
                    continue
                }
                places.append(Place(module: ids[name] ?? -1, name: name,
                                    place: EdgeLocation(SourceLocation(file: path, line: imports[position].line, column: imports[position].column),
                                                        condition: imports[position].condition)))
                if !imports[position].attributes.isEmpty && imports[position].isExported { exported.append(name) }
            }
            return FileImports(owner: ids[owner] ?? -1, places: places, exported: exported, importsOwner: importsOwner)
        }
    }
}
