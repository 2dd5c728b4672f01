import Testing
import AppModuleFacade

@MainActor
struct AppEventBusTests {
    @Test func postReachesOnlyListenersOfTheSameEventType() {
        let bus = AppEventBus()
        var loginStates: [Bool] = []
        var refreshCount = 0
        let loginSubscription = bus.on(LoginAuthStateEvent.self) { loginStates.append($0.isLoggedIn) }
        let refreshSubscription = bus.on(RefreshEvent.self) { _ in refreshCount += 1 }

        bus.post(LoginAuthStateEvent(isLoggedIn: true))
        bus.post(LoginAuthStateEvent(isLoggedIn: false))

        #expect(loginStates == [true, false])
        #expect(refreshCount == 0)
        withExtendedLifetime((loginSubscription, refreshSubscription)) {}
    }

    @Test func cancelInsideACallbackStopsDeliveryAtOnce() {
        let bus = AppEventBus()
        var deliveries = 0
        var subscription: AppEventSubscription?
        subscription = bus.on(RefreshEvent.self) { _ in
            deliveries += 1
            subscription?.cancel()
            subscription = nil
        }

        bus.post(RefreshEvent())
        bus.post(RefreshEvent())

        #expect(deliveries == 1)
        #expect(bus.listenerCount == 0)
    }

    @Test func cancellingTwiceIsHarmless() {
        let bus = AppEventBus()
        let subscription = bus.on(RefreshEvent.self) { _ in }
        subscription.cancel()
        subscription.cancel()
        bus.remove(subscription)
        #expect(bus.listenerCount == 0)
    }

    @Test func refreshEventWithoutModuleConcernsEveryModule() {
        #expect(RefreshEvent().concerns(.profile))
        #expect(RefreshEvent(moduleName: "home").concerns(.home))
        #expect(!RefreshEvent(moduleName: "home").concerns(.profile))
    }
}
