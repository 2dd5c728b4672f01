// swift-tools-version: 6.2
import PackageDescription

// Sign-in: the login screen and the login service with its event bus (LoginRoute).
// It depends on the routing layer and the facade only, never on another module.
let package = Package(
    name: "LoginModule",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "LoginModule", targets: ["LoginModule"]),
    ],
    dependencies: [
        .package(path: "../AppRouting"),
        .package(path: "../AppModuleFacade"),
    ],
    targets: [
        .target(
            name: "LoginModule",
            dependencies: [
                .product(name: "AppRouting", package: "AppRouting"),
                .product(name: "AppModuleFacade", package: "AppModuleFacade"),
            ]
        ),
        .testTarget(
            name: "LoginModuleTests",
            dependencies: [
                "LoginModule",
                .product(name: "AppModuleFacade", package: "AppModuleFacade"),
            ]
        ),
    ]
)
