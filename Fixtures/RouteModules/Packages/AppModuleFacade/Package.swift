// swift-tools-version: 6.2
import PackageDescription

// The module facade: route types per business domain, module names, the module protocols
// and the event bus. Business modules see each other only through this package.
let package = Package(
    name: "AppModuleFacade",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "AppModuleFacade", targets: ["AppModuleFacade"]),
    ],
    dependencies: [
        .package(path: "../AppRouting"),
    ],
    targets: [
        .target(
            name: "AppModuleFacade",
            dependencies: [
                .product(name: "AppRouting", package: "AppRouting"),
            ]
        ),
        .testTarget(
            name: "AppModuleFacadeTests",
            dependencies: ["AppModuleFacade"]
        ),
    ]
)
