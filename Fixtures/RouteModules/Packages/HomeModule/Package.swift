// swift-tools-version: 6.2
import PackageDescription

// The Home tab: a list of items and their detail pages (HomeRoute).
// It depends on the routing layer and the facade only, never on another module.
let package = Package(
    name: "HomeModule",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "HomeModule", targets: ["HomeModule"]),
    ],
    dependencies: [
        .package(path: "../AppRouting"),
        .package(path: "../AppModuleFacade"),
    ],
    targets: [
        .target(
            name: "HomeModule",
            dependencies: [
                .product(name: "AppRouting", package: "AppRouting"),
                .product(name: "AppModuleFacade", package: "AppModuleFacade"),
            ]
        ),
        .testTarget(
            name: "HomeModuleTests",
            dependencies: [
                "HomeModule",
                .product(name: "AppModuleFacade", package: "AppModuleFacade"),
            ]
        ),
    ]
)
