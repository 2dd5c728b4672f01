import UIKit

/// A section of rows: its title and items both come from data.
struct ListSection<Item> {
    let title: String?
    let items: [Item]
}

/// A table data source driven entirely by its sections. Section and row counts are the
/// data's counts and every row is configured the same way, so a page that uses it cannot
/// hard-code how many rows it has or branch on a row's position.
final class ListTableDataSource<Item, Cell: UITableViewCell>: NSObject, UITableViewDataSource {
    var sections: [ListSection<Item>] = []
    private let reuseIdentifier = String(describing: Cell.self)
    private let configure: (Cell, Item) -> Void

    init(tableView: UITableView, configure: @escaping (Cell, Item) -> Void) {
        self.configure = configure
        super.init()
        tableView.register(Cell.self, forCellReuseIdentifier: reuseIdentifier)
        tableView.dataSource = self
    }

    func item(at indexPath: IndexPath) -> Item? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let items = sections[indexPath.section].items
        return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].items.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
        if let cell = cell as? Cell, let item = item(at: indexPath) {
            configure(cell, item)
        }
        return cell
    }
}
