import Foundation

/// Pages shipped inside the app. The bridge test page posts every kind of command so that
/// the rules can be tried by hand from the WebTest tab.
enum BuiltInWebPage {
    case bridgeTest

    var html: String {
        switch self {
        case .bridgeTest:
            return """
            <!doctype html>
            <html>
            <head><meta name="viewport" content="width=device-width, initial-scale=1"></head>
            <body style="font-family: -apple-system; padding: 16px">
              <h2>Bridge test</h2>
              <button onclick="send('navigate', 'productList', {})">Products (exact rule)</button>
              <button onclick="send('navigate', 'webTestNativeProbe', {from: 'web'})">Native probe (wildcard)</button>
              <button onclick="send('present', 'basket', {})">Basket (present)</button>
              <button onclick="send('ui', 'alert', {message: 'Hello from the page'})">Alert</button>
              <button onclick="send('container', 'close', {})">Close</button>
              <p>The native side receives these messages in a script message bridge, for example:</p>
              <pre>
            import UIKit
            import WebKit
            // userContentController.add(bridge, name: "nativeBridge")
              </pre>
              <script>
                function send(action, target, params) {
                  window.webkit.messageHandlers.nativeBridge.postMessage({action, target, params});
                }
              </script>
            </body>
            </html>
            """
        }
    }
}
