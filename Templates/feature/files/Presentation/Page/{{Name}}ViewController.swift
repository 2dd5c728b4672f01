#if canImport(UIKit)
// UIKit exists only on Apple platforms; elsewhere the rest of the feature still builds.
import UIKit

/// Shows the {{Name}} list. It renders whatever the view model holds: the number of rows and
/// what each one says come from the data, never from this class.
final class {{Name}}ViewController: UITableViewController {
    private static let cellIdentifier = "{{Name}}Cell"
    private let viewModel: {{Name}}ViewModel

    init(viewModel: {{Name}}ViewModel) {
        self.viewModel = viewModel
        super.init(style: .insetGrouped)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        let refreshControl = UIRefreshControl()
        refreshControl.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
        self.refreshControl = refreshControl
        viewModel.onChange = { [weak self] in self?.render() }
        reload()
    }

    private func reload() {
        Task { await viewModel.load() }
    }

    private func render() {
        if viewModel.state != .loading { refreshControl?.endRefreshing() }
        tableView.backgroundView = viewModel.statusMessage.map { message in
            let label = UILabel()
            label.text = message
            label.textAlignment = .center
            label.numberOfLines = 0
            return label
        }
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let item = viewModel.items[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = item.title
        content.secondaryText = item.subtitle
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let item = viewModel.items[indexPath.row]
        guard item.canCancel else { return nil }
        let title = NSLocalizedString("Cancel", comment: "Swipe action that cancels an entry")
        let cancel = UIContextualAction(style: .destructive, title: title) { [viewModel] _, _, completion in
            Task { await viewModel.cancel(item) }
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [cancel])
    }
}
#endif
