#if canImport(SwiftUI)
// SwiftUI exists only on Apple platforms; elsewhere the rest of the feature still builds.
import SwiftUI

public struct {{Name}}ListView: View {
    @StateObject private var viewModel: {{Name}}ListViewModel

    init(viewModel: @autoclosure @escaping () -> {{Name}}ListViewModel) {
        _viewModel = StateObject(wrappedValue: viewModel())
    }

    public var body: some View {
        List {
            if viewModel.items.isEmpty && !viewModel.isLoading && viewModel.errorMessage == nil {
                Text("Nothing here yet.").foregroundColor(.secondary)
            }
            ForEach(viewModel.items) { item in
                VStack(alignment: .leading, spacing: 4) {
                    Text(item.title).font(.headline)
                    Text(item.subtitle).font(.caption).foregroundColor(.secondary)
                }
            }
            if let message = viewModel.errorMessage {
                Text(message).foregroundColor(.red)
            }
        }
        .overlay { if viewModel.isLoading && viewModel.items.isEmpty { ProgressView() } }
        .onAppear { if viewModel.items.isEmpty { viewModel.load() } }
        .refreshable { viewModel.load() }
    }
}
#endif
