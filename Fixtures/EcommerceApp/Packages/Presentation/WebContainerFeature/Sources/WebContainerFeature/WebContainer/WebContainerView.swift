import SwiftUI
import WebContainerAbstraction

public struct WebContainerView: View {
    @StateObject private var viewModel: WebContainerViewModel
    @Environment(\.dismiss) private var dismiss

    public init(content: WebContent) {
        _viewModel = StateObject(wrappedValue: WebContainerViewModel(content: content))
    }

    public var body: some View {
        Group {
            switch viewModel.instruction {
            case .blocked(let message)?:
                Label(message, systemImage: "lock.shield").padding()
            case let instruction?:
                #if canImport(UIKit)
                WKWebViewRepresentable(
                    instruction: instruction,
                    javaScript: viewModel.javaScript.eraseToAnyPublisher(),
                    onCommand: { [weak model = viewModel] command in
                        Task { @MainActor in model?.handleBridgeCommand(command) }
                    }
                )
                #else
                Text("Web content needs WebKit: \(String(describing: instruction))")
                #endif
            case nil:
                ProgressView()
            }
        }
        .onAppear(perform: viewModel.load)
        .alert(item: $viewModel.alert) { alert in
            Alert(title: Text(alert.title), message: Text(alert.message))
        }
        .onChange(of: viewModel.shouldClose) { shouldClose in
            if shouldClose { dismiss() }
        }
    }
}
