// swift-tools-version: {{tools-version}}
import PackageDescription

// The {{Name}} feature: its screens, on the packages its sibling features share.
let package = Package(
    name: "{{Name}}",
    platforms: [.iOS(.v17)],
    products: [
        .library(
            name: "{{Name}}",
            targets: ["{{Name}}"]
        ),
    ],
{{#if sibling-packages}}
    dependencies: [
        {{sibling-packages}}
    ],
{{/if}}
    targets: [
        .target(
            name: "{{Name}}",
            dependencies: [{{sibling-dependencies}}]
        ),
{{#if sibling-tests}}
        .testTarget(
            name: "{{Name}}Tests",
            dependencies: ["{{Name}}"]
        ),
{{/if}}
    ]
)
