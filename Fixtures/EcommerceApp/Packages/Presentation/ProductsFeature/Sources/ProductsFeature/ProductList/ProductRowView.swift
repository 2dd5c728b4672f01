import Foundation
import ProductAbstraction
import SwiftUI

/// What a list row shows, already formatted.
struct ProductRowItem: Identifiable, Equatable {
    let id: Int
    let name: String
    let price: String
    let imageURL: URL?

    init(product: any ProductDomainModelProtocol, locale: Locale = .current) {
        id = product.id
        name = product.name
        price = product.formattedPrice(locale: locale)
        imageURL = product.imageURL
    }
}

struct ProductRowView: View {
    let item: ProductRowItem

    var body: some View {
        HStack(spacing: 12) {
            AsyncImage(url: item.imageURL) { image in
                image.resizable().scaledToFit()
            } placeholder: {
                Color.secondary.opacity(0.15)
            }
            .frame(width: 56, height: 56)
            .clipShape(RoundedRectangle(cornerRadius: 8))

            VStack(alignment: .leading, spacing: 4) {
                Text(item.name).font(.headline)
                Text(item.price).font(.subheadline).foregroundColor(.secondary)
            }
            Spacer()
            Image(systemName: "chevron.right").foregroundColor(.secondary)
        }
        .contentShape(Rectangle())
        .accessibilityElement(children: .combine)
    }
}
