// swift-tools-version: 5.9
import PackageDescription

// Use cases. A Domain module sees the Abstraction layer and RxSwift, nothing else:
// no Data module, no UI or storage framework.
enum Module: String, CaseIterable {
    case productDomain = "ProductDomain"
    case basketDomain = "BasketDomain"
    case userDomain = "UserDomain"
    case analyticsDomain = "AnalyticsDomain"
    case routingDomain = "RoutingDomain"
    case webContainerDomain = "WebContainerDomain"

    var dependencies: [Target.Dependency] {
        switch self {
        case .productDomain:
            return [.abstraction(.product), .abstraction(.di), .external(.rxSwift)]
        case .basketDomain:
            return [.abstraction(.basket), .abstraction(.di), .external(.rxSwift)]
        case .userDomain:
            return [.abstraction(.user), .abstraction(.di), .external(.rxSwift)]
        case .analyticsDomain:
            return [.abstraction(.analytics), .abstraction(.di), .external(.rxSwift)]
        case .routingDomain:
            return [.abstraction(.routing), .abstraction(.di)]
        case .webContainerDomain:
            return [.abstraction(.webContainer), .abstraction(.di)]
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
    case routingDomainTests = "RoutingDomainTests"
    case webContainerDomainTests = "WebContainerDomainTests"

    var dependencies: [Target.Dependency] {
        switch self {
        case .routingDomainTests:
            return [.internal(.routingDomain), .abstraction(.routing)]
        case .webContainerDomainTests:
            return [.internal(.webContainerDomain), .abstraction(.webContainer)]
        }
    }

    var target: Target {
        .testTarget(name: rawValue, dependencies: dependencies, path: "Tests/\(rawValue)")
    }
}

/// The Abstraction package's modules, named by their prefix.
enum AbstractionModule: String {
    case product = "Product"
    case basket = "Basket"
    case user = "User"
    case analytics = "Analytics"
    case di = "DI"
    case routing = "Routing"
    case webContainer = "WebContainer"
}

enum ExternalModule: String {
    case rxSwift = "RxSwift"
}

extension Target.Dependency {
    static func `internal`(_ module: Module) -> Target.Dependency {
        .target(name: module.rawValue)
    }

    static func abstraction(_ module: AbstractionModule) -> Target.Dependency {
        .product(name: "\(module.rawValue)Abstraction", package: "Abstraction")
    }

    static func external(_ module: ExternalModule) -> Target.Dependency {
        .product(name: module.rawValue, package: module.rawValue)
    }
}

let package = Package(
    name: "Domain",
    platforms: [.iOS(.v15)],
    products: Module.allCases.map(\.product),
    dependencies: [
        .package(path: "../Abstraction"),
        .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0"),
    ],
    targets: Module.allCases.map(\.target) + TestModule.allCases.map(\.target)
)
