#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
import MachO
#endif
import Foundation

/// archkit run again as a small launcher between itself and a program it starts, so that the
/// program, and everything the program starts, dies with archkit even when archkit is
/// SIGKILLed and runs no handler of its own. Used for the programs that may run for ever
/// (`ProcessRequest.endsWithArchkit`): SwiftPM evaluating a manifest.
///
/// The launcher leads the new session that the program would otherwise lead, starts the
/// program in it, and passes the program's standard streams through untouched: timeouts and
/// interruptions still signal the whole session, as before. archkit holds the write end of a
/// pipe, the *lifeline*, whose read end the launcher gets as descriptor 3; nothing ever writes
/// to it. However archkit ends, the system closes that end, the launcher reads end-of-file,
/// SIGKILLs every member of its session and ends itself. A parent-death signal would need Linux
/// and, since it follows the thread that started the launcher rather than the process, would
/// also fire when one of archkit's worker threads ends; a pipe's end works on every system and
/// has no window in which archkit could die unnoticed (it closes even before the launcher runs).
///
/// When the program exits, the launcher exits with the program's status, or 128 + the signal
/// that ended it. If archkit goes first, the launcher also removes the program's temporary
/// folder, which archkit would have removed (see `ProcessRequest.isolatesTemporaryFolder`).
public struct ChildLauncher: Sendable {
    /// The first argument that runs archkit as a launcher. Not a command: it is never listed
    /// in help or completions, and is checked before anything else in `main.swift`.
    public static let modeArgument = "__archkit-launcher"

    /// The launcher's own descriptor for the lifeline's read end.
    static let lifelineDescriptor: Int32 = 3

    /// The file to start as the launcher: archkit itself.
    public let executable: String

    public init(executable: String) {
        self.executable = executable
    }

    /// The running archkit, found without trusting the current folder or `PATH`; nil when it
    /// cannot be found, and then children are started directly.
    ///
    /// On Linux, `/proc/self/exe`, which `posix_spawn` resolves in the new process, a copy of
    /// this one: still the right program if the file has since been replaced or removed (a
    /// `make install` or a rebuild during a run). On macOS, the path the loader records.
    public static func currentExecutable(arguments: [String] = CommandLine.arguments) -> ChildLauncher? {
        #if os(Linux)
        if access("/proc/self/exe", X_OK) == 0 { return ChildLauncher(executable: "/proc/self/exe") }
        #elseif canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        if _NSGetExecutablePath(&buffer, &size) == 0, let resolved = realpath(buffer, nil) {
            defer { free(resolved) }
            return ChildLauncher(executable: String(cString: resolved))
        }
        #endif
        // A path in the first argument, such as `.build/debug/archkit`, made absolute now.
        guard let first = arguments.first, first.contains("/") else { return nil }
        let path = URL(fileURLWithPath: first).standardizedFileURL.path
        return access(path, X_OK) == 0 ? ChildLauncher(executable: path) : nil
    }

    /// The launcher's arguments, its own name first, for running `executable` with `arguments`:
    /// `archkit __archkit-launcher SCRATCH EXECUTABLE ARGUMENT…`, where SCRATCH is the
    /// program's own temporary folder, removed by the launcher if archkit goes first, or "".
    func launcherArguments(running executable: String, with arguments: [String], scratchFolder: URL?) -> [String] {
        ["archkit", Self.modeArgument, scratchFolder?.path ?? "", executable] + arguments
    }
}

/// archkit's end of a launcher's lifeline: the write end of a pipe that nothing writes to. The
/// launcher ends its session when the end is cut, whether by `cut()` or by the system as archkit
/// ends.
final class Lifeline: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`; nil once cut, so that the descriptor is closed exactly once.
    private var writeEnd: Int32?

    init(writeEnd: Int32) {
        self.writeEnd = writeEnd
    }

    func cut() {
        lock.withLock {
            if let writeEnd { close(writeEnd) }
            writeEnd = nil
        }
    }
}
