import ArchCore
import ArchViews
import ArchModuleGraph
import ArchTestSupport

/// Documents the format tests draw.
enum FormatFixtures {
    static func at(_ file: String, _ line: Int) -> ArchCore.SourceLocation {
        Sample.at(file, line)
    }

    /// Two features, a domain, a data module, a test target and an external framework, with
    /// one forbidden dependency (an error), one unused dependency (a warning) and one cycle.
    static let shop = GraphDocument(
        root: "Shop",
        modules: [
            Sample.module("CartFeature", "Features", .regular, "Presentation"),
            Sample.module("LoginFeature", "Features", .regular, "Presentation"),
            Sample.module("CartDomain", "Domain", .regular, "Domain"),
            Sample.module("CartData", "Data", .regular, "Data"),
            Sample.module("CartDomainTests", "Domain", .test, nil),
            Sample.module("RxSwift", "RxSwift", .external, nil),
        ],
        edges: [
            Sample.edge("CartFeature", "CartDomain", [at("F.swift", 1)]),
            Sample.edge("CartFeature", "CartDomain", [at("Package.swift", 9)], kind: .manifest),
            Sample.edge("LoginFeature", "CartDomain", [at("L.swift", 2)]),
            Sample.edge("CartDomain", "CartData", [at("D.swift", 3), at("E.swift", 7), at("C.swift", 5)]),
            Sample.edge("CartData", "CartDomain", [at("A.swift", 4)]),
            Sample.edge("CartDomain", "RxSwift", [at("D.swift", 2)]),
            Sample.edge("CartDomainTests", "CartDomain", [at("T.swift", 1)]),
        ],
        layers: [
            Sample.layer("Presentation", allowed: ["Domain"], independent: true),
            Sample.layer("Domain"),
            Sample.layer("Data", allowed: ["Domain"]),
        ],
        diagnostics: (Sample.violation("unused-dependency", .warning, "CartFeature", "CartDomain", message: "unused", at: [at("Package.swift", 9)])
            + Sample.violation("layer-dependency", .error, "CartDomain", "CartData", message: "forbidden",
                               at: [at("D.swift", 3), at("E.swift", 7), at("C.swift", 5)])
            + [Sample.cycle(.module, ["CartData", "CartDomain", "CartData"], at: at("A.swift", 4)),
               Sample.cycle(.layer, ["Data", "Domain", "Data"], at: at("A.swift", 4))]).sorted())

    /// An app target in folder modules, which meet only through type references: App uses
    /// both features, Cart names a Catalog type (breaking `independent Features`), and Catalog
    /// and Cart reference each other, a cycle of references. UIKit is imported.
    static let folders = GraphDocument(
        root: "ShopApp",
        modules: [
            Sample.module("App", nil, .folder, "App"),
            Sample.module("Cart", nil, .folder, "Features"),
            Sample.module("Catalog", nil, .folder, "Features"),
            Sample.module("Arch", nil, .folder, "Infrastructure"),
            Sample.module("UIKit", nil, .external, nil),
        ],
        edges: [
            Sample.edge("App", "Cart", [at("App/Root.swift", 3), at("App/Root.swift", 7)], kind: .reference),
            Sample.edge("App", "Catalog", [at("App/Root.swift", 4)], kind: .reference),
            Sample.edge("App", "UIKit", [at("App/Root.swift", 1)]),
            Sample.edge("Cart", "Arch", [at("Cart/CartApi.swift", 5)], kind: .reference),
            Sample.edge("Cart", "Catalog", [at("Cart/CartViewModel.swift", 9)], kind: .reference),
            Sample.edge("Catalog", "Cart", [at("Catalog/Service.swift", 12)], kind: .reference),
        ],
        layers: [
            Sample.layer("App", allowed: ["*"]),
            Sample.layer("Features", allowed: ["Infrastructure"], independent: true),
            Sample.layer("Infrastructure"),
        ],
        diagnostics: (Sample.violation("layer-dependency", .error, "Cart", "Catalog", message: "independent", at: [at("Cart/CartViewModel.swift", 9)])
            + [Sample.cycle(.module, ["Cart", "Catalog", "Cart"], at: at("Cart/CartViewModel.swift", 9))]).sorted())

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
            Sample.module(name, "Pkg \(index % 3)\"", index == 3 ? .test : (index == 4 ? .external : .regular), index % 4 == 3 ? nil : layers[index % 3])
        }
        var edges: [Edge] = []
        var findings: [Diagnostic] = []
        for index in names.indices.dropLast() {
            edges.append(Sample.edge(names[index], names[index + 1], [at("Sources/\(names[index])/File \(index).swift", index + 1)]))
            if index % 5 == 0 {
                findings += Sample.violation("layer-dependency", .error, names[index], names[index + 1], message: "forbidden", at: [at("x|y.swift", index)])
            }
        }
        edges.append(Sample.edge(names[2], names[0]))
        findings.append(Sample.cycle(.module, [names[0], names[1], names[2], names[0]]))
        return GraphDocument(
            root: "Awk\"ward | root",
            modules: modules,
            edges: edges,
            layers: layers.map { Sample.layer($0) },
            diagnostics: findings.sorted())
    }()

    /// A repository of `count` modules in four layers, each depending on the next two, with
    /// `findings` findings spread over the edges, a third of them errors.
    static func large(modules count: Int, findings findingCount: Int) -> GraphDocument {
        let layers = ["Presentation", "Domain", "Data", "Core"]
        let names = (0..<count).map { "Module\($0)" }
        let modules = names.enumerated().map { index, name in Sample.module(name, "Package\(index / 5)", .regular, layers[index % layers.count]) }
        var edges: [Edge] = []
        for index in names.indices {
            for step in 1...2 where index + step < count {
                edges.append(Sample.edge(names[index], names[index + step], [at("Sources/\(names[index])/File.swift", step)]))
            }
        }
        let findings = (0..<findingCount).flatMap { index -> [Diagnostic] in
            let edge = edges[index % edges.count]
            return Sample.violation(
                index % 3 == 0 ? "layer-dependency" : "implicit-dependency", index % 3 == 0 ? .error : .warning,
                edge.from, edge.to, message: "finding \(index)",
                at: [at("Packages/Some/Deeply/Nested/Folder/Sources/\(edge.from)/File\(index).swift", 1 + index % 4)])
        }
        return GraphDocument(root: "Large", modules: modules, edges: edges, layers: layers.map { Sample.layer($0) }, diagnostics: findings.sorted())
    }

    /// `large` without layers, its modules in packages of `packageSize` (1: one each).
    static func unlayered(modules count: Int, packageSize: Int) -> GraphDocument {
        let document = large(modules: count, findings: 0)
        let modules = document.modules.enumerated().map { index, module in
            Sample.module(module.name, "Package\(index / packageSize)", .regular, nil)
        }
        return GraphDocument(root: "Unlayered", modules: modules, edges: document.edges, layers: [], diagnostics: [])
    }
}
