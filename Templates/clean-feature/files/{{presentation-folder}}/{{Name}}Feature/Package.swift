// swift-tools-version: {{tools-version}}
import PackageDescription

// The {{Name}} feature: {{Name}}ListView, its view model, {{Name}}Route and {{Name}}RouteFactory.
// Its use cases are passed in by the composition root, so it depends only on their protocols.
let package = Package(
    name: "{{Name}}Feature",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "{{Name}}Feature", targets: ["{{Name}}Feature"]),
    ],
    dependencies: [
        .package(path: "../../Abstraction"),
        .package(path: "../../Utilities/Utils"),
{{#if has-PresentationCore}}
        .package(path: "../../Utilities/PresentationCore"),
{{/if}}
        .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0"),
    ],
    targets: [
        .target(
            name: "{{Name}}Feature",
            dependencies: [
                .product(name: "{{Name}}Abstraction", package: "Abstraction"),
{{#if has-RoutingAbstraction}}
                .product(name: "RoutingAbstraction", package: "Abstraction"),
{{/if}}
                .product(name: "Utils", package: "Utils"),
{{#if has-PresentationCore}}
                .product(name: "PresentationCore", package: "PresentationCore"),
{{/if}}
                .product(name: "RxSwift", package: "RxSwift"),
            ],
            path: "Sources/{{Name}}Feature"
        ),
        .testTarget(
            name: "{{Name}}FeatureTests",
            dependencies: [
                "{{Name}}Feature",
                .product(name: "{{Name}}Abstraction", package: "Abstraction"),
{{#if has-RoutingAbstraction}}
                .product(name: "RoutingAbstraction", package: "Abstraction"),
{{/if}}
                .product(name: "RxSwift", package: "RxSwift"),
            ],
            path: "Tests/{{Name}}FeatureTests"
        ),
    ]
)
