import ArchCore
import ArchManifest
import ArchModuleGraph
import ArchRulesFile
import ArchSyntax

/// Model inputs that grow in one direction, shared by the model tests and the growth benchmark.
public enum SampleModels {
    static func at(_ file: String, _ line: Int) -> ArchCore.SourceLocation {
        ArchCore.SourceLocation(file: file, line: line, column: 1)
    }

    public static func builder(_ rules: ArchitectureRules = .empty) -> GraphBuilder {
        GraphBuilder(rules: rules, rootPath: "/repo", directoryExists: { _ in false }, directoryHasManifest: { _ in false })
    }

    /// `Lib` declares `count` products of one target each; `App` depends on all of them.
    public static func manyProducts(_ count: Int) -> [PackageManifest] {
        let libTargets = (0..<count).map { index in
            TargetDeclaration(name: "L\(index)", kind: .regular, path: nil, exclude: [], sources: nil, dependencies: [],
                              location: at("Lib/Package.swift", index + 1))
        }
        let products = (0..<count).map { Product(name: "P\(count - 1 - $0)", kind: .library, targets: ["L\(count - 1 - $0)"]) }
        let lib = PackageManifest(name: "Lib", manifestPath: "Lib/Package.swift", products: products, dependencies: [],
                                  targets: libTargets, toolsVersion: ToolsVersion(5, 9), evaluation: .static)
        let dependencies = (0..<count).map { index in
            TargetDependency(kind: .product(package: "Lib"), name: "P\(index)", platforms: nil, location: at("App/Package.swift", index + 2))
        }
        let app = PackageManifest(
            name: "App", manifestPath: "App/Package.swift", products: [],
            dependencies: [PackageDependency(kind: .fileSystem(path: "../Lib"), name: nil, identity: "lib", location: at("App/Package.swift", 1))],
            targets: [TargetDeclaration(name: "App", kind: .regular, path: nil, exclude: [], sources: nil,
                                        dependencies: dependencies, location: at("App/Package.swift", 1))],
            toolsVersion: ToolsVersion(5, 9), evaluation: .static)
        return [lib, app]
    }

    /// `count` files of target `A`, read in reverse path order, each importing `B` twice.
    public static func manyLocations(_ count: Int) -> (manifests: [PackageManifest], sources: [ScannedSource]) {
        let targets = ["A", "B"].map { name in
            TargetDeclaration(name: name, kind: .regular, path: nil, exclude: [], sources: nil, dependencies: [],
                              location: at("Package.swift", 1))
        }
        let manifest = PackageManifest(name: "P", manifestPath: "Package.swift", products: [], dependencies: [], targets: targets,
                                       toolsVersion: ToolsVersion(5, 9), evaluation: .static)
        let sources = (0..<count).reversed().map { index in
            ScannedSource(path: "Sources/A/F\(index).swift", summary: SourceSummary(imports: [
                ImportDeclaration(module: "B", path: ["B"], condition: "DEBUG", line: 2, column: 1),
                ImportDeclaration(module: "B", path: ["B"], line: 1, column: 1),
                ImportDeclaration(module: "B", path: ["B"], line: 2, column: 1),
            ]))
        }
        return ([manifest], sources)
    }

    /// 50 `forbid` lines, and `count` modules in a chain.
    public static func manyForbids(_ count: Int) -> (rules: ArchitectureRules, modules: [String]) {
        let prohibitions = (0..<50).map { index in
            ArchitectureRules.Prohibition(source: .init(name: "*Feature\(index)", location: at(".archrules", index + 1)),
                                          targets: [.init(name: "Legacy\(index)*", location: at(".archrules", index + 1)),
                                                    .init(name: "UIKit", location: at(".archrules", index + 1))],
                                          location: at(".archrules", index + 1))
        }
        return (ArchitectureRules(prohibitions: prohibitions), (0..<count).map { "M\($0)Feature\($0 % 60)" })
    }
}
