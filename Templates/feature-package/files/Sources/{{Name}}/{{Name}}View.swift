#if canImport(SwiftUI)
import SwiftUI
{{#if sibling-imports}}
{{sibling-imports}}
{{/if}}

/// The {{Name}} feature's first screen.
@available(iOS 16.0, macOS 13.0, *)
public struct {{Name}}View: View {
    public init() {}

    public var body: some View {
        Text({{Name}}Feature.title)
            .navigationTitle({{Name}}Feature.title)
    }
}
#endif
