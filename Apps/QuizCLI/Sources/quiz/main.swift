import CommandLineFlags
import Foundation
import QuizCLI

let command = QuizCommand(environment: ProcessEnvironment.variables)
exit(await command.run(arguments: Array(CommandLine.arguments.dropFirst())))
