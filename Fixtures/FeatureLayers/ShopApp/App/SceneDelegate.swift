import UIKit

/// Builds the window from the composition. The composition is kept alive with the scene,
/// because the container and route table it owns back every page of the window.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var composition: AppComposition?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        #if DEBUG
        let environment = ShopEnvironment.staging
        #else
        let environment = ShopEnvironment.production
        #endif
        let composition = AppComposition(environment: environment)
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = composition.makeRootViewController()
        window.makeKeyAndVisible()
        self.window = window
        self.composition = composition
    }
}
