import ClassicKit
import UIKit

final class HomeViewController: UITableViewController {
    private let items: [Item]

    init(items: [Item]) {
        self.items = items
        super.init(style: .plain)
        title = "\(BuildInfo.name) \(BuildInfo.version)"
    }

    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(DetailViewController(item: items[indexPath.row]), animated: true)
    }
}
