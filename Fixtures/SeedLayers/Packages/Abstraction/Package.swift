// swift-tools-version: 5.9

import PackageDescription

let package = Package(
    name: "Abstraction",
    products: AbstractionProduct.allCases.map(\.product),
    targets: AbstractionProduct.allCases.map(\.target)
)

enum AbstractionProduct: String, CaseIterable {

    case BasketAbstraction

    case DIAbstraction

    case RoutingAbstraction

    // MARK: - Properties

    var path: String { "Sources/Abstraction/\(rawValue)" }

    var product: Product { .library(name: rawValue, targets: [rawValue]) }

    var target: Target { .target(name: rawValue, dependencies: dependencies, path: path) }
}

extension AbstractionProduct {

    var dependencies: [Target.Dependency] {
        return switch self {

        case .BasketAbstraction, .DIAbstraction, .RoutingAbstraction:
            []
        }
    }
}
