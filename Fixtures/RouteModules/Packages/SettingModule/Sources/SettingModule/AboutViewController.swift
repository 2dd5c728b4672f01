import UIKit

/// The about page: the version and the licences of the app.
final class AboutViewController: UIViewController {
    let appVersion: String

    init(appVersion: String) {
        self.appVersion = appVersion
        super.init(nibName: nil, bundle: nil)
        title = "About"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("AboutViewController is created in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        let versionLabel = UILabel()
        versionLabel.text = "Version \(appVersion)"
        versionLabel.font = .preferredFont(forTextStyle: .headline)

        let licenceLabel = UILabel()
        licenceLabel.text = "Built with UIKit and Swift packages."
        licenceLabel.textColor = .secondaryLabel
        licenceLabel.numberOfLines = 0

        let stack = UIStackView(arrangedSubviews: [versionLabel, licenceLabel])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
        ])
    }
}
