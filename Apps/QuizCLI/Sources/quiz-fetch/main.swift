import CountriesAPI
import Foundation
import QuizCLI
import URLSessionHTTP

// quiz's network helper: one GET, request on stdin, response on stdout (see `FetchExchange`).
let arguments = CommandLine.arguments
let timeout = arguments.firstIndex(of: "--timeout").flatMap {
  arguments.indices.contains($0 + 1) ? Double(arguments[$0 + 1]) : nil
}
guard let request = FetchExchange.decodeRequest(FileHandle.standardInput.readDataToEndOfFile())
else {
  FileHandle.standardError.write(Data("quiz-fetch: expected a URL on stdin\n".utf8))
  exit(2)
}
do {
  let response = try await URLSessionHTTPClient(timeout: timeout ?? 10).send(request)
  FileHandle.standardOutput.write(FetchExchange.encode(response))
  exit(0)
} catch HTTPClientError.timedOut {
  exit(FetchExchange.timedOutStatus)
} catch HTTPClientError.noConnection {
  exit(FetchExchange.noConnectionStatus)
} catch {
  exit(FetchExchange.failedStatus)
}
