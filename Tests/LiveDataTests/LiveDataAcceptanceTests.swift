import Composition
import CountriesAPI
import Domain
import Foundation
import LoopbackHTTP
import Presentation
import Synchronization
import Testing
import URLSessionHTTP

extension InProcessURLSessionTests {
  /// The composed quiz against a self-hosted v3.1 server on loopback: refresh, cache, outage, retry.
  @Suite struct LiveDataAcceptanceTests {
    @Test func ask_answersFromTheLiveServerAndCachesItsData() async throws {
      let server = try makeServer(healthy: Health(true))
      defer { server.stop() }
      let folder = temporaryFolder()
      let session = QuizComposer.makeChatSession(
        configuration: try configuration(server, folder), transport: urlSession)

      let reply = await session.ask("whats the capitl of Frnace?")

      #expect(reply.text == "The capital of France is Paris.")
      #expect(reply.provenance?.origin == .live)
      #expect(server.requests.count == V31CountriesMapper.fieldGroups.count)
      #expect(
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("country-quiz").path))
    }

    /// An internet domain, the calling-code root kept apart from its regional codes, and how many of
    /// a set are independent: none had an answer from a live source before.
    @Test(arguments: [
      "what is japan's internet domain", "calling code of the united states",
      "countries in oceania",
    ])
    func ask_answersFactsNewToTheQuizFromTheLiveServerAsFromTheBundle(question: String)
      async throws
    {
      let server = try makeServer(healthy: Health(true))
      defer { server.stop() }
      let live = QuizComposer.makeChatSession(
        configuration: try configuration(server, temporaryFolder()), transport: urlSession)
      let bundled = QuizComposer.makeChatSession(
        configuration: QuizConfiguration(isOffline: true), transport: urlSession)

      let reply = await live.ask(question)

      #expect(reply.provenance?.origin == .live)
      #expect(reply.outcome == .answer)
      #expect(reply.text == (await bundled.ask(question)).text)
    }

    @Test func secondProcess_answersFromTheCacheWithoutARequest() async throws {
      let server = try makeServer(healthy: Health(true))
      defer { server.stop() }
      let folder = temporaryFolder()
      _ = await QuizComposer.makeChatSession(
        configuration: try configuration(server, folder), transport: urlSession
      ).ask(
        "flag of chile")
      let requestsAfterFirst = server.requests.count

      let reply = await QuizComposer.makeChatSession(
        configuration: try configuration(server, folder), transport: urlSession
      )
      .ask("flag of peru")

      #expect(reply.text == "The flag of Peru is 🇵🇪")
      #expect(reply.provenance?.origin == .cache)
      #expect(server.requests.count == requestsAfterFirst)
    }

    @Test func retry_succeedsOnceTheServerRecovers() async throws {
      let healthy = Health(false)
      let server = try makeServer(healthy: healthy)
      defer { server.stop() }
      var settings = try configuration(server, temporaryFolder())
      settings.allowsFallback = false
      let session = QuizComposer.makeChatSession(configuration: settings, transport: urlSession)

      let failed = await session.ask("capital of belgium")
      healthy.set(true)
      let event = await session.send("retry")

      #expect(failed.outcome == .unavailable)
      #expect(failed.isRetryable)
      #expect(failed.text.contains("HTTP 503"))
      guard case .reply(let retried) = event else {
        Issue.record("expected a reply, got \(event)")
        return
      }
      #expect(retried.question == "capital of belgium")
      #expect(retried.text == "The capital of Belgium is Brussels.")
    }

    @Test func outage_answersFromTheBundleWithANoticeAndARetry() async throws {
      let server = try makeServer(healthy: Health(false))
      defer { server.stop() }
      let session = QuizComposer.makeChatSession(
        configuration: try configuration(server, temporaryFolder()), transport: urlSession)

      let reply = await session.ask("iso code of greece")

      #expect(reply.text == "The ISO alpha-2 code for Greece is GR.")
      #expect(reply.isRetryable)
      #expect(reply.notice?.contains("HTTP 503") == true)
    }

    // MARK: - Helpers

    private let urlSession: QuizComposer.Transport = { URLSessionHTTPClient(timeout: $0) }

    private func makeServer(healthy: Health) throws -> LoopbackHTTPServer {
      let countries = try BundledSnapshot.dataset.get().countries
      return try LoopbackHTTPServer { request in
        guard healthy.isHealthy else { return .respond(status: 503, body: Data("{}".utf8)) }
        guard request.path == "/v3.1/all" else { return .respond(status: 404, body: Data()) }
        return .respond(
          status: 200,
          body: V31Replies.body(for: countries, fields: V31Replies.fields(in: request.query)))
      }
    }

    private func configuration(_ server: LoopbackHTTPServer, _ folder: URL) throws
      -> QuizConfiguration
    {
      try QuizConfiguration(
        environment: [
          "RESTCOUNTRIES_V31_URL": server.baseURL.absoluteString, "XDG_CACHE_HOME": folder.path,
          "COUNTRY_QUIZ_TIMEOUT": "30",
        ])
    }

    private func temporaryFolder() -> URL {
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "quiz-live-\(UUID().uuidString)")
    }
  }
}
