import Foundation
import os

/// A thin wrapper over the unified logging system, one instance per feature category.
/// Values are logged as public only in debug builds, so release logs carry no user data.
struct AppLog: Sendable {
    private let logger: Logger

    init(category: String) {
        logger = Logger(subsystem: Bundle.main.bundleIdentifier ?? "ShopApp", category: category)
    }

    func info(_ message: String) {
        #if DEBUG
        logger.info("\(message, privacy: .public)")
        #else
        logger.info("\(message, privacy: .private)")
        #endif
    }

    func error(_ message: String) {
        #if DEBUG
        logger.error("\(message, privacy: .public)")
        #else
        logger.error("\(message, privacy: .private)")
        #endif
    }
}
