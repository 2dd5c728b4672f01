// swift-tools-version: {{tools-version}}
import PackageDescription

// The {{Name}} module: its screens and the routes that open them ({{Name}}Route).
// It depends on the routing layer and the facade only, never on another module.
let package = Package(
    name: "{{Name}}Module",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "{{Name}}Module", targets: ["{{Name}}Module"]),
    ],
    dependencies: [
        .package(path: "../AppRouting"),
        .package(path: "../AppModuleFacade"),
    ],
    targets: [
        .target(
            name: "{{Name}}Module",
            dependencies: [
                .product(name: "AppRouting", package: "AppRouting"),
                .product(name: "AppModuleFacade", package: "AppModuleFacade"),
            ]
        ),
        .testTarget(
            name: "{{Name}}ModuleTests",
            dependencies: [
                "{{Name}}Module",
                .product(name: "AppModuleFacade", package: "AppModuleFacade"),
            ]
        ),
    ]
)
