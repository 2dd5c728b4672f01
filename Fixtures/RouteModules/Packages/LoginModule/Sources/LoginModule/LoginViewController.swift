import UIKit
import AppModuleFacade

/// The sign-in screen. On success it posts the login events and closes itself; whoever
/// waited for the login (the coordinator, with a held-back route) continues from there.
final class LoginViewController: UIViewController {
    let reason: String?
    private let router: any Router
    private let service: LoginService
    private let userField = UITextField()
    private let passwordField = UITextField()

    init(router: any Router, service: LoginService, reason: String?) {
        self.router = router
        self.service = service
        self.reason = reason
        super.init(nibName: nil, bundle: nil)
        title = "Sign in"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("LoginViewController is created in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let reasonLabel = UILabel()
        reasonLabel.text = reason
        reasonLabel.numberOfLines = 0
        userField.placeholder = "User ID"
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        let signIn = UIButton(type: .system)
        signIn.setTitle("Sign in", for: .normal)
        signIn.addAction(UIAction { [weak self] _ in self?.submit() }, for: .primaryActionTriggered)
        let cancel = UIButton(type: .system)
        cancel.setTitle("Not now", for: .normal)
        cancel.addAction(UIAction { [weak self] _ in self?.giveUp() }, for: .primaryActionTriggered)

        let stack = UIStackView(arrangedSubviews: [reasonLabel, userField, passwordField, signIn, cancel])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    private func submit() {
        guard service.login(userId: userField.text ?? "", password: passwordField.text ?? "") else {
            passwordField.text = nil
            return
        }
        service.loginEventBus.post(LoginAuthStateEvent(isLoggedIn: true))
        service.loginEventBus.post(RefreshEvent())
        router.close(self, animated: true)
    }

    /// Closes without signing in; the screen that asked for the login stays as it was.
    private func giveUp() {
        router.close(self, animated: true)
    }
}
