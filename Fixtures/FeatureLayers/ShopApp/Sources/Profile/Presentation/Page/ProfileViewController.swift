import UIKit

/// The profile page. Its menu is a table whose row count is `menuItems.count` and whose
/// rows are all configured the same way: a new entry, a removed one or a new order on the
/// backend changes nothing here. No fixed buttons, no branch on the row index.
final class ProfileViewController: BaseViewController, UITableViewDataSource, UITableViewDelegate {
    private let viewModel: ProfileViewModel
    private let navigator: any Navigator
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let headerView = ProfileHeaderView()

    init(viewModel: ProfileViewModel, navigator: any Navigator) {
        self.viewModel = viewModel
        self.navigator = navigator
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = String(localized: "profile.title")
        tableView.register(ProfileMenuCell.self, forCellReuseIdentifier: ProfileMenuCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.tableHeaderView = headerView
        embed(tableView)
        viewModel.onChange = { [weak self] in self?.refresh() }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Task { await viewModel.load() }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.menuItems.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ProfileMenuCell.reuseIdentifier, for: indexPath)
        (cell as? ProfileMenuCell)?.configure(with: viewModel.menuItems[indexPath.row])
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        Task {
            guard let route = await viewModel.selectItem(at: indexPath.row) else { return }
            navigator.open(route, from: self)
        }
    }

    private func refresh() {
        headerView.show(viewModel.header)
        tableView.reloadData()
        render(viewModel.state)
    }
}
