#if canImport(UIKit)
// UIKit exists only on Apple platforms; elsewhere the rest of the module still builds.
import UIKit
import AppModuleFacade

/// The {{Name}} screen: the list when opened without an identifier, one entry otherwise.
/// It reaches other screens only by asking the router for a route, never by creating them.
final class {{Name}}ViewController: UIViewController {
    /// Opens other screens by route, so this module never imports another.
    private let router: any Router
    /// The entry this page shows, or nil for the list.
    let {{name}}Id: String?

    init(router: any Router, {{name}}Id: String? = nil) {
        self.router = router
        self.{{name}}Id = {{name}}Id
        super.init(nibName: nil, bundle: nil)
        title = {{name}}Id.map { "{{Name}} \($0)" } ?? "{{Name}}"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("{{Name}}ViewController is created in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}
#endif
