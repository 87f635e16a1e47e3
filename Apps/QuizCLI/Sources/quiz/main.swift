import CommandLineFlags
import Foundation
import QuizCLI

// A one-shot over the bundled data finishes before any task starts; the rest waits as a task.
let command = QuizCommand(environment: ProcessEnvironment.variables)
switch command.start(arguments: Array(CommandLine.arguments.dropFirst())) {
case .finished(let status): exit(status)
case .waiting(let waiting): exit(await waiting.run())
}
