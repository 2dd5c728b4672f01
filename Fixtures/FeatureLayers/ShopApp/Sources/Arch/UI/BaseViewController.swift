import UIKit

/// Common page chrome: background, a spinner while loading, and an error banner. Subclasses
/// build their own content and call `render(_:)` when their view model's state changes.
class BaseViewController: UIViewController {
    private let spinner = UIActivityIndicatorView(style: .large)
    private let errorLabel = UILabel()

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("pages are built in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        errorLabel.numberOfLines = 0
        errorLabel.textAlignment = .center
        errorLabel.textColor = .secondaryLabel
        for overlay in [spinner, errorLabel] as [UIView] {
            overlay.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(overlay)
            NSLayoutConstraint.activate([
                overlay.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                overlay.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                overlay.widthAnchor.constraint(lessThanOrEqualTo: view.widthAnchor, constant: -32),
            ])
        }
    }

    func render(_ state: LoadState) {
        state.isLoading ? spinner.startAnimating() : spinner.stopAnimating()
        errorLabel.text = state.failureMessage
        errorLabel.isHidden = state.failureMessage == nil
        if !errorLabel.isHidden || state.isLoading {
            view.bringSubviewToFront(state.isLoading ? spinner : errorLabel)
        }
    }

    /// Pins a content view to the safe area; most pages are one table.
    func embed(_ content: UIView) {
        content.translatesAutoresizingMaskIntoConstraints = false
        view.insertSubview(content, at: 0)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }
}
