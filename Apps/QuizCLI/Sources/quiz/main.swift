import Foundation
import QuizCLI

let command = QuizCommand(environment: ProcessInfo.processInfo.environment)
exit(await command.run(arguments: Array(CommandLine.arguments.dropFirst())))
