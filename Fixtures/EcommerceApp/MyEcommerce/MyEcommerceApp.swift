import Analytics
import AnalyticsDomain
import API
import BasketData
import BasketDomain
import DIAbstraction
import LoginFeature
import PresentationCore
import ProductData
import ProductDomain
import RoutingData
import RoutingDomain
import SwiftUI
import UserData
import UserDomain
import WebContainerData
import WebContainerDomain

@main
struct MyEcommerceApp: App {
    @StateObject private var tabRouter: TabRouter

    init() {
        let tabRouter = TabRouter()
        _tabRouter = StateObject(wrappedValue: tabRouter)
        Self.registerDependencies(in: .shared, launch: .current, tabRouter: tabRouter)
    }

    var body: some Scene {
        WindowGroup {
            LoginView { userId in
                MainTabView(userId: userId)
                    .environmentObject(tabRouter)
            }
        }
    }

    /// The composition root: every registration of every module, eagerly, in dependency
    /// order (providers before the services that use them, repositories before use cases).
    @MainActor
    static func registerDependencies(in container: DIContainer, launch: AppLaunchConfiguration, tabRouter: TabRouter) {
        // Utilities
        container.registerAPIProvider(environment: launch.environment, mockDelay: launch.mockDelay)
        container.registerAnalyticsWrapper()
        container.registerPresentationCore()

        // Data
        container.registerProductService()
        container.registerProductRepository()
        container.registerBasketService()
        container.registerBasketRepository()
        container.registerUserService()
        container.registerUserRepository()
        container.registerWebContentRepository()
        container.registerWebBridgeRuleRepository()

        // Domain
        container.registerGetProductsUseCase()
        container.registerAddProductUseCase()
        container.registerGetBasketUseCase()
        container.registerLoginUserUseCase()
        container.registerSendProductDetailAnalyticsDataUseCase()
        container.registerTrackPageLifecycleUseCase()
        container.registerLoadWebContentUseCase()
        container.registerProcessBridgeCommandUseCase()

        // Unified routing
        container.registerRouteFactoryRegistry()
        container.registerAppRouter()
        container.registerNavigateUseCase(preChecks: [
            RequiresSignedInUserPreCheck(protectedRouteNames: ["basket", "productDetail"]) { [weak tabRouter] in
                tabRouter?.userId != nil
            },
        ])
        container.registerAllFeatureRouteFactories()

        // WebContainer (legacy routing, independent of the unified router)
        container.registerLegacyWebContainer { [weak tabRouter] in tabRouter?.userId }
    }
}
