import Domain
import DomainTestSupport
import Testing

/// The one asynchronous step of a turn, loading, and the data a server takes without waiting.
@Suite struct LoadedDataTests {
  @Test func fresh_isNilBeforeAnyLoad() {
    #expect(makeSUT().fresh == nil)
    #expect(makeSUT().freshProvenance == nil)
  }

  @Test func fresh_holdsTheDataAtOnceAfterALoad() async throws {
    let sut = makeSUT()
    _ = try await sut.load().get()

    let data = try #require(sut.fresh)

    #expect(sut.freshProvenance == data.provenance)
    #expect(try data.answer("capital of belgium").countries.map(\.cca2) == ["BE"])
    #expect(throws: AnswerError.unrecognized) { try data.answer("who are you") }
  }

  @Test func fresh_defersToTheLoaderOnceTheReadyTimeIsOver() async throws {
    let loader = CountryLoaderStub.delivering(SampleCountries.all)
    let sut = makeSUT(loader: loader, readyFor: .milliseconds(50))
    _ = try await sut.load().get()

    try await Task.sleep(for: .milliseconds(100))

    #expect(sut.fresh == nil)
    #expect(sut.freshProvenance == nil)
    #expect(loader.callCount == 1)
  }

  @Test func read_deliversTheCompleteQuestionOnAnInterpreterWithoutPartialReadings() async throws {
    let question = Question(intent: .capital, subject: .country("BE"))
    let data = try await makeSUT().load().get()

    let reading = data.read("capital of belgium")

    #expect(reading == Reading(question: question, language: .english))
  }

  @Test func answerQuestion_deliversTheCountryOnACompletedQuestion() async throws {
    let data = try await makeSUT().load().get()

    let answer = try data.answer(Question(intent: .flag, subject: .country("CL")))

    #expect(answer.countries == [SampleCountries.chile])
    #expect(answer.intent == .flag)
  }

  // MARK: - Helpers

  private func makeSUT(
    loader: CountryLoaderStub = .delivering(SampleCountries.all), readyFor: Duration = .seconds(60)
  ) -> QuizAnswerer {
    QuizAnswerer(loader: loader, readyFor: readyFor) { _ in
      InterpreterStub(["capital of belgium": Question(intent: .capital, subject: .country("BE"))])
    }
  }
}
