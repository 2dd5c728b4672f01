import ArchCore
import ArchKitCLI
import Foundation

// Before any thread starts: how the allocator grows its heaps (see `HeapGrowth`).
HeapGrowth.reserveInLargeSteps()
// The composition root: the one place that takes over the process's signals. An interrupted
// run stops every child process group it started, runs the registered cleanups, and exits
// with 128 + the signal's number.
let shutdown = SignalShutdown()
shutdown.install()
// What a command computed is kept until `exit`, which frees it all at once.
let keptUntilExit = KeptUntilExit()
let terminal = Terminal(standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1, standardErrorIsTerminal: isatty(STDERR_FILENO) == 1)
let result = ArchKit(shutdown: shutdown, keptUntilExit: keptUntilExit, terminal: terminal).run(Array(CommandLine.arguments.dropFirst()))
shutdown.parkIfInterrupted()
FileHandle.standardOutput.write(Data(result.stdout.utf8))
FileHandle.standardError.write(Data(result.stderr.utf8))
exit(result.exitCode)
