import UIKit
import AppModuleFacade

/// The rows of the Settings list, in display order.
enum SettingsRow: CaseIterable {
    case account
    case about
    case session

    func title(isLoggedIn: Bool) -> String {
        switch self {
        case .account: return "Account"
        case .about: return "About"
        case .session: return isLoggedIn ? "Log out" : "Sign in"
        }
    }
}

/// The root of the Settings tab. Every row either opens a route or calls the login service.
final class SettingsViewController: UITableViewController {
    private let router: any Router
    private let loginService: any LoginServicing
    private let rows = SettingsRow.allCases

    init(router: any Router, loginService: any LoginServicing) {
        self.router = router
        self.loginService = loginService
        super.init(style: .insetGrouped)
        title = "Settings"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("SettingsViewController is created in code")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row].title(isLoggedIn: loginService.isLoggedIn)
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch rows[indexPath.row] {
        case .account:
            router.route(ProfileRoute.me, from: self)
        case .about:
            router.route(SettingsRoute.about, from: self)
        case .session where loginService.isLoggedIn:
            loginService.logout()
            tableView.reloadData()
        case .session:
            router.route(LoginRoute.login(reason: nil), from: self)
        }
    }
}
