import UIKit
import AppModuleFacade

/// The detail page of one item. The author link opens a route of the Profile module through
/// the router, without knowing that module.
final class HomeDetailViewController: UIViewController {
    private let router: any Router
    let item: HomeItem?
    let requestedId: String

    init(router: any Router, item: HomeItem?, requestedId: String) {
        self.router = router
        self.item = item
        self.requestedId = requestedId
        super.init(nibName: nil, bundle: nil)
        title = item?.title ?? "Item \(requestedId)"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("HomeDetailViewController is created in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let summary = UILabel()
        summary.numberOfLines = 0
        summary.text = item?.summary ?? "This item is no longer available."

        let authorButton = UIButton(type: .system)
        authorButton.setTitle("About the author", for: .normal)
        authorButton.isEnabled = item != nil
        authorButton.addAction(UIAction { [weak self] _ in self?.openAuthor() }, for: .primaryActionTriggered)

        let stack = UIStackView(arrangedSubviews: [summary, authorButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
        ])
    }

    private func openAuthor() {
        guard let item else {
            return
        }
        router.route(ProfileRoute.profile(userId: item.authorId), from: self)
    }
}
