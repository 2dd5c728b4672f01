// swift-tools-version: 5.9
import PackageDescription

// Web content with a JS ↔ native bridge, plus the WebTest pages.
// It knows no other feature: native pages are opened through routes and factories.
enum Module: String, CaseIterable {
    case webContainerFeature = "WebContainerFeature"

    var dependencies: [Target.Dependency] {
        switch self {
        case .webContainerFeature:
            return [
                .abstraction(.webContainer),
                .abstraction(.routing),
                .abstraction(.di),
                .utility(.presentationCore),
            ]
        }
    }

    var testDependencies: [Target.Dependency] {
        [.internal(self), .abstraction(.webContainer)]
    }

    var targets: [Target] {
        [
            .target(name: rawValue, dependencies: dependencies, path: "Sources/\(rawValue)"),
            .testTarget(name: "\(rawValue)Tests", dependencies: testDependencies, path: "Tests/\(rawValue)Tests"),
        ]
    }

    var product: Product {
        .library(name: rawValue, targets: [rawValue])
    }
}

enum LocalPackage: String, CaseIterable {
    case abstraction = "Abstraction"
    case presentationCore = "Utilities/PresentationCore"

    var dependency: Package.Dependency {
        .package(path: "../../\(rawValue)")
    }
}

enum AbstractionModule: String {
    case webContainer = "WebContainer"
    case routing = "Routing"
    case di = "DI"
}

enum UtilityModule: String {
    case presentationCore = "PresentationCore"
}

extension Target.Dependency {
    static func `internal`(_ module: Module) -> Target.Dependency {
        .target(name: module.rawValue)
    }

    static func abstraction(_ module: AbstractionModule) -> Target.Dependency {
        .product(name: "\(module.rawValue)Abstraction", package: "Abstraction")
    }

    static func utility(_ module: UtilityModule) -> Target.Dependency {
        .product(name: module.rawValue, package: module.rawValue)
    }
}

let package = Package(
    name: "WebContainerFeature",
    platforms: [.iOS(.v15)],
    products: Module.allCases.map(\.product),
    dependencies: LocalPackage.allCases.map(\.dependency),
    targets: Module.allCases.flatMap(\.targets)
)
