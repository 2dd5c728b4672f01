import UIKit

/// One product row: name, price and, when the service set one, a badge.
final class ProductCell: UITableViewCell {
    private let badgeLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        badgeLabel.font = .preferredFont(forTextStyle: .caption1)
        badgeLabel.textColor = .systemRed
        accessoryView = badgeLabel
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("cells are built in code")
    }

    func configure(with row: ProductListViewModel.Row) {
        textLabel?.text = row.product.name
        detailTextLabel?.text = row.priceText
        badgeLabel.text = row.badgeText
        badgeLabel.sizeToFit()
    }
}
