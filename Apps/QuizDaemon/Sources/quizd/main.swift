import Foundation
import QuizDaemon

let (status, message) = await DaemonCommand().run(
  arguments: Array(CommandLine.arguments.dropFirst()))
FileHandle.standardError.write(Data(message.utf8))
exit(status)
