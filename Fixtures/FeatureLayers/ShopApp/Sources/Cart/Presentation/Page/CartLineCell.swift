import UIKit

/// One cart line: name, quantity and line total, with a button for one more unit.
final class CartLineCell: UITableViewCell {
    private let increaseButton = UIButton(type: .system)
    private var onIncrease: (() -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        increaseButton.setImage(UIImage(systemName: "plus.circle"), for: .normal)
        increaseButton.sizeToFit()
        increaseButton.addAction(UIAction { [weak self] _ in self?.onIncrease?() }, for: .touchUpInside)
        accessoryView = increaseButton
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("cells are built in code")
    }

    func configure(with row: CartViewModel.Row, onIncrease: @escaping (String) -> Void) {
        textLabel?.text = row.title
        detailTextLabel?.text = row.detail
        increaseButton.isEnabled = row.canIncrease
        self.onIncrease = { onIncrease(row.productID) }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        onIncrease = nil
    }
}
