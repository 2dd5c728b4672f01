import Foundation

/// The loading phase of a page, independent of what the page shows.
enum LoadState: Equatable, Sendable {
    case idle
    case loading
    case loaded
    case failed(message: String)

    var isLoading: Bool {
        self == .loading
    }

    var failureMessage: String? {
        if case .failed(let message) = self { return message }
        return nil
    }
}
