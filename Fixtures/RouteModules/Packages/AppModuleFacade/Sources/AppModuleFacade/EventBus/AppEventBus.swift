import Foundation

/// An event that modules broadcast without knowing who listens, such as a change of the
/// signed-in state. Opening a screen is a route, never an event.
public protocol AppBusEvent: Sendable {}

/// Publish–subscribe between modules, on the main actor.
///
/// `post` reaches only the listeners of the event's exact type, in the order they subscribed.
@MainActor
public final class AppEventBus {
    private struct Listener {
        let eventType: ObjectIdentifier
        let deliver: @MainActor (any AppBusEvent) -> Void
    }

    private var listeners: [UUID: Listener] = [:]
    private var subscriptionOrder: [UUID] = []

    public init() {}

    /// Calls `action` for every later `Event`, for as long as the returned handle lives.
    public func on<Event: AppBusEvent>(_ type: Event.Type, perform action: @escaping @MainActor (Event) -> Void) -> AppEventSubscription {
        let id = UUID()
        listeners[id] = Listener(eventType: ObjectIdentifier(type)) { event in
            if let event = event as? Event {
                action(event)
            }
        }
        subscriptionOrder.append(id)
        return AppEventSubscription(id: id) { [weak self] id in
            self?.removeListener(id)
        }
    }

    /// Delivers `event` to the listeners of its type.
    public func post<Event: AppBusEvent>(_ event: Event) {
        let eventType = ObjectIdentifier(Event.self)
        // Iterate over a snapshot, but look each listener up again: one that was cancelled
        // by an earlier listener of this same post must not be called.
        for id in subscriptionOrder {
            guard let listener = listeners[id], listener.eventType == eventType else {
                continue
            }
            listener.deliver(event)
        }
    }

    /// Removes a listener whose handle is still held; the same as `subscription.cancel()`.
    public func remove(_ subscription: AppEventSubscription) {
        removeListener(subscription.id)
    }

    /// How many listeners are attached; removal is idempotent, so this never goes negative.
    public var listenerCount: Int {
        listeners.count
    }

    private func removeListener(_ id: UUID) {
        listeners[id] = nil
        subscriptionOrder.removeAll { $0 == id }
    }
}
