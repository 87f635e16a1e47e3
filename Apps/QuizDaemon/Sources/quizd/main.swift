import CommandLineFlags
import Foundation
import QuizDaemon

exit(
  DaemonCommand(environment: ProcessEnvironment.variables).run(
    arguments: Array(CommandLine.arguments.dropFirst())))
