import CountriesAPI
import FetchHelper
import Foundation

// quiz's network helper: one GET, request on stdin, response on stdout (see `FetchExchange`).
// libcurl's easy interface, not URLSession, which spins while it waits (see `CurlHTTPClient`).
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
  let response = try await CurlHTTPClient(timeout: timeout ?? 10).send(request)
  FileHandle.standardOutput.write(FetchExchange.encode(response))
  exit(0)
} catch HTTPClientError.timedOut {
  exit(FetchExchange.timedOutStatus)
} catch HTTPClientError.noConnection {
  exit(FetchExchange.noConnectionStatus)
} catch HTTPClientError.unavailable(let reason) {
  FileHandle.standardError.write(Data("quiz-fetch: \(reason)\n".utf8))
  exit(FetchExchange.unavailableStatus)
} catch {
  exit(FetchExchange.failedStatus)
}
