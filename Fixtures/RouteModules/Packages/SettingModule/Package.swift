// swift-tools-version: 6.2
import PackageDescription

// The Settings tab: preferences, the about page and logout (SettingsRoute).
// It depends on the routing layer and the facade only, never on another module.
let package = Package(
    name: "SettingModule",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "SettingModule", targets: ["SettingModule"]),
    ],
    dependencies: [
        .package(path: "../AppRouting"),
        .package(path: "../AppModuleFacade"),
    ],
    targets: [
        .target(
            name: "SettingModule",
            dependencies: [
                .product(name: "AppRouting", package: "AppRouting"),
                .product(name: "AppModuleFacade", package: "AppModuleFacade"),
            ]
        ),
        .testTarget(
            name: "SettingModuleTests",
            dependencies: [
                "SettingModule",
                .product(name: "AppModuleFacade", package: "AppModuleFacade"),
            ]
        ),
    ]
)
