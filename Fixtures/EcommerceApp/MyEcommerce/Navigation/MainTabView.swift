import BasketFeature
import ProductsFeature
import SwiftUI
import WebContainerFeature

struct MainTabView: View {
    let userId: String
    @EnvironmentObject private var tabRouter: TabRouter

    var body: some View {
        TabView(selection: $tabRouter.screen) {
            RoutedNavigationStack(root: ProductRoute.productList(userId: userId), isSelected: tabRouter.screen == .products)
                .ignoresSafeArea()
                .tabItem { Label("Products", systemImage: "bag") }
                .tag(TabRouter.Screen.products)

            RoutedNavigationStack(root: BasketRoute.basket(userId: userId), isSelected: tabRouter.screen == .basket)
                .ignoresSafeArea()
                .tabItem { Label("Basket", systemImage: "cart") }
                .tag(TabRouter.Screen.basket)

            RoutedNavigationStack(root: WebContainerRoute.webTestEntry, isSelected: tabRouter.screen == .webTest)
                .ignoresSafeArea()
                .tabItem { Label("WebTest", systemImage: "globe") }
                .tag(TabRouter.Screen.webTest)
        }
        .onAppear { tabRouter.signIn(userId: userId) }
        .onDisappear { tabRouter.signOut() }
    }
}
