// swift-tools-version: 6.2
import PackageDescription

// The Profile tab: the signed-in user and other users' profiles (ProfileRoute).
// It depends on the routing layer and the facade only, never on another module.
let package = Package(
    name: "ProfileModule",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "ProfileModule", targets: ["ProfileModule"]),
    ],
    dependencies: [
        .package(path: "../AppRouting"),
        .package(path: "../AppModuleFacade"),
    ],
    targets: [
        .target(
            name: "ProfileModule",
            dependencies: [
                .product(name: "AppRouting", package: "AppRouting"),
                .product(name: "AppModuleFacade", package: "AppModuleFacade"),
            ]
        ),
        .testTarget(
            name: "ProfileModuleTests",
            dependencies: [
                "ProfileModule",
                .product(name: "AppModuleFacade", package: "AppModuleFacade"),
            ]
        ),
    ]
)
