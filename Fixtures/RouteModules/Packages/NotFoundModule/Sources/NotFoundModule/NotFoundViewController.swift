import UIKit
import AppModuleFacade

/// Says that the requested page does not exist and offers the way back to Home.
final class NotFoundViewController: UIViewController {
    let requested: String
    private let router: any Router

    init(router: any Router, requested: String) {
        self.router = router
        self.requested = requested
        super.init(nibName: nil, bundle: nil)
        title = "Not found"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("NotFoundViewController is created in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let message = UILabel()
        message.numberOfLines = 0
        message.textAlignment = .center
        message.text = "Nothing here for\n\(requested)"

        let homeButton = UIButton(type: .system)
        homeButton.setTitle("Back to Home", for: .normal)
        homeButton.addAction(UIAction { [weak self] _ in self?.goHome() }, for: .primaryActionTriggered)

        let stack = UIStackView(arrangedSubviews: [message, homeButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.leadingAnchor.constraint(greaterThanOrEqualTo: view.layoutMarginsGuide.leadingAnchor),
        ])
    }

    private func goHome() {
        router.close(self, animated: true)
        router.route(HomeRoute.home)
    }
}
