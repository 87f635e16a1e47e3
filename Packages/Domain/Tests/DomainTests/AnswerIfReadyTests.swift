import Domain
import DomainTestSupport
import Testing

/// The synchronous path a server takes once data is loaded.
@Suite struct AnswerIfReadyTests {
  @Test func answerIfReady_isNilBeforeAnyLoad() {
    let sut = makeSUT()

    #expect(sut.answerIfReady("capital of belgium") == nil)
  }

  @Test func answerIfReady_answersAtOnceAfterALoad() async throws {
    let sut = makeSUT()
    _ = try await sut.answer("capital of belgium")

    let answer = try #require(sut.answerIfReady("capital of belgium")).get()

    #expect(answer.countries.map(\.cca2) == ["BE"])
    #expect(sut.answerIfReady("who are you") == .failure(.unrecognized))
  }

  @Test func answerIfReady_defersToTheLoaderOnceTheReadyTimeIsOver() async throws {
    let loader = CountryLoaderStub.delivering(SampleCountries.all)
    let sut = makeSUT(loader: loader, readyFor: .milliseconds(50))
    _ = try await sut.answer("capital of belgium")

    try await Task.sleep(for: .milliseconds(100))

    #expect(sut.answerIfReady("capital of belgium") == nil)
    #expect(loader.callCount == 1)
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
