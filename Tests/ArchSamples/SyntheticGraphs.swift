import ArchCore
import ArchModuleGraph
import ArchViews

/// A dense layered graph: `count` modules in five layers, each depending on about 20 others,
/// half in its own layer (drawn as arcs within the band) and half in layers below.
public enum DenseGraphs {
    public static let layerCount = 5

    public static func document(modules count: Int, degree: Int = 20, seed: UInt64 = 0xDE45E) -> GraphDocument {
        var random = SplitMix64(seed: seed)
        let perLayer = max(count / layerCount, 1)
        let names = (0..<layerCount).map { layer in (0..<perLayer).map { "L\(layer)M\($0)" } }
        var edges: [Edge] = []
        for layer in 0..<layerCount {
            for (index, name) in names[layer].enumerated() {
                var targets = Set<String>()
                for _ in 0..<degree {
                    let sameLayer = Bool.random(using: &random) || layer == layerCount - 1
                    if sameLayer {
                        guard index + 1 < perLayer else { continue }
                        targets.insert(names[layer][Int.random(in: (index + 1)..<perLayer, using: &random)])
                    } else {
                        let below = Int.random(in: (layer + 1)..<layerCount, using: &random)
                        targets.insert(names[below][Int.random(in: 0..<perLayer, using: &random)])
                    }
                }
                for (line, target) in targets.sorted().enumerated() {
                    edges.append(Sample.edge(name, target, [Sample.at("\(name)/A.swift", line + 1)]))
                    edges.append(Sample.edge(name, target, [Sample.at("L\(layer)/Package.swift", index + 1)], kind: .manifest))
                }
            }
        }
        let modules = names.enumerated().flatMap { layer, members in
            members.map { Sample.module($0, "L\(layer)", .regular, "L\(layer)") }
        }
        let layers = (0..<layerCount).map { layer in
            Sample.layer("L\(layer)", allowed: ((layer + 1)..<layerCount).map { "L\($0)" })
        }
        return GraphDocument(root: "Dense", modules: modules, edges: edges, layers: layers, diagnostics: [])
    }
}

/// A layered module view of `count` modules in five layers, each with about `degree` edges to
/// its own layer and the layers below, with a few places per edge and some repeats.
public enum LayeredModuleViews {
    public static func view(modules count: Int, degree: Int = 8, seed: UInt64 = 0xD1) -> GraphView {
        var random = SplitMix64(seed: seed)
        let perLayer = max(count / 5, 1)
        var modules: [Module] = []
        var edges: [Edge] = []
        for layer in 0..<5 {
            for index in 0..<perLayer {
                let name = "L\(layer)M\(index)"
                modules.append(Sample.module(name, "P\(layer)", .regular, "L\(layer)"))
                var targets = Set<String>()
                for _ in 0..<degree {
                    let below = random.int(layer...4)
                    let target = "L\(below)M\(random.int(0...(perLayer - 1)))"
                    if target != name { targets.insert(target) }
                }
                for target in targets.sorted() {
                    let line = random.int(1...3)
                    edges.append(Sample.edge(name, target, [Sample.at("\(name)/A.swift", line), Sample.at("\(name)/B.swift", line)]))
                    edges.append(Sample.edge(name, target, [Sample.at("P\(layer)/Package.swift", index + 1)], kind: .manifest))
                }
            }
        }
        let layers = (0..<5).map { Sample.layer("L\($0)", allowed: ((($0 + 1)..<5).map { "L\($0)" })) }
        let document = GraphDocument(root: "Layered", modules: modules, edges: edges, layers: layers)
        return try! GraphViewBuilder.build(document, options: GraphViewOptions())
    }
}
