import Foundation

/// Where a program is: the one place archkit and its benchmark search `PATH`.
public enum ExecutableLookup {
    /// `name` itself when it is a path, else the first executable of that name on `PATH`.
    public static func find(_ name: String) -> String? {
        let manager = FileManager.default
        if name.contains("/") {
            let path = URL(fileURLWithPath: name).path
            return manager.isExecutableFile(atPath: path) ? path : nil
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if manager.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
