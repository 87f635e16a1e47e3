import Foundation
import QuizCLI
import QuizDaemon

exit(
  DaemonCommand(environment: ProcessEnvironment.variables).run(
    arguments: Array(CommandLine.arguments.dropFirst())))
