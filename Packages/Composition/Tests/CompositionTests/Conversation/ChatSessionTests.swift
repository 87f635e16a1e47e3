import Composition
import Domain
import DomainTestSupport
import Presentation
import Testing

@Suite struct ChatSessionTests {
  @Test func send_answersAQuestionAndRecordsIt() async {
    let sut = makeSUT(loader: .delivering(SampleCountries.all))

    let event = await sut.send("  capital of belgium  ")

    guard case .reply(let reply) = event else {
      Issue.record("expected a reply, got \(event)")
      return
    }
    #expect(reply.text == "The capital of Belgium is Brussels.")
    #expect(await sut.transcript.count == 1)
  }

  @Test func send_keepsTheQuestionForRetryOnUnavailableData() async {
    let sut = makeSUT(loader: .failing(.noConnection))

    _ = await sut.send("capital of belgium")

    #expect(await sut.pendingRetry == "capital of belgium")
  }

  @Test func retry_asksTheSameQuestionAgainAndSucceedsOnRecovery() async {
    let dataset = CountryDataset(countries: SampleCountries.all, provenance: .sample)
    let sut = makeSUT(loader: CountryLoaderStub(.failure(.timedOut), .success(dataset)))
    _ = await sut.send("capital of belgium")

    let event = await sut.send("retry")

    guard case .reply(let reply) = event else {
      Issue.record("expected a reply, got \(event)")
      return
    }
    #expect(reply.question == "capital of belgium")
    #expect(reply.outcome == .answer)
    #expect(await sut.pendingRetry == nil)
  }

  @Test func emptyLine_retriesOnlyRightAfterAnUnavailableReply() async {
    let sut = makeSUT(loader: .failing(.timedOut))
    #expect(await sut.send("") == .nothing)
    _ = await sut.send("capital of belgium")

    let event = await sut.send("")

    guard case .reply(let reply) = event else {
      Issue.record("expected a retry, got \(event)")
      return
    }
    #expect(reply.question == "capital of belgium")
  }

  @Test func retry_saysSoWhenThereIsNothingToRetry() async {
    let sut = makeSUT(loader: .delivering(SampleCountries.all))

    #expect(await sut.send("retry") == .notice("There is nothing to retry."))
  }

  @Test(arguments: [("quit", ChatEvent.quit), ("/exit", .quit), ("clear", .clear)])
  func send_recognisesCommands(line: String, event: ChatEvent) async {
    let sut = makeSUT(loader: .delivering(SampleCountries.all))

    #expect(await sut.send(line) == event)
  }

  @Test func unknownSlashCommand_showsTheHelp() async {
    let sut = makeSUT(loader: .delivering(SampleCountries.all))

    guard case .help(let text) = await sut.send("/frobnicate") else {
      Issue.record("expected help")
      return
    }
    #expect(text.hasPrefix("Unknown command \"/frobnicate\"."))
  }

  @Test func restoreProfile_putsBackTheProfileTheShellCouldKeep() async {
    let sut = makeSUT(loader: .delivering(SampleCountries.all))
    _ = await sut.send("remember Peru")

    await sut.restoreProfile(Profile(favourites: ["JP"]))

    #expect(await sut.profile == Profile(favourites: ["JP"]))
  }

  @Test func about_namesTheDataSourceAndVersion() async {
    let sut = makeSUT(loader: .delivering(SampleCountries.all))

    guard case .about(let text) = await sut.send("about") else {
      Issue.record("expected about")
      return
    }
    #expect(text.contains(AppInfo.version))
    #expect(text.contains("test data"))
  }

  // MARK: - Helpers

  private func makeSUT(loader: CountryLoaderStub) -> ChatSession {
    let interpreter = InterpreterStub([
      "capital of belgium": Question(intent: .capital, subject: .country("BE"))
    ])
    return ChatSession(
      engine: QuizComposer.makeEngine(answerer: QuizAnswerer(loader: loader) { _ in interpreter }))
  }
}

@Suite struct ChatSessionRetryTests {
  @Test func retry_asksTheLoaderToRefresh() async {
    let loader = CountryLoaderStub.failing(.noConnection)
    let sut = ChatSession(
      engine: QuizComposer.makeEngine(
        answerer: QuizAnswerer(loader: loader) { _ in InterpreterStub([:]) }))
    _ = await sut.send("capital of belgium")

    _ = await sut.send("retry")

    #expect(loader.callCount == 2)
    #expect(loader.refreshCount == 1)
  }
}
