import CommandLineFlags
import Foundation
import QuizCLI

// A one-shot over the bundled data finishes before any task starts; the rest waits as a task.
// `start` is a global of this file: what the run built is never freed, only exited from.
let command = QuizCommand(environment: ProcessEnvironment.variables)
let start = command.start(arguments: Array(CommandLine.arguments.dropFirst()))
switch start {
case .finished(let status, _): exit(status)
case .waiting(let waiting): exit(await waiting.run())
}
