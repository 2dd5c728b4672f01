import Combine
import DIAbstraction
import Foundation
import WebContainerAbstraction

struct BridgeAlert: Identifiable, Equatable {
    let id = UUID()
    let title: String
    let message: String
}

@MainActor
final class WebContainerViewModel: ObservableObject {
    @Published private(set) var instruction: WebLoadInstruction?
    @Published var alert: BridgeAlert?
    @Published private(set) var shouldClose = false

    /// Scripts for the web view to evaluate, such as answers to commands with a callback.
    let javaScript = PassthroughSubject<String, Never>()

    private let content: WebContent
    private let loadContent: any LoadWebContentUseCaseProtocol
    private let processCommand: any ProcessBridgeCommandUseCaseProtocol
    private let nativeRouter: any NativeBridgeRouterProtocol

    init(content: WebContent) {
        self.content = content
        loadContent = DIContainer.shared.resolve((any LoadWebContentUseCaseProtocol).self)
        processCommand = DIContainer.shared.resolve((any ProcessBridgeCommandUseCaseProtocol).self)
        nativeRouter = DIContainer.shared.resolve((any NativeBridgeRouterProtocol).self)
    }

    func load() {
        instruction = loadContent.execute(content: content)
    }

    func handleBridgeCommand(_ command: WebBridgeCommand) {
        switch processCommand.execute(command: command) {
        case let .showAlert(title, message):
            alert = BridgeAlert(title: title, message: message)
        case .closeContainer:
            shouldClose = true
        case let .reply(callbackId, payload):
            javaScript.send(Self.callbackScript(callbackId: callbackId, payload: payload))
        case .unhandled(let command):
            javaScript.send("console.warn(\(Self.jsonLiteral("No native handler for \(command.action)/\(command.target)")))")
        case let navigation:
            if !nativeRouter.dispatch(navigation) {
                alert = BridgeAlert(title: "Page not found", message: "The app has no page called \(command.target).")
            }
        }
    }

    static func callbackScript(callbackId: String, payload: [String: String]) -> String {
        "window.nativeBridgeCallback && window.nativeBridgeCallback(\(jsonLiteral(callbackId)), \(jsonLiteral(payload)));"
    }

    /// JSON is valid JavaScript, so encoding is the safe way to embed page-supplied text.
    static func jsonLiteral(_ value: Any) -> String {
        guard JSONSerialization.isValidJSONObject([value]),
              let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys]),
              let array = String(data: data, encoding: .utf8)
        else {
            return "null"
        }
        return String(array.dropFirst().dropLast())
    }
}
