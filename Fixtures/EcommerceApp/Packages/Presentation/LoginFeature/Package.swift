// swift-tools-version: 5.9
import PackageDescription

// Username sign-in: LoginView, its view model, LoginRoute and LoginRouteFactory.
enum Module: String, CaseIterable {
    case loginFeature = "LoginFeature"

    var dependencies: [Target.Dependency] {
        switch self {
        case .loginFeature:
            return [
                .abstraction(.user),
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

    var product: Product {
        .library(name: rawValue, targets: [rawValue])
    }
}

enum TestModule: String, CaseIterable {
    case loginFeatureTests = "LoginFeatureTests"

    var dependencies: [Target.Dependency] {
        switch self {
        case .loginFeatureTests:
            return [.internal(.loginFeature), .abstraction(.routing), .abstraction(.user), .external(.rxSwift)]
        }
    }

    var target: Target {
        .testTarget(name: rawValue, dependencies: dependencies, path: "Tests/\(rawValue)")
    }
}

/// Local packages this feature builds on, by their path under `Packages/`.
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
    case user = "User"
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

    /// Each utility package ships one module of the same name.
    static func utility(_ module: UtilityModule) -> Target.Dependency {
        .product(name: module.rawValue, package: module.rawValue)
    }

    static func external(_ module: ExternalModule) -> Target.Dependency {
        .product(name: module.rawValue, package: module.rawValue)
    }
}

let package = Package(
    name: "LoginFeature",
    platforms: [.iOS(.v15)],
    products: Module.allCases.map(\.product),
    dependencies: LocalPackage.allCases.map(\.dependency) + [
        .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0"),
    ],
    targets: Module.allCases.map(\.target) + TestModule.allCases.map(\.target)
)
