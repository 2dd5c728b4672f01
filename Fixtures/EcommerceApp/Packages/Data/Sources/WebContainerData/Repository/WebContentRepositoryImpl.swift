import API
import Foundation
import WebContainerAbstraction

final class WebContentRepositoryImpl: WebContentRepositoryProtocol {
    private let constants: APIConstants

    init(constants: APIConstants) {
        self.constants = constants
    }

    var siteBaseURL: URL {
        constants.webBaseURL
    }

    var allowedHosts: Set<String> {
        var hosts: Set<String> = ["myecoapp.com"]
        if let apiHost = constants.baseURL.host {
            hosts.insert(apiHost)
        }
        return hosts
    }

    func html(for content: WebContent) -> String? {
        switch content {
        case .bridgeTestPage:
            return BuiltInWebPage.bridgeTest.html
        case .site, .url:
            return nil
        }
    }
}
