/// One entry of the Home list.
struct HomeItem: Sendable, Equatable {
    let id: String
    let title: String
    let summary: String
    /// The user who published the item; the detail page links to their profile.
    let authorId: String
}

/// The items the Home tab shows. A real app loads them; the sample keeps the module
/// self-contained.
struct HomeCatalog: Sendable {
    let items: [HomeItem]

    func item(withId id: String) -> HomeItem? {
        items.first { $0.id == id }
    }

    static let sample = HomeCatalog(items: [
        HomeItem(id: "1001", title: "Getting started", summary: "How the modules fit together.", authorId: "u001"),
        HomeItem(id: "1002", title: "Deep links", summary: "myapp://app/detail?id=1002 opens this page.", authorId: "u002"),
        HomeItem(id: "1003", title: "Events", summary: "Login state travels on the event bus.", authorId: "u001"),
    ])
}
