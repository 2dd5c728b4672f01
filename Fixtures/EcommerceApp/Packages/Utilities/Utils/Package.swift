// swift-tools-version: 5.9
import PackageDescription

// Small cross-cutting pieces with no project dependency, such as the RxSwift → Combine bridge.
enum Module: String, CaseIterable {
    case utils = "Utils"

    var dependencies: [Target.Dependency] {
        switch self {
        case .utils: return [.external(.rxSwift)]
        }
    }

    var testDependencies: [Target.Dependency] {
        [.internal(self), .external(.rxSwift)]
    }

    var product: Product {
        .library(name: rawValue, targets: [rawValue])
    }

    var targets: [Target] {
        [
            .target(name: rawValue, dependencies: dependencies, path: "Sources/\(rawValue)"),
            .testTarget(name: "\(rawValue)Tests", dependencies: testDependencies, path: "Tests/\(rawValue)Tests"),
        ]
    }
}

enum External: String {
    case rxSwift = "RxSwift"
}

extension Target.Dependency {
    static func `internal`(_ module: Module) -> Target.Dependency {
        .target(name: module.rawValue)
    }

    static func external(_ external: External) -> Target.Dependency {
        .product(name: external.rawValue, package: "RxSwift")
    }
}

let package = Package(
    name: "Utils",
    platforms: [.iOS(.v15)],
    products: Module.allCases.map(\.product),
    dependencies: [
        .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0"),
    ],
    targets: Module.allCases.flatMap(\.targets)
)
