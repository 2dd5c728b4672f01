// swift-tools-version: 5.9
import PackageDescription

// The innermost layer: protocols, configuration values and plain models.
// A module here may depend on the external packages below and on nothing of the project.
enum Module: String, CaseIterable {
    case productAbstraction = "ProductAbstraction"
    case basketAbstraction = "BasketAbstraction"
    case userAbstraction = "UserAbstraction"
    case analyticsAbstraction = "AnalyticsAbstraction"
    case diAbstraction = "DIAbstraction"
    case routingAbstraction = "RoutingAbstraction"
    case webContainerAbstraction = "WebContainerAbstraction"

    var dependencies: [Target.Dependency] {
        switch self {
        case .productAbstraction, .basketAbstraction, .userAbstraction, .analyticsAbstraction:
            return [.external(.rxSwift)]
        case .diAbstraction:
            return [.external(.swinject)]
        case .routingAbstraction, .webContainerAbstraction:
            return []
        }
    }

    var product: Product {
        .library(name: rawValue, targets: [rawValue])
    }

    var target: Target {
        .target(name: rawValue, dependencies: dependencies, path: "Sources/\(rawValue)")
    }
}

enum ExternalPackage: CaseIterable {
    case rxSwift
    case swinject

    var dependency: Package.Dependency {
        switch self {
        case .rxSwift:
            return .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0")
        case .swinject:
            return .package(url: "https://github.com/Swinject/Swinject.git", from: "2.8.0")
        }
    }

    var productName: String {
        switch self {
        case .rxSwift: return "RxSwift"
        case .swinject: return "Swinject"
        }
    }
}

extension Target.Dependency {
    static func external(_ package: ExternalPackage) -> Target.Dependency {
        .product(name: package.productName, package: package.productName)
    }
}

let package = Package(
    name: "Abstraction",
    platforms: [.iOS(.v15)],
    products: Module.allCases.map(\.product),
    dependencies: ExternalPackage.allCases.map(\.dependency),
    targets: Module.allCases.map(\.target)
)
