import UIKit

/// One menu entry: icon, title and optional badge, all from the item.
final class ProfileMenuCell: UITableViewCell {
    static let reuseIdentifier = "ProfileMenuCell"
    private let badgeLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .default, reuseIdentifier: reuseIdentifier)
        badgeLabel.font = .preferredFont(forTextStyle: .footnote)
        badgeLabel.textColor = .white
        badgeLabel.backgroundColor = .systemRed
        badgeLabel.textAlignment = .center
        badgeLabel.layer.cornerRadius = 10
        badgeLabel.clipsToBounds = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("cells are built in code")
    }

    func configure(with item: ProfileMenuItem) {
        var content = defaultContentConfiguration()
        content.text = item.title
        content.image = UIImage(systemName: item.iconName)
        contentConfiguration = content
        badgeLabel.text = item.badge
        badgeLabel.frame.size = CGSize(width: max(20, badgeLabel.intrinsicContentSize.width + 10), height: 20)
        accessoryView = item.badge == nil ? nil : badgeLabel
        accessoryType = item.badge == nil ? .disclosureIndicator : .none
    }
}
