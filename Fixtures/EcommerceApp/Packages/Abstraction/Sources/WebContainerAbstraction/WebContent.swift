import Foundation

/// Something the web container can show.
public enum WebContent: Equatable {
    /// The built-in page that exercises every bridge action.
    case bridgeTestPage
    /// A page of the app's own web site, relative to the environment's base URL.
    case site(path: String)
    /// An arbitrary address; it is checked against the allowed hosts before loading.
    case url(URL)
}

/// What the web view is finally told to do.
public enum WebLoadInstruction: Equatable {
    case request(URL)
    case html(String, baseURL: URL?)
    /// The content was refused; the message is shown natively instead of a page.
    case blocked(message: String)
}
