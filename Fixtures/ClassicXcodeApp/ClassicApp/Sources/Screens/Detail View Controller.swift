import ClassicKit
import UIKit

final class DetailViewController: UIViewController {
    private let item: Item

    init(item: Item) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
        title = PriceFormatter().string(for: item.price)
    }

    required init?(coder: NSCoder) { nil }
}
