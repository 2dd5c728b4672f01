import SwiftUI

public struct BasketView: View {
    @StateObject private var viewModel: BasketViewModel

    public init(userId: String) {
        _viewModel = StateObject(wrappedValue: BasketViewModel(userId: userId))
    }

    public var body: some View {
        List {
            if viewModel.lines.isEmpty && !viewModel.isLoading {
                Text("Your basket is empty.").foregroundColor(.secondary)
            }
            ForEach(viewModel.lines) { line in
                BasketItemRow(
                    line: line,
                    onIncrement: { viewModel.increment(line) },
                    onDecrement: { viewModel.decrement(line) }
                )
            }
            if let summary = viewModel.summary, !summary.isEmpty {
                Section {
                    HStack {
                        Text("\(summary.itemCount) items")
                        Spacer()
                        Text(viewModel.formattedTotal).bold()
                    }
                }
            }
            if let message = viewModel.errorMessage {
                Text(message).foregroundColor(.red)
            }
        }
        .overlay { if viewModel.isLoading { ProgressView() } }
        .onAppear(perform: viewModel.load)
        .refreshable { viewModel.load() }
    }
}
