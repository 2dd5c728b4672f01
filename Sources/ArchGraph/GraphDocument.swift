import ArchCore

/// The module graph as reports present it: modules and edges, plus the layers of
/// `.archrules`, the dependencies that break rules, and the cycles. Graph JSON is this, and
/// `archkit diff` compares two of them, so it holds plain values only.
public struct GraphDocument: Sendable, Equatable {
    public struct Module: Sendable, Equatable, Hashable {
        public var name: String
        public var package: String?
        /// `regular`, `test`, `executable`, `macro`, `plugin`, `system`, `binary`, `folder` or `external`.
        public var kind: String
        public var layer: String?
        public var path: String?

        public init(name: String, package: String?, kind: String, layer: String?, path: String?) {
            self.name = name
            self.package = package
            self.kind = kind
            self.layer = layer
            self.path = path
        }

        public var isExternal: Bool { kind == "external" }
        public var isTest: Bool { kind == "test" }
    }

    public struct Edge: Sendable, Equatable, Hashable {
        public var from: String
        public var to: String
        /// `manifest` or `import`.
        public var kind: String
        public var locations: [SourceLocation]

        public init(from: String, to: String, kind: String, locations: [SourceLocation]) {
            self.from = from
            self.to = to
            self.kind = kind
            self.locations = locations
        }
    }

    public struct Layer: Sendable, Equatable, Hashable {
        public var name: String
        /// The layers it may depend on, as `allow` lines list them (`*` for any).
        public var allowed: [String]
        public var isIndependent: Bool

        public init(name: String, allowed: [String], isIndependent: Bool) {
            self.name = name
            self.allowed = allowed
            self.isIndependent = isIndependent
        }
    }

    /// A dependency that breaks a rule, with every place it is declared or imported.
    public struct Violation: Sendable, Equatable, Hashable {
        public var rule: String
        public var severity: Severity
        public var from: String
        public var to: String
        public var message: String
        public var locations: [SourceLocation]

        public init(rule: String, severity: Severity, from: String, to: String, message: String, locations: [SourceLocation]) {
            self.rule = rule
            self.severity = severity
            self.from = from
            self.to = to
            self.message = message
            self.locations = locations
        }
    }

    /// A cycle as an ordered path that ends where it starts, between modules or layers.
    public struct Cycle: Sendable, Equatable, Hashable {
        public enum Level: String, Sendable { case module, layer }
        public var level: Level
        public var path: [String]

        public init(level: Level, path: [String]) {
            self.level = level
            self.path = path
        }

        /// The steps of the path, `from → to`.
        public var steps: [(from: String, to: String)] {
            Array(zip(path, path.dropFirst())).map { ($0, $1) }
        }

        /// The same cycle whichever node it is written from: rotated to start at its least node.
        public var canonical: [String] {
            let nodes = Array(path.dropLast())
            guard let start = nodes.indices.min(by: { nodes[$0] < nodes[$1] }) else { return path }
            let rotated = Array(nodes[start...] + nodes[..<start])
            return rotated + [rotated[0]]
        }
    }

    /// The analysed root as the user named it.
    public var root: String
    public var modules: [Module]
    public var edges: [Edge]
    /// In `.archrules` order, which is the order drawings stack them in.
    public var layers: [Layer]
    public var violations: [Violation]
    public var cycles: [Cycle]

    public init(root: String, modules: [Module], edges: [Edge], layers: [Layer], violations: [Violation], cycles: [Cycle]) {
        self.root = root
        self.modules = modules
        self.edges = edges
        self.layers = layers
        self.violations = violations
        self.cycles = cycles
    }

    public func module(named name: String) -> Module? {
        modules.first { $0.name == name }
    }
}
