import Foundation

/// One {{Name}} entry as the rest of the app sees it, whatever the wire format behind it.
public protocol {{Name}}DomainModelProtocol {
    var id: String { get }
    var title: String { get }
    /// The backend's status word, lowercased, such as "pending".
    var status: String { get }
    /// When the entry last changed; lists show the most recent first.
    var updatedAt: Date { get }
}
