import ArchCore
import ArchGraph

/// Documents the format tests draw.
enum FormatFixtures {
    static func module(_ name: String, _ package: String?, _ kind: String, _ layer: String?) -> GraphDocument.Module {
        GraphDocument.Module(name: name, package: package, kind: kind, layer: layer, path: nil)
    }

    static func at(_ file: String, _ line: Int) -> ArchCore.SourceLocation {
        ArchCore.SourceLocation(file: file, line: line, column: 1)
    }

    static func edge(_ from: String, _ to: String, _ locations: [ArchCore.SourceLocation] = []) -> GraphDocument.Edge {
        GraphDocument.Edge(from: from, to: to, kind: "import", locations: locations)
    }

    /// Two features, a domain, a data module, a test target and an external framework, with
    /// one forbidden dependency (an error), one unused dependency (a warning) and one cycle.
    static let shop = GraphDocument(
        root: "Shop",
        modules: [
            module("CartFeature", "Features", "regular", "Presentation"),
            module("LoginFeature", "Features", "regular", "Presentation"),
            module("CartDomain", "Domain", "regular", "Domain"),
            module("CartData", "Data", "regular", "Data"),
            module("CartDomainTests", "Domain", "test", nil),
            module("RxSwift", "RxSwift", "external", nil),
        ],
        edges: [
            edge("CartFeature", "CartDomain", [at("F.swift", 1)]),
            GraphDocument.Edge(from: "CartFeature", to: "CartDomain", kind: "manifest", locations: [at("Package.swift", 9)]),
            edge("LoginFeature", "CartDomain", [at("L.swift", 2)]),
            edge("CartDomain", "CartData", [at("D.swift", 3), at("E.swift", 7), at("C.swift", 5)]),
            edge("CartData", "CartDomain", [at("A.swift", 4)]),
            edge("CartDomain", "RxSwift", [at("D.swift", 2)]),
            edge("CartDomainTests", "CartDomain", [at("T.swift", 1)]),
        ],
        layers: [
            GraphDocument.Layer(name: "Presentation", allowed: ["Domain"], isIndependent: true),
            GraphDocument.Layer(name: "Domain", allowed: [], isIndependent: false),
            GraphDocument.Layer(name: "Data", allowed: ["Domain"], isIndependent: false),
        ],
        violations: [
            GraphDocument.Violation(rule: "unused-dependency", severity: .warning, from: "CartFeature", to: "CartDomain",
                                    message: "unused", locations: [at("Package.swift", 9)]),
            GraphDocument.Violation(rule: "layer-dependency", severity: .error, from: "CartDomain", to: "CartData",
                                    message: "forbidden", locations: [at("D.swift", 3), at("E.swift", 7), at("C.swift", 5)]),
        ],
        cycles: [
            GraphDocument.Cycle(level: .module, path: ["CartData", "CartDomain", "CartData"]),
            GraphDocument.Cycle(level: .layer, path: ["Data", "Domain", "Data"]),
        ])

    /// Names that every format must escape: quotes, backslashes (a trailing one too), spaces,
    /// Unicode, markup characters and format keywords.
    static let awkwardNames = [
        "Quote\"d", "Back\\slash", "Trailing\\", "With space", "Café", "模块", "Emoji🚀", "Pipe|Bar", "Hash#quot;",
        "Angle<b>", "Amp&amp", "Tick`s", "end", "subgraph", "node", "Line\nBreak", "Brace{x}[y](z)", "Semi;colon",
    ]

    static let awkward: GraphDocument = {
        let names = awkwardNames
        let layers = ["Top \"Layer\"", "Mid\\Layer", "Bas é"]
        let modules = names.enumerated().map { index, name in
            module(name, "Pkg \(index % 3)\"", index == 3 ? "test" : (index == 4 ? "external" : "regular"), index % 4 == 3 ? nil : layers[index % 3])
        }
        var edges: [GraphDocument.Edge] = []
        var violations: [GraphDocument.Violation] = []
        for index in names.indices.dropLast() {
            edges.append(edge(names[index], names[index + 1], [at("Sources/\(names[index])/File \(index).swift", index + 1)]))
            if index % 5 == 0 {
                violations.append(GraphDocument.Violation(rule: "layer-dependency", severity: .error, from: names[index], to: names[index + 1],
                                                          message: "forbidden", locations: [at("x|y.swift", index)]))
            }
        }
        edges.append(edge(names[2], names[0]))
        return GraphDocument(
            root: "Awk\"ward | root",
            modules: modules,
            edges: edges,
            layers: layers.map { GraphDocument.Layer(name: $0, allowed: [], isIndependent: false) },
            violations: violations,
            cycles: [GraphDocument.Cycle(level: .module, path: [names[0], names[1], names[2], names[0]])])
    }()

    /// A repository of `count` modules in four layers, each depending on the next two, with
    /// `violations` errors spread over the edges, each found in several places.
    static func large(modules count: Int, violations violationCount: Int) -> GraphDocument {
        let layers = ["Presentation", "Domain", "Data", "Core"]
        let names = (0..<count).map { "Module\($0)" }
        let modules = names.enumerated().map { index, name in module(name, "Package\(index / 5)", "regular", layers[index % layers.count]) }
        var edges: [GraphDocument.Edge] = []
        for index in names.indices {
            for step in 1...2 where index + step < count {
                edges.append(edge(names[index], names[index + step], [at("Sources/\(names[index])/File.swift", step)]))
            }
        }
        let violations = (0..<violationCount).map { index in
            let edge = edges[index % edges.count]
            return GraphDocument.Violation(
                rule: index % 3 == 0 ? "layer-dependency" : "implicit-dependency", severity: index % 3 == 0 ? .error : .warning,
                from: edge.from, to: edge.to, message: "violation \(index)",
                locations: (0..<(1 + index % 4)).map { at("Packages/Some/Deeply/Nested/Folder/Sources/\(edge.from)/File\(index).swift", $0 + 1) })
        }
        return GraphDocument(root: "Large", modules: modules, edges: edges,
                             layers: layers.map { GraphDocument.Layer(name: $0, allowed: [], isIndependent: false) },
                             violations: violations, cycles: [])
    }
}
