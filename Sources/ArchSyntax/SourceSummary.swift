import ArchCore

/// One `import` declaration as written in a source file.
public struct ImportDeclaration: Hashable, Sendable {
    /// The imported module: the first component of the path (`os` for `import os.log`).
    public var module: String
    /// The full dotted path, backticks removed: `["Foundation", "Data"]`.
    public var path: [String] {
        get { [module] + parts.submodules }
        set {
            module = newValue.first ?? ""
            parts.submodules = Array(newValue.dropFirst())
        }
    }
    /// The declaration kind of a scoped import: `struct` in `import struct Foundation.Data`.
    public var kind: String? {
        get { parts.kind }
        set { parts.kind = newValue }
    }
    /// Attributes as written, arguments included: `@testable`, `@_spi(Internal)`.
    public var attributes: [String] {
        get { parts.attributes }
        set { parts.attributes = newValue }
    }
    /// `public`, `package`, `internal`, `fileprivate` or `private` for access-level imports.
    public var accessLevel: String? {
        get { parts.accessLevel }
        set { parts.accessLevel = newValue }
    }
    /// The `#if` condition under which the import is active, nil when unconditional.
    /// Nested and `#else` branches are combined: `!canImport(UIKit) && DEBUG`.
    public var condition: String?
    /// Where the `import` keyword is.
    public var line: Int
    public var column: Int

    /// The path after the module, the kind, the attributes and the access level, which most
    /// imports leave empty: nil then. Kept in one box, so that a declaration holds three
    /// references instead of six: with all six inline, appending one made the compiler copy it
    /// whole and destroy the original, a retain and a release of each field.
    private var box: Box?

    public init(module: String, path: [String], kind: String? = nil, attributes: [String] = [],
                accessLevel: String? = nil, condition: String? = nil, line: Int, column: Int) {
        self.init(module: module, submodules: Array(path.dropFirst()), kind: kind, attributes: attributes,
                  accessLevel: accessLevel, condition: condition, line: line, column: column)
    }

    init(module: String, submodules: [String], kind: String?, attributes: [String], accessLevel: String?,
         condition: String?, line: Int, column: Int) {
        self.module = module
        self.condition = condition
        self.line = line
        self.column = column
        self.box = Box.unlessEmpty(Parts(submodules: submodules, kind: kind, attributes: attributes, accessLevel: accessLevel))
    }

    /// `@_exported import` makes the module part of the importer's own interface.
    public var isExported: Bool { attributes.contains("@_exported") }
    public var isTestable: Bool { attributes.contains("@testable") }

    private struct Parts: Hashable, Sendable {
        var submodules: [String] = []
        var kind: String?
        var attributes: [String] = []
        var accessLevel: String?

        static let empty = Parts()

        /// Tested field by field: the scan asks for every import, and `==` on the whole cost
        /// more than the box saves.
        var isEmpty: Bool { submodules.isEmpty && kind == nil && attributes.isEmpty && accessLevel == nil }
    }

    /// Read from the box; written as a new box, or none when every part is empty, so that a
    /// box is never changed once made (copies share it) and equal declarations hold equal
    /// boxes or none.
    private var parts: Parts {
        get { box?.parts ?? .empty }
        set { box = Box.unlessEmpty(newValue) }
    }

    /// Equal and hashed by its parts.
    private final class Box: Hashable, Sendable {
        let parts: Parts

        private init(_ parts: Parts) {
            self.parts = parts
        }

        @inline(__always)
        static func unlessEmpty(_ parts: Parts) -> Box? {
            parts.isEmpty ? nil : Box(parts)
        }

        static func == (lhs: Box, rhs: Box) -> Bool { lhs.parts == rhs.parts }

        func hash(into hasher: inout Hasher) { hasher.combine(parts) }
    }
}

/// Shown by its parts, as before they shared a box: test failures and dumps read as the
/// source does.
extension ImportDeclaration: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: ["module": module, "path": path, "kind": kind as Any, "attributes": attributes,
                                "accessLevel": accessLevel as Any, "condition": condition as Any, "line": line,
                                "column": column])
    }
}

/// The kinds of declaration that introduce a type name.
public enum TypeDeclarationKind: String, Hashable, Sendable, CaseIterable {
    case `class`, `struct`, `enum`, `protocol`, actor, `typealias`
}

/// A declared type name. `extension X` declares nothing and is not recorded.
public struct TypeDeclaration: Hashable, Sendable {
    public var kind: TypeDeclarationKind
    public var name: String
    /// Where the name is.
    public var line: Int
    public var column: Int
    /// The names after `:` up to `{` or `where`, as written: `Codable`, `NSManagedObject`.
    /// Generic arguments are left out.
    public var inheritedTypes: [String]
    /// Whether a `typealias` names a function type, `(Result<Data, Error>) -> Void` or
    /// `@Sendable () async throws -> Void`, possibly optional: a closure's shape, not a type
    /// with behaviour.
    public var aliasesFunctionType: Bool

    public init(kind: TypeDeclarationKind, name: String, line: Int, column: Int, inheritedTypes: [String] = [],
                aliasesFunctionType: Bool = false) {
        self.kind = kind
        self.name = name
        self.line = line
        self.column = column
        self.inheritedTypes = inheritedTypes
        self.aliasesFunctionType = aliasesFunctionType
    }
}

/// What archkit needs to know about one Swift file.
///
/// The facts live in one shared, copy-on-write box: a summary is copied wherever files are
/// passed around, and one reference to count instead of ten made those copies a large part of
/// the retains and releases of a run. Reading and writing a fact is as before; a fact read in
/// place (`summary.imports.count`, `summary.imports[index]`) is borrowed from the box, not
/// copied out of it, so reading facts file after file costs no retain and release per array.
public struct SourceSummary: Hashable, Sendable {
    @usableFromInline var storage: Storage

    public init(imports: [ImportDeclaration] = [], declarations: [TypeDeclaration] = [], invalidUTF8: TextPosition? = nil,
                nestingTooDeep: TextPosition? = nil, references: [TypeReference] = [], calls: [CallSite] = [],
                hardCodedCounts: [HardCodedCount] = [], publicDeclarations: [PublicDeclaration] = [],
                enumCases: [EnumCaseDeclaration] = [], suppressions: [SuppressionComment] = [],
                hasGeneratedHeader: Bool = false) {
        storage = Storage(Facts(imports: imports, declarations: declarations, invalidUTF8: invalidUTF8,
                                nestingTooDeep: nestingTooDeep, references: references, calls: calls,
                                hardCodedCounts: hardCodedCounts, publicDeclarations: publicDeclarations,
                                enumCases: enumCases, suppressions: suppressions,
                                hasGeneratedHeader: hasGeneratedHeader))
    }

    @inlinable
    public var imports: [ImportDeclaration] {
        _read { yield storage.facts.imports }
        _modify {
            makeUnique()
            yield &storage.facts.imports
        }
    }

    @inlinable
    public var declarations: [TypeDeclaration] {
        _read { yield storage.facts.declarations }
        _modify {
            makeUnique()
            yield &storage.facts.declarations
        }
    }

    /// Where the first byte that is not valid UTF-8 is, if any.
    @inlinable
    public var invalidUTF8: TextPosition? {
        _read { yield storage.facts.invalidUTF8 }
        _modify {
            makeUnique()
            yield &storage.facts.invalidUTF8
        }
    }

    /// Where string literals first nest deeper than archkit accepts, if they do.
    @inlinable
    public var nestingTooDeep: TextPosition? {
        _read { yield storage.facts.nestingTooDeep }
        _modify {
            makeUnique()
            yield &storage.facts.nestingTooDeep
        }
    }

    /// In source order.
    @inlinable
    public var references: [TypeReference] {
        _read { yield storage.facts.references }
        _modify {
            makeUnique()
            yield &storage.facts.references
        }
    }

    @inlinable
    public var calls: [CallSite] {
        _read { yield storage.facts.calls }
        _modify {
            makeUnique()
            yield &storage.facts.calls
        }
    }

    @inlinable
    public var hardCodedCounts: [HardCodedCount] {
        _read { yield storage.facts.hardCodedCounts }
        _modify {
            makeUnique()
            yield &storage.facts.hardCodedCounts
        }
    }

    @inlinable
    public var publicDeclarations: [PublicDeclaration] {
        _read { yield storage.facts.publicDeclarations }
        _modify {
            makeUnique()
            yield &storage.facts.publicDeclarations
        }
    }

    @inlinable
    public var enumCases: [EnumCaseDeclaration] {
        _read { yield storage.facts.enumCases }
        _modify {
            makeUnique()
            yield &storage.facts.enumCases
        }
    }

    @inlinable
    public var suppressions: [SuppressionComment] {
        _read { yield storage.facts.suppressions }
        _modify {
            makeUnique()
            yield &storage.facts.suppressions
        }
    }

    /// Whether the comments that open the file say a program wrote it ("Generated by",
    /// "DO NOT EDIT", "@generated"): SwiftGen, Sourcery, protoc and the like.
    @inlinable
    public var hasGeneratedHeader: Bool {
        _read { yield storage.facts.hasGeneratedHeader }
        _modify {
            makeUnique()
            yield &storage.facts.hasGeneratedHeader
        }
    }

    /// Gives this summary its own box before a write, if another summary shares it.
    @usableFromInline mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.facts) }
    }

    public static func == (lhs: SourceSummary, rhs: SourceSummary) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.facts == rhs.storage.facts
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.facts)
    }

    @usableFromInline struct Facts: Hashable, Sendable {
        @usableFromInline var imports: [ImportDeclaration]
        @usableFromInline var declarations: [TypeDeclaration]
        @usableFromInline var invalidUTF8: TextPosition?
        @usableFromInline var nestingTooDeep: TextPosition?
        @usableFromInline var references: [TypeReference]
        @usableFromInline var calls: [CallSite]
        @usableFromInline var hardCodedCounts: [HardCodedCount]
        @usableFromInline var publicDeclarations: [PublicDeclaration]
        @usableFromInline var enumCases: [EnumCaseDeclaration]
        @usableFromInline var suppressions: [SuppressionComment]
        @usableFromInline var hasGeneratedHeader: Bool
    }

    /// Only written through `makeUnique()`, when no other summary holds it, so sharing it
    /// between threads is safe.
    @usableFromInline final class Storage: @unchecked Sendable {
        // Written only through `makeUnique()`, by the one summary that holds the box: checking
        // each access at run time for overlapping writes cannot find anything.
        @usableFromInline @exclusivity(unchecked) var facts: Facts

        @usableFromInline init(_ facts: Facts) {
            self.facts = facts
        }
    }
}
