import UIKit

/// The catalogue page: shelves as sections, products as rows, both counted from the view
/// model's data. Tapping a product adds it to the cart through the view model.
final class ProductListViewController: BaseViewController, UITableViewDelegate {
    private let viewModel: ProductListViewModel
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private lazy var dataSource = ListTableDataSource<ProductListViewModel.Row, ProductCell>(tableView: tableView) { cell, row in
        cell.configure(with: row)
    }

    init(viewModel: ProductListViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = String(localized: "catalog.title")
        tableView.delegate = self
        embed(tableView)
        viewModel.onChange = { [weak self] in self?.refresh() }
        Task { await viewModel.load() }
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let row = dataSource.item(at: indexPath) else { return }
        Task { await viewModel.addToCart(row) }
    }

    private func refresh() {
        dataSource.sections = viewModel.sections
        tableView.reloadData()
        render(viewModel.state)
        if let message = viewModel.message {
            navigationItem.prompt = message
        }
    }
}
