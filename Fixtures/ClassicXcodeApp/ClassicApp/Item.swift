import ClassicKit

/// An item of the catalogue; the file sits in ClassicApp/ but in the project's Models group,
/// which has a name and no folder of its own.
struct Item {
    var title: String
    var price: Price

    static let samples = [Item(title: "Kettle", price: Price(cents: 2_499)), Item(title: "Teapot", price: Price(cents: 1_850))]
}
