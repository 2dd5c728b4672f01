import UIKit

/// The cart page: one data-driven list of lines and a footer with the total. It only
/// renders what `CartViewModel` exposes and forwards taps back to it.
final class CartViewController: BaseViewController, UITableViewDelegate {
    private let viewModel: CartViewModel
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let footer = UILabel()
    private lazy var dataSource = ListTableDataSource<CartViewModel.Row, CartLineCell>(tableView: tableView) { [weak self] cell, row in
        cell.configure(with: row) { productID in self?.increase(productID) }
    }

    init(viewModel: CartViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = String(localized: "cart.title")
        footer.numberOfLines = 0
        footer.frame.size.height = 64
        tableView.tableFooterView = footer
        tableView.delegate = self
        embed(tableView)
        viewModel.onChange = { [weak self] in self?.refresh() }
        Task { await viewModel.load() }
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let row = dataSource.item(at: indexPath) else { return nil }
        let remove = UIContextualAction(style: .destructive, title: String(localized: "cart.remove")) { [weak self] _, _, done in
            Task { await self?.viewModel.remove(productID: row.productID) }
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [remove])
    }

    private func increase(_ productID: String) {
        Task { await viewModel.increase(productID: productID) }
    }

    private func refresh() {
        dataSource.sections = [ListSection(title: nil, items: viewModel.rows)]
        footer.text = [viewModel.totalText, viewModel.shippingNote].compactMap { $0 }.joined(separator: "\n")
        tableView.reloadData()
        render(viewModel.state)
    }
}
