import DIAbstraction
import RoutingAbstraction
import SwiftUI

/// The sign-in page. Once signed in it covers itself with `destination`, which the app
/// shell supplies (the tab view), so this feature knows no other feature.
public struct LoginView<Destination: View>: View {
    @StateObject private var viewModel: LoginViewModel
    private let destination: (String) -> Destination

    public init(viewModel: @autoclosure @escaping () -> LoginViewModel = LoginViewModel(),
                @ViewBuilder destination: @escaping (String) -> Destination) {
        _viewModel = StateObject(wrappedValue: viewModel())
        self.destination = destination
    }

    public var body: some View {
        VStack(spacing: 24) {
            Text("MyEcommerce")
                .font(.largeTitle.bold())
            TextField("Username", text: $viewModel.username)
                .textFieldStyle(.roundedBorder)
                .textInputAutocapitalization(.never)
                .disableAutocorrection(true)
                .submitLabel(.go)
                .onSubmit(viewModel.login)
            if let message = viewModel.errorMessage {
                Text(message)
                    .font(.footnote)
                    .foregroundColor(.red)
            }
            Button(action: viewModel.login) {
                if viewModel.isLoading {
                    ProgressView()
                } else {
                    Text("Login").frame(maxWidth: .infinity)
                }
            }
            .buttonStyle(.borderedProminent)
            .disabled(!viewModel.canSubmit)
        }
        .padding(32)
        .fullScreenCover(isPresented: $viewModel.isConnected, onDismiss: viewModel.logout) {
            if let userID = viewModel.userID {
                destination(userID)
            }
        }
    }
}

/// Shown when login was opened as a route (for example from a web page): it confirms the
/// sign-in and closes the login page again.
struct LoginSuccessView: View {
    let userID: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "checkmark.circle.fill")
                .font(.system(size: 56))
                .foregroundColor(.green)
            Text("Signed in as \(userID)")
                .font(.headline)
            Button("Continue") {
                dismiss()
                DIContainer.shared.resolve((any NavigateUseCaseProtocol).self).goBack(animated: true)
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}
