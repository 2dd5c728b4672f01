// swift-tools-version: 5.9

import PackageDescription

let package = Package(
    name: "Domain",
    products: DomainProduct.allCases.map(\.product),
    dependencies: [
        .package(path: "../Abstraction")
    ],
    targets: DomainProduct.allCases.map(\.target) + DomainProduct.allCases.flatMap(\.testsTargets)
)

enum DomainProduct: String, CaseIterable {
    
    case BasketDomain
    
    case RoutingDomain

    // MARK: - Properties

    var path: String { "Sources/Domain/\(rawValue)" }

    var product: Product { .library(name: rawValue, targets: [rawValue]) }
}

enum AbstractionModule: String {
    
    case BasketAbstraction

    case DIAbstraction

    case RoutingAbstraction

    var dependency: Target.Dependency {
        
        return switch self {
            
        case .BasketAbstraction:
            .product(
                name: "BasketAbstraction",
                package: "Abstraction"
            )
            
        case .DIAbstraction, .RoutingAbstraction:
            .product(
                name: rawValue,
                package: "Abstraction"
            )
        }
    }
}

extension DomainProduct {
    
    var target: Target {
        .target(name: rawValue, dependencies: dependencies, path: path)
    }
    
    var testsTargets: [Target] {
        switch self {
        case .RoutingDomain:
            return []

        default:
            return [.testTarget(name: "\(rawValue)Tests", dependencies: testsDependencies, path: "Tests/\(rawValue)Tests")]
        }
    }
    
    var dependencies: [Target.Dependency] {
        return switch self {
            
        case .BasketDomain:
            [
                .abstraction(.BasketAbstraction),
                .abstraction(.DIAbstraction)
            ]
            
        case .RoutingDomain:
            [
                .abstraction(.RoutingAbstraction)
            ]
        }
    }
    
    var testsDependencies: [Target.Dependency] {

        switch self {
            
        case .BasketDomain, .RoutingDomain:
            [
                Target.Dependency(stringLiteral: rawValue)
            ]
        }
    }
}

extension Target.Dependency {
    static func abstraction(_ module: AbstractionModule) -> Target.Dependency {
        module.dependency
    }
}
