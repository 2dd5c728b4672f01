// swift-tools-version: 6.2
import PackageDescription

// The fallback screen for every route and deep link that nothing else matches.
// It depends on the routing layer and the facade only, never on another module.
let package = Package(
    name: "NotFoundModule",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "NotFoundModule", targets: ["NotFoundModule"]),
    ],
    dependencies: [
        .package(path: "../AppRouting"),
        .package(path: "../AppModuleFacade"),
    ],
    targets: [
        .target(
            name: "NotFoundModule",
            dependencies: [
                .product(name: "AppRouting", package: "AppRouting"),
                .product(name: "AppModuleFacade", package: "AppModuleFacade"),
            ]
        ),
        .testTarget(
            name: "NotFoundModuleTests",
            dependencies: [
                "NotFoundModule",
                .product(name: "AppModuleFacade", package: "AppModuleFacade"),
            ]
        ),
    ]
)
