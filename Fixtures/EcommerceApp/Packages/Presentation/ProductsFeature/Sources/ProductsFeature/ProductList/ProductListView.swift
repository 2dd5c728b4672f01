import SwiftUI

public struct ProductListView: View {
    @StateObject private var viewModel: ProductListViewModel

    public init(userId: String) {
        _viewModel = StateObject(wrappedValue: ProductListViewModel(userId: userId))
    }

    public var body: some View {
        Group {
            if let message = viewModel.errorMessage, viewModel.items.isEmpty {
                VStack(spacing: 12) {
                    Text(message).foregroundColor(.secondary)
                    Button("Retry", action: viewModel.load)
                }
            } else if viewModel.isLoading && viewModel.items.isEmpty {
                ProgressView("Loading products…")
            } else {
                List(viewModel.items) { item in
                    ProductRowView(item: item)
                        .onTapGesture { viewModel.select(item) }
                }
                .listStyle(.plain)
                .refreshable { viewModel.load() }
            }
        }
        .onAppear {
            if viewModel.items.isEmpty { viewModel.load() }
        }
    }
}
