import Foundation

/// The handle of one listener on an `AppEventBus`.
///
/// The listener lives as long as the handle: store it in a property to keep receiving
/// events. Releasing the last reference detaches the listener; `cancel()` detaches it at once.
public final class AppEventSubscription: Sendable {
    let id: UUID
    private let detach: @MainActor @Sendable (UUID) -> Void

    init(id: UUID, detach: @escaping @MainActor @Sendable (UUID) -> Void) {
        self.id = id
        self.detach = detach
    }

    /// Detaches the listener now, so that even the rest of a post in progress skips it.
    /// Calling it twice, or releasing the handle afterwards, does nothing more.
    @MainActor
    public func cancel() {
        detach(id)
    }

    deinit {
        // The last reference may be released off the main actor, where the bus cannot be
        // touched; the removal is scheduled there instead. It is harmless after cancel().
        let id = id
        let detach = detach
        Task { @MainActor in
            detach(id)
        }
    }
}
