import Combine
import DIAbstraction
import Foundation
import RoutingAbstraction
import SwiftUI
import WebContainerAbstraction

struct WebTestPage: Identifiable, Equatable {
    let title: String
    let content: WebContent

    var id: String {
        title
    }
}

@MainActor
final class WebTestEntryViewModel: ObservableObject {
    @Published var routeLink = ""
    @Published var openedPage: WebTestPage?
    @Published var routeAlert: BridgeAlert?

    let pages: [WebTestPage] = [
        WebTestPage(title: "Bridge test page", content: .bridgeTestPage),
        WebTestPage(title: "Shop web site", content: .site(path: "/shop")),
        WebTestPage(title: "Untrusted site (blocked)", content: .url(URL(string: "https://example.org")!)),
    ]

    private let navigator: any NavigateUseCaseProtocol

    init(navigator: (any NavigateUseCaseProtocol)? = nil) {
        self.navigator = navigator ?? DIContainer.shared.resolve((any NavigateUseCaseProtocol).self)
    }

    func openNativeProbe() {
        navigator.navigate(to: WebContainerRoute.webTestNativeProbe, configuration: nil)
    }

    /// Opens whatever route name was typed, such as `productDetail?productId=3&userId=u1`.
    /// An unknown name gets a native alert rather than a silent no-op.
    func dispatchTypedRoute() {
        switch navigator.navigate(toLink: routeLink, configuration: nil) {
        case .navigated:
            routeLink = ""
        case .unknownRoute(let name):
            routeAlert = BridgeAlert(title: "Unknown route", message: "No page is called “\(name)”.")
        case .blocked(let reason):
            routeAlert = BridgeAlert(title: "Not available", message: reason)
        }
    }
}

public struct WebTestEntryView: View {
    @StateObject private var viewModel = WebTestEntryViewModel()

    public init() {}

    public var body: some View {
        List {
            Section("Web pages") {
                ForEach(viewModel.pages) { page in
                    Button(page.title) { viewModel.openedPage = page }
                }
            }
            Section("Native") {
                Button("Native probe page", action: viewModel.openNativeProbe)
            }
            Section {
                TextField("productDetail?productId=3&userId=…", text: $viewModel.routeLink)
                    .textInputAutocapitalization(.never)
                    .disableAutocorrection(true)
                    .onSubmit(viewModel.dispatchTypedRoute)
                Button("Open route", action: viewModel.dispatchTypedRoute)
                    .disabled(viewModel.routeLink.isEmpty)
            } header: {
                Text("Dynamic route")
            } footer: {
                Text("Type the name of any registered route, with its parameters as a query.")
            }
        }
        .sheet(item: $viewModel.openedPage) { page in
            WebContainerView(content: page.content)
        }
        .alert(item: $viewModel.routeAlert) { alert in
            Alert(title: Text(alert.title), message: Text(alert.message))
        }
    }
}
