// swift-tools-version: 6.2
import PackageDescription

// The lowest layer: what a route is, how it is shown, and the router and coordinator
// abstractions. It knows no module of the app.
let package = Package(
    name: "AppRouting",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "AppRouting", targets: ["AppRouting"]),
    ],
    targets: [
        .target(name: "AppRouting"),
        .testTarget(
            name: "AppRoutingTests",
            dependencies: ["AppRouting"]
        ),
    ]
)
