import Foundation

/// The products served by `MockAPIProvider`, in the wire format of `GET /products`.
struct MockProductCatalog {
    struct Product: Codable {
        let id: Int
        let title: String
        let description: String
        let price: Decimal
        let currency: String
        let image: String
    }

    static let products: [Product] = [
        Product(id: 1, title: "MacBook Pro 14\"", description: "M3 Pro, 18 GB memory, 512 GB SSD.", price: 1999, currency: "USD", image: "https://cdn.myecoapp.com/img/macbook-pro-14.png"),
        Product(id: 2, title: "iPhone 15", description: "6.1-inch display, 128 GB, blue.", price: 799, currency: "USD", image: "https://cdn.myecoapp.com/img/iphone-15.png"),
        Product(id: 3, title: "AirPods Pro", description: "Active noise cancellation, USB-C case.", price: 249, currency: "USD", image: "https://cdn.myecoapp.com/img/airpods-pro.png"),
        Product(id: 4, title: "iPad Air", description: "11-inch Liquid Retina display, 128 GB.", price: 599, currency: "USD", image: "https://cdn.myecoapp.com/img/ipad-air.png"),
        Product(id: 5, title: "Apple Watch Series 9", description: "45 mm aluminium case, sport band.", price: 429, currency: "USD", image: "https://cdn.myecoapp.com/img/watch-s9.png"),
        Product(id: 6, title: "Magic Keyboard", description: "Touch ID and numeric keypad.", price: 179, currency: "USD", image: "https://cdn.myecoapp.com/img/magic-keyboard.png"),
        Product(id: 7, title: "Studio Display", description: "27-inch 5K Retina display.", price: 1599, currency: "USD", image: "https://cdn.myecoapp.com/img/studio-display.png"),
        Product(id: 8, title: "HomePod mini", description: "Room-filling sound, midnight.", price: 99, currency: "USD", image: "https://cdn.myecoapp.com/img/homepod-mini.png"),
        Product(id: 9, title: "Apple TV 4K", description: "Wi-Fi + Ethernet, 128 GB.", price: 149, currency: "USD", image: "https://cdn.myecoapp.com/img/apple-tv-4k.png"),
        Product(id: 10, title: "AirTag 4 Pack", description: "Keep track of your things.", price: 99, currency: "USD", image: "https://cdn.myecoapp.com/img/airtag-4.png"),
    ]
}
