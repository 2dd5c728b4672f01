#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Prints how to replay the input being fuzzed if the process dies of a crash signal, since a
/// crash ends the test before it can record anything.
///
/// The message is formatted before each input into memory that the handler only reads, as a
/// signal handler may call nothing but async-signal-safe functions such as `write`. The
/// handler runs on its own stack, so that a stack overflow can still report, and resets
/// itself: on return the fault repeats and ends the process as before.
enum CrashReport {
    private static let capacity = 2048
    // Written only by the fuzzing thread between inputs, read only by the handler.
    nonisolated(unsafe) private static var message = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var length = 0

    private static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

    /// What to restore afterwards.
    struct Saved {
        fileprivate var actions: [sigaction]
        fileprivate var stack: stack_t
        fileprivate var ownStack: UnsafeMutableRawPointer
    }

    /// Sets the text printed on a crash.
    static func set(_ text: String) {
        let bytes = Array(text.utf8.prefix(capacity))
        bytes.withUnsafeBufferPointer { message.update(from: $0.baseAddress!, count: bytes.count) }
        length = bytes.count
    }

    /// Installs the handlers, and an alternate stack for the calling thread.
    static func install() -> Saved {
        let stackSize = 256 * 1024
        let ownStack = UnsafeMutableRawPointer.allocate(byteCount: stackSize, alignment: 16)
        var stack = stack_t()
        stack.ss_sp = ownStack
        stack.ss_size = stackSize
        stack.ss_flags = 0
        var previousStack = stack_t()
        sigaltstack(&stack, &previousStack)

        let handler: @convention(c) (Int32) -> Void = { _ in
            _ = write(2, CrashReport.message, CrashReport.length)
        }
        var actions: [sigaction] = []
        for signal in signals {
            var action = sigaction()
            #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
            #else
            action.__sigaction_handler.sa_handler = handler
            #endif
            action.sa_flags = Int32(truncatingIfNeeded: Int(SA_ONSTACK) | Int(SA_RESETHAND))
            sigemptyset(&action.sa_mask)
            var previous = sigaction()
            sigaction(signal, &action, &previous)
            actions.append(previous)
        }
        return Saved(actions: actions, stack: previousStack, ownStack: ownStack)
    }

    static func restore(_ saved: Saved) {
        for (signal, action) in zip(signals, saved.actions) {
            var action = action
            sigaction(signal, &action, nil)
        }
        var stack = saved.stack
        sigaltstack(&stack, nil)
        saved.ownStack.deallocate()
    }
}
