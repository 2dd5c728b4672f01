import Foundation

/// One {{Name}} entry exactly as the backend sends it. It never leaves this module.
struct {{Name}}DTO: Decodable, Equatable {
    let id: String
    let title: String?
    let status: String?
    let updatedAt: Date
}

/// The body of the list endpoint.
struct {{Name}}ListDTO: Decodable, Equatable {
    let items: [{{Name}}DTO]
}
