import Foundation

/// A small in-memory cache with a time to live. Repositories use it to avoid refetching what
/// they just fetched; what counts as fresh enough is theirs to pass in, not decided here.
actor MemoryCache<Key: Hashable & Sendable, Value: Sendable> {
    private struct Entry {
        let value: Value
        let expiry: Date
    }

    private var entries: [Key: Entry] = [:]
    private let timeToLive: TimeInterval
    private let now: @Sendable () -> Date

    init(timeToLive: TimeInterval, now: @escaping @Sendable () -> Date = Date.init) {
        self.timeToLive = timeToLive
        self.now = now
    }

    func value(for key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        guard entry.expiry > now() else {
            entries[key] = nil
            return nil
        }
        return entry.value
    }

    func store(_ value: Value, for key: Key) {
        entries[key] = Entry(value: value, expiry: now().addingTimeInterval(timeToLive))
    }

    func removeValue(for key: Key) {
        entries[key] = nil
    }

    func removeAll() {
        entries.removeAll()
    }
}
