import CommandLineFlags
import Foundation
import QuizCLI

/// A one-shot over the bundled data finishes here, synchronously: a `main` with an `await` in it
/// started the concurrency runtime and the dispatch queues before the first line was read, in every
/// process. The rest goes on as a task on the main queue. What the run built is never freed, only
/// exited from.
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
