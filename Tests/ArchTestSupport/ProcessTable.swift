import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The running processes, as Linux's `/proc` shows them; elsewhere it shows none.
public enum ProcessTable {
    public static var isAvailable: Bool { FileManager.default.fileExists(atPath: "/proc/self/cmdline") }

    /// Every live process but this one whose command line or working folder mentions `text`,
    /// as "pid: command line".
    public static func survivors(mentioning text: String) throws -> [String] {
        guard isAvailable else { return [] }
        var found: [String] = []
        for entry in try FileManager.default.contentsOfDirectory(atPath: "/proc") {
            guard let processID = Int32(entry), processID != getpid(), !isZombie(processID) else { continue }
            let folder = "/proc/\(entry)"
            let commandLine = ((try? Data(contentsOf: URL(fileURLWithPath: "\(folder)/cmdline"))) ?? Data())
                .map { $0 == 0 ? UInt8(ascii: " ") : $0 }
            let command = String(decoding: commandLine, as: UTF8.self)
            let workingFolder = (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/cwd")) ?? ""
            if command.contains(text) || workingFolder.contains(text) { found.append("\(processID): \(command)") }
        }
        return found.sorted()
    }

    /// The process ids of `survivors` lines.
    public static func processIDs(of survivors: [String]) -> [pid_t] {
        survivors.compactMap { $0.split(separator: ":").first.flatMap { pid_t($0) } }
    }

    /// Whether every process is gone, or a zombie waiting for its parent, within `limit`.
    public static func waitUntilGone(_ processIDs: [pid_t], within limit: Duration = .seconds(10)) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while !processIDs.allSatisfy(isGone) {
            guard clock.now < deadline else { return false }
            usleep(20_000)
        }
        return true
    }

    /// Where a process and its threads and children are, for the message of a test that waited
    /// for it in vain: each thread's state and the kernel function it waits in, then the same
    /// for each direct child with its command line. Empty where `/proc` is missing.
    public static func snapshot(of processID: pid_t) -> String {
        guard isAvailable else { return "" }
        func read(_ path: String) -> String {
            ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "?").trimmingCharacters(in: .whitespacesAndNewlines)
        }
        func describe(_ processID: pid_t) -> String {
            let tasks = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(processID)/task")) ?? []).sorted()
            let threads = tasks.map { task -> String in
                let stat = read("/proc/\(processID)/task/\(task)/stat")
                let state = stat.lastIndex(of: ")").map { String(stat[stat.index($0, offsetBy: 2)...].prefix(1)) } ?? "?"
                return "\(task) \(state) \(read("/proc/\(processID)/task/\(task)/wchan"))"
            }
            let command = read("/proc/\(processID)/cmdline").replacingOccurrences(of: "\u{0}", with: " ")
            return "\(processID) [\(command)] threads: \(threads.joined(separator: ", "))"
        }
        var lines = [describe(processID)]
        for entry in ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).sorted() {
            guard let child = pid_t(entry) else { continue }
            let stat = read("/proc/\(entry)/stat")
            guard let end = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(end, offsetBy: 2)...].split(separator: " ")
            if fields.count > 1, pid_t(fields[1]) == processID { lines.append("child " + describe(child)) }
        }
        return lines.joined(separator: "\n")
    }

    /// Whether the process no longer runs: gone, a zombie, or being torn down by the kernel
    /// with none of its threads left (where `/proc` can tell). On a loaded machine the last
    /// stretch of an exit, after the threads are gone and before the zombie, can take seconds.
    public static func isGone(_ processID: pid_t) -> Bool {
        kill(processID, 0) != 0 || isZombie(processID) || hasNoThreads(processID)
    }

    private static func hasNoThreads(_ processID: pid_t) -> Bool {
        guard isAvailable else { return false }
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(processID)/task")) ?? []
        return tasks.isEmpty
    }

    private static func isZombie(_ processID: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(processID)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")"), stat.index(end, offsetBy: 2) < stat.endIndex else { return false }
        return stat[stat.index(end, offsetBy: 2)] == "Z"
    }
}
