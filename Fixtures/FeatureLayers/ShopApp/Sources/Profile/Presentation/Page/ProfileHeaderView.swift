import UIKit

/// The name and subtitle above the menu; empty until the profile has loaded.
final class ProfileHeaderView: UIView {
    private let nameLabel = UILabel()
    private let subtitleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 88))
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        subtitleLabel.textColor = .secondaryLabel
        let stack = UIStackView(arrangedSubviews: [nameLabel, subtitleLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.frame = bounds.insetBy(dx: 20, dy: 16)
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(stack)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("views are built in code")
    }

    func show(_ summary: ProfileSummary?) {
        nameLabel.text = summary?.displayName
        subtitleLabel.text = summary?.subtitle
    }
}
