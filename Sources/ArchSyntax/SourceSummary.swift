import ArchCore

/// One `import` declaration as written in a source file.
public struct ImportDeclaration: Hashable, Sendable {
    /// The imported module: the first component of the path (`os` for `import os.log`).
    public var module: String
    /// The full dotted path, backticks removed: `["Foundation", "Data"]`.
    public var path: [String]
    /// The declaration kind of a scoped import: `struct` in `import struct Foundation.Data`.
    public var kind: String?
    /// Attributes as written, arguments included: `@testable`, `@_spi(Internal)`.
    public var attributes: [String]
    /// `public`, `package`, `internal`, `fileprivate` or `private` for access-level imports.
    public var accessLevel: String?
    /// The `#if` condition under which the import is active, nil when unconditional.
    /// Nested and `#else` branches are combined: `!canImport(UIKit) && DEBUG`.
    public var condition: String?
    /// Where the `import` keyword is.
    public var line: Int
    public var column: Int

    public init(module: String, path: [String], kind: String? = nil, attributes: [String] = [],
                accessLevel: String? = nil, condition: String? = nil, line: Int, column: Int) {
        self.module = module
        self.path = path
        self.kind = kind
        self.attributes = attributes
        self.accessLevel = accessLevel
        self.condition = condition
        self.line = line
        self.column = column
    }

    /// `@_exported import` makes the module part of the importer's own interface.
    public var isExported: Bool { attributes.contains("@_exported") }
    public var isTestable: Bool { attributes.contains("@testable") }
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

    public init(kind: TypeDeclarationKind, name: String, line: Int, column: Int, inheritedTypes: [String] = []) {
        self.kind = kind
        self.name = name
        self.line = line
        self.column = column
        self.inheritedTypes = inheritedTypes
    }
}

/// What archkit needs to know about one Swift file.
public struct SourceSummary: Hashable, Sendable {
    public var imports: [ImportDeclaration]
    public var declarations: [TypeDeclaration]
    /// Where the first byte that is not valid UTF-8 is, if any.
    public var invalidUTF8: TextPosition?
    /// Where string literals first nest deeper than archkit accepts, if they do.
    public var nestingTooDeep: TextPosition?
    /// In source order.
    public var references: [TypeReference]
    public var calls: [CallSite]
    public var hardCodedCounts: [HardCodedCount]
    public var publicDeclarations: [PublicDeclaration]
    public var enumCases: [EnumCaseDeclaration]
    public var suppressions: [SuppressionComment]

    public init(imports: [ImportDeclaration] = [], declarations: [TypeDeclaration] = [], invalidUTF8: TextPosition? = nil,
                nestingTooDeep: TextPosition? = nil, references: [TypeReference] = [], calls: [CallSite] = [],
                hardCodedCounts: [HardCodedCount] = [], publicDeclarations: [PublicDeclaration] = [],
                enumCases: [EnumCaseDeclaration] = [], suppressions: [SuppressionComment] = []) {
        self.imports = imports
        self.declarations = declarations
        self.invalidUTF8 = invalidUTF8
        self.nestingTooDeep = nestingTooDeep
        self.references = references
        self.calls = calls
        self.hardCodedCounts = hardCodedCounts
        self.publicDeclarations = publicDeclarations
        self.enumCases = enumCases
        self.suppressions = suppressions
    }
}
