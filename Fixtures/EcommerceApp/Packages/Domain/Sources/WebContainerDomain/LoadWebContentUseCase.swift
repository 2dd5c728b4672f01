import Foundation
import WebContainerAbstraction

public final class LoadWebContentUseCase: LoadWebContentUseCaseProtocol {
    private let repository: any WebContentRepositoryProtocol

    public init(repository: any WebContentRepositoryProtocol) {
        self.repository = repository
    }

    public func execute(content: WebContent) -> WebLoadInstruction {
        switch content {
        case .bridgeTestPage:
            guard let html = repository.html(for: content) else {
                return .blocked(message: "The bridge test page is not available in this build.")
            }
            return .html(html, baseURL: repository.siteBaseURL)

        case .site(let path):
            let relative = path.hasPrefix("/") ? String(path.dropFirst()) : path
            return .request(repository.siteBaseURL.appendingPathComponent(relative))

        case .url(let url):
            return isAllowed(url) ? .request(url) : .blocked(message: "\(url.host ?? url.absoluteString) is not a trusted site.")
        }
    }

    /// Only HTTPS pages of known hosts may talk to the bridge; plain HTTP is tolerated
    /// for localhost so that the dev backend works.
    private func isAllowed(_ url: URL) -> Bool {
        guard let host = url.host?.lowercased() else { return false }
        switch url.scheme?.lowercased() {
        case "https":
            return repository.allowedHosts.contains(host)
                || repository.allowedHosts.contains { host.hasSuffix(".\($0)") }
        case "http":
            return host == "localhost" || host == "127.0.0.1"
        default:
            return false
        }
    }
}
