#if canImport(UIKit)
import Combine
import SwiftUI
import UIKit
import WebContainerAbstraction
@preconcurrency import WebKit

struct WKWebViewRepresentable: UIViewRepresentable {
    let instruction: WebLoadInstruction
    let javaScript: AnyPublisher<String, Never>
    let onCommand: (WebBridgeCommand) -> Void

    final class Coordinator {
        let bridge: WebScriptMessageBridge
        var loadedInstruction: WebLoadInstruction?
        var scripts: AnyCancellable?

        init(onCommand: @escaping (WebBridgeCommand) -> Void) {
            bridge = WebScriptMessageBridge(onCommand: onCommand)
        }
    }

    func makeCoordinator() -> Coordinator {
        Coordinator(onCommand: onCommand)
    }

    func makeUIView(context: Context) -> WKWebView {
        let configuration = WKWebViewConfiguration()
        configuration.userContentController.add(context.coordinator.bridge, name: WebBridgeMessage.handlerName)
        let webView = WKWebView(frame: .zero, configuration: configuration)
        webView.allowsBackForwardNavigationGestures = true
        context.coordinator.scripts = javaScript
            .receive(on: DispatchQueue.main)
            .sink { [weak webView] script in webView?.evaluateJavaScript(script) }
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        guard context.coordinator.loadedInstruction != instruction else { return }
        context.coordinator.loadedInstruction = instruction
        switch instruction {
        case .request(let url):
            webView.load(URLRequest(url: url))
        case let .html(html, baseURL):
            webView.loadHTMLString(html, baseURL: baseURL)
        case .blocked:
            break
        }
    }

    static func dismantleUIView(_ webView: WKWebView, coordinator: Coordinator) {
        webView.configuration.userContentController.removeScriptMessageHandler(forName: WebBridgeMessage.handlerName)
        coordinator.scripts = nil
    }
}
#endif
