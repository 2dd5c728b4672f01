#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file operation that failed, told the way archkit tells it: what it tried, on which path,
/// and the system's reason, never the raw text of a Foundation error.
public struct FileProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was tried, as in "cannot <action> <path>": "write", "create the folder", …
    public var action: String
    /// The path as the user should see it, usually relative to the repository.
    public var path: String
    /// The `errno` value, or nil when `reason` says it all.
    public var code: Int32?
    public var reason: String

    public init(_ action: String, _ path: String, code: Int32) {
        self.action = action
        self.path = path
        self.code = code
        reason = String(cString: strerror(code))
    }

    public init(_ action: String, _ path: String, reason: String) {
        self.action = action
        self.path = path
        code = nil
        self.reason = reason
    }

    /// The path is capped, so a 10,000-character path cannot bury the reason.
    public var description: String { "cannot \(action) \(path.elidingMiddle()): \(reason)" }
}
