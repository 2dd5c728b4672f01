import UIKit
import AppModuleFacade

/// Whose profile a `ProfileViewController` shows.
enum ProfileSubject: Equatable {
    case signedInUser
    case user(id: String)
}

/// A user's profile. It reloads when the login module posts a `RefreshEvent`.
final class ProfileViewController: UIViewController {
    let subject: ProfileSubject
    private let router: any Router
    private let loginService: any LoginServicing
    private let nameLabel = UILabel()
    private var refreshSubscription: AppEventSubscription?

    init(router: any Router, subject: ProfileSubject, loginService: any LoginServicing) {
        self.router = router
        self.subject = subject
        self.loginService = loginService
        super.init(nibName: nil, bundle: nil)
        title = "Profile"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ProfileViewController is created in code")
    }

    /// The user shown, or nil for the signed-in user's tab while nobody is signed in.
    var displayedUserId: String? {
        switch subject {
        case .signedInUser: return loginService.currentUserId
        case .user(let id): return id
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            nameLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        // Kept in a property: the listener lives exactly as long as this screen.
        refreshSubscription = loginService.loginEventBus.on(RefreshEvent.self) { [weak self] event in
            if event.concerns(.profile) {
                self?.reload()
            }
        }
        reload()
    }

    private func reload() {
        nameLabel.text = displayedUserId.map { "User \($0)" } ?? "Not signed in"
    }
}
