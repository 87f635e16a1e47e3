import CommandLineFlags
import Foundation
import QuizCLI

/// A one-shot over the bundled data finishes here, synchronously: a `main` with an `await` in it
/// started the concurrency runtime and the dispatch queues before the first line was read, in every
/// process. The rest goes on as a task on the main queue. What the run built (`kept`) is never freed,
/// only exited from: the switch's subject lives until `exit`, which does not return (callgrind shows no
/// deinit; binding `kept` to hand it to `withExtendedLifetime` released it first, 0.2 M instructions).
func run() -> Never {
  let command = QuizCommand(environment: ProcessEnvironment.variables)
  switch command.start(arguments: Array(CommandLine.arguments.dropFirst())) {
  case .finished(let status, _): exit(status)
  case .waiting(let waiting):
    // Handed over whole: this thread only waits in `dispatchMain` from here on.
    nonisolated(unsafe) let waiting = waiting
    Task { @MainActor in exit(await waiting.run()) }
    dispatchMain()
  }
}

run()
