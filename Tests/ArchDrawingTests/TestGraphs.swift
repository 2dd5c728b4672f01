import ArchCore
import ArchViews
import ArchModuleGraph
import ArchTestSupport

/// Documents and views the drawing tests draw.
enum TestGraphs {
    static func at(_ file: String, _ line: Int) -> ArchCore.SourceLocation {
        ArchCore.SourceLocation(file: file, line: line, column: 1)
    }

    static func module(_ name: String, _ package: String?, _ kind: ModuleKind, _ layer: String?) -> Module {
        Sample.module(name, package, kind, layer)
    }

    /// A small shop: two features, a domain, a data module, a test target, an external
    /// framework and a module whose name needs escaping; one forbidden dependency, one cycle,
    /// one warning, and one module with no edges at all.
    static let shop = GraphDocument(
        root: "Shop",
        modules: [
            module("CartFeature", "Features", .regular, "Presentation"),
            module("LoginFeature", "Features", .regular, "Presentation"),
            module("Odd<&\"'>Name", "Features", .regular, "Presentation"),
            module("CartDomain", "Domain", .regular, "Domain"),
            module("CartData", "Data", .regular, "Data"),
            module("Lonely", "Data", .regular, "Data"),
            module("CartDomainTests", "Domain", .test, nil),
            module("RxSwift", "RxSwift", .external, nil),
        ],
        edges: [
            Sample.edge("CartFeature", "CartDomain", [at("Features/Cart/F.swift", 1)]),
            Sample.edge("CartFeature", "CartDomain", [at("Features/Package.swift", 9)], kind: .manifest),
            Sample.edge("LoginFeature", "CartDomain", [at("Features/Login/L.swift", 2)]),
            Sample.edge("Odd<&\"'>Name", "CartDomain", [at("Features/Odd/O.swift", 5)]),
            Sample.edge("CartDomain", "CartData", [at("Domain/Cart/D.swift", 3)]),
            Sample.edge("CartData", "CartDomain", [at("Data/Cart/A.swift", 4)]),
            Sample.edge("CartDomain", "RxSwift", [at("Domain/Cart/D.swift", 2)]),
            Sample.edge("CartDomainTests", "CartDomain", [at("Domain/Tests/T.swift", 1)]),
        ],
        layers: [
            GraphDocument.Layer(name: "Presentation", allowed: ["Domain"], isIndependent: true),
            GraphDocument.Layer(name: "Domain", allowed: [], isIndependent: false),
            GraphDocument.Layer(name: "Data", allowed: ["Domain"], isIndependent: false),
        ],
        diagnostics: (Sample.violation("layer-dependency", .error, "CartDomain", "CartData",
                                       message: "'CartDomain' (Domain) imports 'CartData' (Data), but Domain may depend on no other layer",
                                       at: [at("Domain/Cart/D.swift", 3), at("Domain/Package.swift", 12)])
            + Sample.violation("unused-dependency", .warning, "CartFeature", "CartDomain",
                               message: "'CartFeature' declares 'CartDomain' but never imports it", at: [at("Features/Package.swift", 9)])
            + [Sample.cycle(.module, ["CartData", "CartDomain", "CartData"], at: at("Data/Cart/A.swift", 4)),
               Sample.cycle(.layer, ["Data", "Domain", "Data"], at: at("Data/Cart/A.swift", 4))]).sorted())

    /// An app target in folder modules: App references both features, Cart references a
    /// Catalog type it may not (an error), and App imports UIKit.
    static let folders = GraphDocument(
        root: "ShopApp",
        modules: [
            module("App", nil, .folder, "App"),
            module("Cart", nil, .folder, "Features"),
            module("Catalog", nil, .folder, "Features"),
            module("UIKit", nil, .external, nil),
        ],
        edges: [
            Edge(from: "App", to: "Cart", kind: .reference,
                 locations: [EdgeLocation(at("App/Root.swift", 3), symbol: "CartDi"), EdgeLocation(at("App/Root.swift", 4), symbol: "CartService")]),
            Edge(from: "App", to: "Catalog", kind: .reference, locations: [EdgeLocation(at("App/Root.swift", 5), symbol: "CatalogDi")]),
            Sample.edge("App", "UIKit", [at("App/Root.swift", 1)]),
            Edge(from: "Cart", to: "Catalog", kind: .reference,
                 locations: [EdgeLocation(at("Cart/CartViewModel.swift", 9), symbol: "ProductRepository")]),
        ],
        layers: [
            GraphDocument.Layer(name: "App", allowed: ["*"], isIndependent: false),
            GraphDocument.Layer(name: "Features", allowed: [], isIndependent: true),
        ],
        diagnostics: Sample.violation("layer-dependency", .error, "Cart", "Catalog", message: "independent", at: [at("Cart/CartViewModel.swift", 9)]))

    /// Two bands whose alphabetical order crosses every edge: A1 → B5, A2 → B4, … A5 → B1.
    static let crossedBands: GraphView = {
        let tops = (1...5).map { "A\($0)" }, bottoms = (1...5).map { "B\($0)" }
        return GraphView(
            level: .module, title: "crossed",
            bands: [GraphView.Band(name: "Top", color: "#4e79a7", nodes: tops), GraphView.Band(name: "Bottom", color: "#f28e2b", nodes: bottoms)],
            nodes: tops.map { GraphView.Node(id: $0, label: $0, band: "Top", kind: .module(.regular)) }
                + bottoms.map { GraphView.Node(id: $0, label: $0, band: "Bottom", kind: .module(.regular)) },
            edges: (1...5).map { GraphView.Edge(from: "A\($0)", to: "B\(6 - $0)") })
    }()

    static let syntheticLayers: [(name: String, suffix: String, size: Int)] = [
        ("App", "App", 10), ("Presentation", "Feature", 150), ("Domain", "Domain", 120),
        ("Data", "Data", 100), ("Abstraction", "Abstraction", 80), ("Utilities", "Kit", 40),
    ]

    /// 500 modules in six layers with about four dependencies each, mostly downward, a few
    /// upward (violations) and a few cycles; plus a handful of external frameworks. Built with
    /// a fixed pseudo-random sequence, so every run draws the same graph.
    static let synthetic500: GraphDocument = {
        var random = SplitMix64(seed: 42)
        let words = ["Checkout", "Basket", "Product", "Search", "Profile", "Payment", "Order", "Review", "Wishlist", "Delivery",
                     "Account", "Login", "Catalog", "Promotion", "Inventory", "Settings", "Support", "Loyalty", "Stores", "Gifts"]
        var modules: [Module] = []
        var byLayer: [[String]] = []
        var counter = 0
        for layer in syntheticLayers {
            var names: [String] = []
            for _ in 0..<layer.size {
                let name = "\(words[counter % words.count])\(counter)\(layer.suffix)"
                counter += 1
                names.append(name)
                modules.append(module(name, layer.name, .regular, layer.name))
            }
            byLayer.append(names)
        }
        let externals = ["Alamofire", "Kingfisher", "RxSwift", "SnapKit", "Swinject"]
        modules += externals.map { module($0, $0, .external, nil) }

        var edges: [Edge] = []
        var findings: [Diagnostic] = []
        var pairs: Set<String> = []
        func add(_ from: String, _ to: String, violating: Bool) {
            guard from != to, pairs.insert("\(from)>\(to)").inserted else { return }
            let file = "Packages/\(from)/Sources/\(from)/\(to)Client.swift"
            let locations = [at(file, 1 + Int(random.next() % 40))]
            edges.append(Sample.edge(from, to, locations))
            if violating {
                findings += Sample.violation("layer-dependency", .error, from, to, message: "'\(from)' may not depend on '\(to)'", at: locations)
            }
        }
        for (layerIndex, names) in byLayer.enumerated() {
            for name in names {
                for _ in 0..<4 {
                    let roll = random.next() % 100
                    if roll < 3, layerIndex > 0 {
                        let upper = byLayer[Int(random.next() % UInt64(layerIndex))]
                        add(name, upper[Int(random.next() % UInt64(upper.count))], violating: true)
                    } else if roll < 15 || layerIndex == byLayer.count - 1 {
                        add(name, names[Int(random.next() % UInt64(names.count))], violating: false)
                    } else if roll < 20 {
                        add(name, externals[Int(random.next() % UInt64(externals.count))], violating: false)
                    } else {
                        let lower = layerIndex + 1 + Int(random.next() % UInt64(min(2, byLayer.count - 1 - layerIndex)))
                        let targets = byLayer[lower]
                        add(name, targets[Int(random.next() % UInt64(targets.count))], violating: false)
                    }
                }
            }
        }
        // A few two-module cycles within a layer.
        for index in stride(from: 0, to: 40, by: 8) {
            let a = byLayer[2][index], b = byLayer[2][index + 1]
            add(a, b, violating: false)
            add(b, a, violating: false)
            findings.append(Sample.cycle(.module, [a, b, a]))
        }
        let layers = syntheticLayers.enumerated().map { index, layer in
            GraphDocument.Layer(name: layer.name, allowed: syntheticLayers.dropFirst(index + 1).map(\.name), isIndependent: false)
        }
        return GraphDocument(root: "Synthetic", modules: modules, edges: edges, layers: layers, diagnostics: findings.sorted())
    }()
}
