// swift-tools-version: 5.9
import PackageDescription

// Product browsing: the list, the detail page, ProductRoute and ProductRouteFactory.
enum Module: String, CaseIterable {
    case productsFeature = "ProductsFeature"

    var dependencies: [Target.Dependency] {
        switch self {
        case .productsFeature:
            return [
                .abstraction(.product),
                .abstraction(.basket),
                .abstraction(.analytics),
                .abstraction(.routing),
                .abstraction(.di),
                .utility(.utils),
                .utility(.presentationCore),
                .external(.rxSwift),
            ]
        }
    }

    var target: Target {
        .target(name: rawValue, dependencies: dependencies, path: "Sources/\(rawValue)")
    }

    var testTarget: Target {
        .testTarget(
            name: "\(rawValue)Tests",
            dependencies: [.internal(self), .abstraction(.routing), .abstraction(.product)],
            path: "Tests/\(rawValue)Tests"
        )
    }

    var product: Product {
        .library(name: rawValue, targets: [rawValue])
    }
}

enum LocalPackage: String, CaseIterable {
    case abstraction = "Abstraction"
    case utils = "Utilities/Utils"
    case presentationCore = "Utilities/PresentationCore"

    var name: String {
        String(rawValue.split(separator: "/").last!)
    }

    var dependency: Package.Dependency {
        .package(path: "../../\(rawValue)")
    }
}

enum AbstractionModule: String {
    case product = "Product"
    case basket = "Basket"
    case analytics = "Analytics"
    case routing = "Routing"
    case di = "DI"
}

enum UtilityModule: String {
    case utils = "Utils"
    case presentationCore = "PresentationCore"
}

enum ExternalModule: String {
    case rxSwift = "RxSwift"
}

extension Target.Dependency {
    static func `internal`(_ module: Module) -> Target.Dependency {
        .target(name: module.rawValue)
    }

    static func abstraction(_ module: AbstractionModule) -> Target.Dependency {
        .product(name: "\(module.rawValue)Abstraction", package: LocalPackage.abstraction.name)
    }

    static func utility(_ module: UtilityModule) -> Target.Dependency {
        .product(name: module.rawValue, package: module.rawValue)
    }

    static func external(_ module: ExternalModule) -> Target.Dependency {
        .product(name: module.rawValue, package: module.rawValue)
    }
}

let package = Package(
    name: "ProductsFeature",
    platforms: [.iOS(.v15)],
    products: Module.allCases.map(\.product),
    dependencies: LocalPackage.allCases.map(\.dependency) + [
        .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0"),
    ],
    targets: Module.allCases.map(\.target) + Module.allCases.map(\.testTarget)
)
