// swift-tools-version: 5.9
import PackageDescription

// The analytics transport: implements AnalyticsWrapperProtocol on top of the API module.
enum Module: String, CaseIterable {
    case analytics = "Analytics"

    var dependencies: [Target.Dependency] {
        switch self {
        case .analytics:
            return [
                .abstraction("AnalyticsAbstraction"),
                .abstraction("DIAbstraction"),
                .utility(.networking),
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

/// Sibling utility packages, with the module each one ships.
enum UtilityPackage: String {
    case networking = "Networking"

    var moduleName: String {
        switch self {
        case .networking: return "API"
        }
    }

    var dependency: Package.Dependency {
        .package(path: "../\(rawValue)")
    }
}

enum External: String {
    case rxSwift = "RxSwift"
}

extension Target.Dependency {
    static func abstraction(_ name: String) -> Target.Dependency {
        .product(name: name, package: "Abstraction")
    }

    static func utility(_ package: UtilityPackage) -> Target.Dependency {
        .product(name: package.moduleName, package: package.rawValue)
    }

    static func external(_ external: External) -> Target.Dependency {
        .product(name: external.rawValue, package: external.rawValue)
    }
}

let package = Package(
    name: "Analytics",
    platforms: [.iOS(.v15)],
    products: Module.allCases.map(\.product),
    dependencies: [
        .package(path: "../../Abstraction"),
        UtilityPackage.networking.dependency,
        .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0"),
    ],
    targets: Module.allCases.map(\.target)
)
