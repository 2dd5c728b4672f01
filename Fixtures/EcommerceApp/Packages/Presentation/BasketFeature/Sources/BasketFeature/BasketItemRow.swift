import BasketAbstraction
import Foundation
import SwiftUI

struct BasketLineItem: Identifiable, Equatable {
    let id: Int
    let name: String
    let quantity: Int
    let unitPrice: String
    let lineTotal: String

    init(item: any BasketItemDomainModelProtocol, currencyCode: String, locale: Locale = .current) {
        id = item.productId
        name = item.productName
        quantity = item.quantity
        unitPrice = Self.format(item.unitPrice, currencyCode: currencyCode, locale: locale)
        lineTotal = Self.format(item.unitPrice * Decimal(item.quantity), currencyCode: currencyCode, locale: locale)
    }

    static func format(_ amount: Decimal, currencyCode: String, locale: Locale = .current) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = currencyCode
        formatter.locale = locale
        return formatter.string(from: amount as NSDecimalNumber) ?? "\(amount)"
    }
}

struct BasketItemRow: View {
    let line: BasketLineItem
    let onIncrement: () -> Void
    let onDecrement: () -> Void

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 4) {
                Text(line.name).font(.headline)
                Text("\(line.unitPrice) each").font(.caption).foregroundColor(.secondary)
            }
            Spacer()
            HStack(spacing: 12) {
                Button(action: onDecrement) { Image(systemName: "minus.circle") }
                Text("\(line.quantity)").monospacedDigit().frame(minWidth: 24)
                Button(action: onIncrement) { Image(systemName: "plus.circle") }
            }
            .buttonStyle(.borderless)
            Text(line.lineTotal).frame(minWidth: 80, alignment: .trailing)
        }
    }
}
