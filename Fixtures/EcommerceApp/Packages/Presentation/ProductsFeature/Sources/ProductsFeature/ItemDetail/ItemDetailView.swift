import SwiftUI

public struct ItemDetailView: View {
    @StateObject private var viewModel: ItemDetailViewModel

    public init(productId: Int, userId: String) {
        _viewModel = StateObject(wrappedValue: ItemDetailViewModel(productId: productId, userId: userId))
    }

    public var body: some View {
        ScrollView {
            if let product = viewModel.product {
                VStack(alignment: .leading, spacing: 16) {
                    AsyncImage(url: product.imageURL) { $0.resizable().scaledToFit() } placeholder: { ProgressView() }
                        .frame(maxWidth: .infinity, minHeight: 220)
                    Text(product.name).font(.title2.bold())
                    Text(product.price).font(.title3)
                    Text(product.summary).foregroundColor(.secondary)
                    Stepper("Quantity: \(viewModel.quantity)", value: $viewModel.quantity, in: 1...20)
                    Button(action: viewModel.addToBasket) {
                        Text(viewModel.isAdding ? "Adding…" : "Add to basket").frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                    .disabled(viewModel.isAdding)
                    if let confirmation = viewModel.confirmation {
                        Label(confirmation, systemImage: "checkmark.circle").foregroundColor(.green)
                    }
                }
                .padding()
            } else if let message = viewModel.errorMessage {
                Text(message).foregroundColor(.secondary).padding()
            } else {
                ProgressView().padding(.top, 80)
            }
        }
        .onAppear(perform: viewModel.onAppear)
    }
}
