// swift-tools-version: 6.0
import PackageDescription

// A package that uses archkit the way a project would: as a package dependency, through its
// command plugin (`swift package archkit check`). CI runs the plugin here; the data layer
// imports the domain, as allowed, and the domain breaks one rule on purpose.
let package = Package(
    name: "PluginUser",
    dependencies: [
        .package(name: "archkit", path: "../.."),
    ],
    targets: [
        .target(name: "ShopDomain"),
        .target(name: "ShopData", dependencies: ["ShopDomain"]),
    ]
)
