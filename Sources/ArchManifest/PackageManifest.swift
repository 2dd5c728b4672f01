import ArchCore

/// What archkit knows of one `Package.swift`: the package's products, the packages it depends
/// on and its targets with their dependencies, each with the place in the manifest that
/// declares it.
public struct PackageManifest: Sendable, Equatable {
    /// How the manifest was read; reports mention it because SwiftPM's answers carry no exact
    /// locations.
    public enum Evaluation: String, Sendable, Equatable {
        /// Parsed and evaluated without running anything.
        case `static` = "static"
        /// Evaluated by `swift package dump-package`.
        case swiftPM = "swiftpm"
        /// SwiftPM's earlier answer for the same content, served from archkit's cache.
        case swiftPMCached = "swiftpm-cached"
    }

    public var name: String
    /// Root-relative path of the manifest, such as `Packages/Domain/Package.swift`.
    public var manifestPath: String
    public var products: [Product]
    public var dependencies: [PackageDependency]
    public var targets: [TargetDeclaration]
    /// The `// swift-tools-version:` of the manifest SwiftPM reads, on which target layouts depend.
    public var toolsVersion: ToolsVersion
    public var evaluation: Evaluation

    public init(name: String, manifestPath: String, products: [Product], dependencies: [PackageDependency],
                targets: [TargetDeclaration], toolsVersion: ToolsVersion, evaluation: Evaluation) {
        self.name = name
        self.manifestPath = manifestPath
        self.products = products
        self.dependencies = dependencies
        self.targets = targets
        self.toolsVersion = toolsVersion
        self.evaluation = evaluation
    }

    /// The target called `name`, if the package declares one.
    public func target(named name: String) -> TargetDeclaration? {
        targets.first { $0.name == name }
    }
}

/// A product the package vends to other packages.
public struct Product: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        case library
        case executable
        case plugin
    }

    public var name: String
    public var kind: Kind
    public var targets: [String]

    public init(name: String, kind: Kind, targets: [String]) {
        self.name = name
        self.kind = kind
        self.targets = targets
    }
}

/// Another package this one depends on.
public struct PackageDependency: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `.package(path:)`: the path as written by the static reader, absolute from SwiftPM.
        case fileSystem(path: String)
        case sourceControl(url: String)
        case registry(id: String)
    }

    public var kind: Kind
    /// The name given with `.package(name:…)`, which target dependencies may use instead of
    /// the identity.
    public var name: String?
    /// SwiftPM's identity: the last component of the path or URL without `.git`, lowercased;
    /// for a registry package its lowercased id.
    public var identity: String
    public var location: SourceLocation

    public init(kind: Kind, name: String?, identity: String, location: SourceLocation) {
        self.kind = kind
        self.name = name
        self.identity = identity
        self.location = location
    }
}

/// One `.target(…)`, `.testTarget(…)` or other target of the manifest.
public struct TargetDeclaration: Sendable, Equatable {
    /// SwiftPM's names for the kinds, as `dump-package` spells them.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        case regular
        case executable
        case test
        case macro
        case plugin
        case system
        case binary

        /// The PackageDescription function that declares a target of this kind.
        public var declaringFunction: String {
            switch self {
            case .regular: return "target"
            case .executable: return "executableTarget"
            case .test: return "testTarget"
            case .macro: return "macro"
            case .plugin: return "plugin"
            case .system: return "systemLibrary"
            case .binary: return "binaryTarget"
            }
        }

        /// The kind each declaring function (`target`, `testTarget`, …) makes.
        public static let byDeclaringFunction: [String: Kind] =
            Dictionary(uniqueKeysWithValues: allCases.map { ($0.declaringFunction, $0) })
    }

    public var name: String
    public var kind: Kind
    public var path: String?
    public var exclude: [String]
    public var sources: [String]?
    /// The paths of `resources:`, whatever their rule: files there are not compiled.
    public var resources: [String]
    public var dependencies: [TargetDependency]
    /// Where the target is declared in the manifest.
    public var location: SourceLocation

    public init(name: String, kind: Kind, path: String?, exclude: [String], sources: [String]?, resources: [String] = [],
                dependencies: [TargetDependency], location: SourceLocation) {
        self.name = name
        self.kind = kind
        self.path = path
        self.exclude = exclude
        self.sources = sources
        self.resources = resources
        self.dependencies = dependencies
        self.location = location
    }
}

/// One entry of a target's `dependencies:`.
public struct TargetDependency: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `.target(name:)`: a target of the same package.
        case target
        /// `.product(name:package:)`: a product of another package.
        case product(package: String?)
        /// A plain string or `.byName(name:)`: a target of this package or a product of the same
        /// name, resolved later.
        case byName
    }

    public var kind: Kind
    public var name: String
    /// SwiftPM's lowercased platform names (`ios`, `macos`) from `.when(platforms:)`; nil when
    /// the dependency applies on every platform.
    public var platforms: [String]?
    public var location: SourceLocation

    public init(kind: Kind, name: String, platforms: [String]?, location: SourceLocation) {
        self.kind = kind
        self.name = name
        self.platforms = platforms
        self.location = location
    }
}

extension TargetDeclaration {
    /// What the target declares, without the places it is declared at, which an edit of
    /// other lines moves: two readings of a manifest declare the same target when these agree.
    var shape: [String] {
        [kind.rawValue, path ?? "", exclude.joined(separator: ","), sources?.joined(separator: ",") ?? "-",
         resources.joined(separator: ",")] + dependencies.map(\.shape)
    }
}

extension TargetDependency {
    /// The entry without its place.
    var shape: String { "\(kind) \(name) \(platforms ?? [])" }
}
