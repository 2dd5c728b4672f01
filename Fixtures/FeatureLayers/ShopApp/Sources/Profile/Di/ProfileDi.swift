import UIKit

/// The profile's registrations. The service gets Cart's `CartService` protocol from the
/// container; the page gets its view model and the app's navigator.
enum ProfileDi: FeatureRegistration {
    static let route = PageRoute(rawValue: "profile")

    static func register(in container: DependencyContainer, routes: RouteTable) {
        container.register((any ProfileRepository).self) { container in
            let version = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "0"
            return RemoteProfileRepository(client: container.resolve(), disk: container.resolve(), appVersion: version)
        }
        container.register((any ProfileService).self) { container in
            DefaultProfileService(repository: container.resolve(), cart: container.resolve())
        }
        container.register(ProfileViewModel.self, lifetime: .transient) { container in
            ProfileViewModel(service: container.resolve())
        }
        routes.register(route, tab: TabDescriptor(titleKey: "tab.profile", iconName: "person.crop.circle", order: 3)) {
            ProfileViewController(viewModel: container.resolve(), navigator: container.resolve())
        }
    }
}
