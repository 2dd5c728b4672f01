// swift-tools-version: 5.9
import PackageDescription

// HTTP for the whole app. The package is called Networking; the module it ships is `API`.
enum Module: String, CaseIterable {
    case api = "API"

    var dependencies: [Target.Dependency] {
        switch self {
        case .api:
            return [.abstraction(.di), .external(.rxSwift), .external(.rxCocoa)]
        }
    }

    var target: Target {
        .target(name: rawValue, dependencies: dependencies, path: "Sources/\(rawValue)")
    }

    var testTarget: Target {
        .testTarget(
            name: "\(rawValue)Tests",
            dependencies: [.internal(self), .external(.rxSwift)],
            path: "Tests/\(rawValue)Tests"
        )
    }

    var product: Product {
        .library(name: rawValue, targets: [rawValue])
    }
}

enum External: String {
    case rxSwift = "RxSwift"
    case rxCocoa = "RxCocoa"

    /// RxCocoa ships in the RxSwift package.
    var packageName: String {
        "RxSwift"
    }
}

extension Target.Dependency {
    static func `internal`(_ module: Module) -> Target.Dependency {
        .target(name: module.rawValue)
    }

    static func external(_ external: External) -> Target.Dependency {
        .product(name: external.rawValue, package: external.packageName)
    }

    static func abstraction(_ name: AbstractionName) -> Target.Dependency {
        .product(name: name.rawValue, package: "Abstraction")
    }
}

enum AbstractionName: String {
    case di = "DIAbstraction"
}

let package = Package(
    name: "Networking",
    platforms: [.iOS(.v15)],
    products: Module.allCases.map(\.product),
    dependencies: [
        .package(path: "../../Abstraction"),
        .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0"),
    ],
    targets: Module.allCases.map(\.target) + Module.allCases.map(\.testTarget)
)
