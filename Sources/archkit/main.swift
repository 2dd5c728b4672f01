import ArchCore
import ArchCommands
import Foundation

// First of all: archkit started again by itself to run one program for it (see `ChildLauncher`),
// which never returns.
ChildLauncher.runIfRequested(CommandLine.arguments)
// Before any thread starts: how the allocator grows its heaps (see `HeapGrowth`).
HeapGrowth.reserveInLargeSteps()
// The composition root: the one place that takes over the process's signals. An interrupted
// run stops every child session it started, runs the registered cleanups, and exits with
// 128 + the signal's number. SwiftPM runs through a launcher that ends it with archkit even
// when archkit is SIGKILLed.
let shutdown = SignalShutdown(runningChildren: RunningChildren(launcher: ChildLauncher.currentExecutable()))
shutdown.install()
// What a command computed is kept until `exit`, which frees it all at once.
let keptUntilExit = KeptUntilExit()
let terminal = Terminal(standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1, standardErrorIsTerminal: isatty(STDERR_FILENO) == 1)
let result = ArchKit(shutdown: shutdown, keptUntilExit: keptUntilExit, terminal: terminal).run(Array(CommandLine.arguments.dropFirst()))
shutdown.parkIfInterrupted()
FileHandle.standardOutput.write(Data(result.stdout.utf8))
FileHandle.standardError.write(Data(result.stderr.utf8))
exit(result.exitCode)
