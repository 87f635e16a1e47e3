import Foundation
import QuizDaemon

exit(
  DaemonCommand(environment: ProcessInfo.processInfo.environment).run(
    arguments: Array(CommandLine.arguments.dropFirst())))
