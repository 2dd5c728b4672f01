// swift-tools-version: 5.9
import PackageDescription

// Base controllers every feature builds its pages on.
enum Module: String, CaseIterable {
    case presentationCore = "PresentationCore"

    var dependencies: [Target.Dependency] {
        switch self {
        case .presentationCore:
            return [.abstraction(.analytics), .abstraction(.routing), .abstraction(.di)]
        }
    }

    var target: Target {
        .target(name: rawValue, dependencies: dependencies, path: "Sources/\(rawValue)")
    }

    var product: Product {
        .library(name: rawValue, targets: [rawValue])
    }
}

enum AbstractionModule: String {
    case analytics = "Analytics"
    case routing = "Routing"
    case di = "DI"
}

extension Target.Dependency {
    static func abstraction(_ module: AbstractionModule) -> Target.Dependency {
        .product(name: "\(module.rawValue)Abstraction", package: "Abstraction")
    }
}

let package = Package(
    name: "PresentationCore",
    platforms: [.iOS(.v15)],
    products: Module.allCases.map(\.product),
    dependencies: [
        .package(path: "../../Abstraction"),
    ],
    targets: Module.allCases.map(\.target)
)
