// swift-tools-version: 5.9
import PackageDescription

// The basket: BasketView with quantity controls and totals, BasketRoute and BasketRouteFactory.
enum Module: String, CaseIterable {
    case basketFeature = "BasketFeature"

    var dependencies: [Target.Dependency] {
        switch self {
        case .basketFeature:
            return [
                .abstraction(.basket),
                .abstraction(.routing),
                .abstraction(.di),
                .domain(.basket),
                .utility(.utils),
                .utility(.presentationCore),
                .external(.rxSwift),
            ]
        }
    }

    var target: Target {
        .target(name: rawValue, dependencies: dependencies, path: "Sources/\(rawValue)")
    }

    var product: Product {
        .library(name: rawValue, targets: [rawValue])
    }
}

enum TestModule: String, CaseIterable {
    case basketFeatureTests = "BasketFeatureTests"

    var target: Target {
        .testTarget(
            name: rawValue,
            dependencies: [.internal(.basketFeature), .abstraction(.routing), .abstraction(.basket)],
            path: "Tests/\(rawValue)"
        )
    }
}

enum LocalPackage: String, CaseIterable {
    case abstraction = "Abstraction"
    case domain = "Domain"
    case utils = "Utilities/Utils"
    case presentationCore = "Utilities/PresentationCore"

    var dependency: Package.Dependency {
        .package(path: "../../\(rawValue)")
    }
}

enum LayerModule: String {
    case basket = "Basket"
    case routing = "Routing"
    case di = "DI"
}

enum UtilityModule: String {
    case utils = "Utils"
    case presentationCore = "PresentationCore"
}

extension Target.Dependency {
    static func `internal`(_ module: Module) -> Target.Dependency {
        .target(name: module.rawValue)
    }

    static func abstraction(_ module: LayerModule) -> Target.Dependency {
        .product(name: "\(module.rawValue)Abstraction", package: "Abstraction")
    }

    static func domain(_ module: LayerModule) -> Target.Dependency {
        .product(name: "\(module.rawValue)Domain", package: "Domain")
    }

    static func utility(_ module: UtilityModule) -> Target.Dependency {
        .product(name: module.rawValue, package: module.rawValue)
    }

    static func external(_ name: ExternalName) -> Target.Dependency {
        .product(name: name.rawValue, package: name.rawValue)
    }
}

enum ExternalName: String {
    case rxSwift = "RxSwift"
}

let package = Package(
    name: "BasketFeature",
    platforms: [.iOS(.v15)],
    products: Module.allCases.map(\.product),
    dependencies: LocalPackage.allCases.map(\.dependency) + [
        .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0"),
    ],
    targets: Module.allCases.map(\.target) + TestModule.allCases.map(\.target)
)
