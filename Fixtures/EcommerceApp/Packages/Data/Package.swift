// swift-tools-version: 5.9
import PackageDescription

// Repositories and services. Every module follows the same layout:
// DTO/ (wire format), DomainModel/ (concrete models), Service/ (calls), Repository/ (protocol
// implementations) and DI/ (registration).
enum Module: String, CaseIterable {
    case productData = "ProductData"
    case basketData = "BasketData"
    case userData = "UserData"
    case routingData = "RoutingData"
    case webContainerData = "WebContainerData"

    var dependencies: [Target.Dependency] {
        switch self {
        case .productData:
            return [.abstraction(.product), .abstraction(.di), .utility(.api), .external(.rxSwift)]
        case .basketData:
            return [.abstraction(.basket), .abstraction(.di), .utility(.api), .external(.rxSwift)]
        case .userData:
            return [.abstraction(.user), .abstraction(.di), .utility(.api), .external(.rxSwift)]
        case .routingData:
            return [.abstraction(.routing), .abstraction(.di)]
        case .webContainerData:
            return [.abstraction(.webContainer), .abstraction(.di), .utility(.api)]
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
    case productDataTests = "ProductDataTests"
    case webContainerDataTests = "WebContainerDataTests"

    var dependencies: [Target.Dependency] {
        switch self {
        case .productDataTests:
            return [.internal(.productData), .abstraction(.product), .utility(.api), .external(.rxSwift)]
        case .webContainerDataTests:
            return [.internal(.webContainerData), .abstraction(.webContainer)]
        }
    }

    var target: Target {
        .testTarget(name: rawValue, dependencies: dependencies, path: "Tests/\(rawValue)")
    }
}

enum AbstractionModule: String {
    case product = "Product"
    case basket = "Basket"
    case user = "User"
    case di = "DI"
    case routing = "Routing"
    case webContainer = "WebContainer"
}

/// Utility modules and the package that ships each of them.
enum UtilityModule: String {
    case api = "API"

    var packageName: String {
        switch self {
        case .api: return "Networking"
        }
    }
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

    static func utility(_ module: UtilityModule) -> Target.Dependency {
        .product(name: module.rawValue, package: module.packageName)
    }

    static func external(_ module: ExternalModule) -> Target.Dependency {
        .product(name: module.rawValue, package: module.rawValue)
    }
}

let package = Package(
    name: "Data",
    platforms: [.iOS(.v15)],
    products: Module.allCases.map(\.product),
    dependencies: [
        .package(path: "../Abstraction"),
        .package(path: "../Utilities/Networking"),
        .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0"),
    ],
    targets: Module.allCases.map(\.target) + TestModule.allCases.map(\.target)
)
