import UIKit
import AppModuleFacade

/// The root of the Home tab: the list of items. Selecting one opens `HomeRoute.detail(id:)`.
final class HomeViewController: UITableViewController {
    private let router: any Router
    private let catalog: HomeCatalog
    private let cellIdentifier = "HomeItemCell"

    init(router: any Router, catalog: HomeCatalog) {
        self.router = router
        self.catalog = catalog
        super.init(style: .insetGrouped)
        title = "Home"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("HomeViewController is created in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellIdentifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        catalog.items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = catalog.items[indexPath.row].title
        content.secondaryText = catalog.items[indexPath.row].summary
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        router.route(HomeRoute.detail(id: catalog.items[indexPath.row].id), from: self)
    }
}
