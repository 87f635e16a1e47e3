import Domain
import DomainTestSupport
import Testing

@Suite struct QuizAnswererReadingTests {
  @Test func read_deliversTheCompleteQuestionOnAnInterpreterWithoutPartialReadings() async throws {
    let question = Question(intent: .capital, subject: .country("BE"))
    let sut = makeSUT(["capital of belgium": question])

    let reading = try await sut.read("capital of belgium")

    #expect(reading == Reading(question: question, language: .english))
  }

  @Test func answerQuestion_deliversTheCountryOnACompletedQuestion() async throws {
    let sut = makeSUT([:])

    let answer = try await sut.answer(Question(intent: .flag, subject: .country("CL")))

    #expect(answer.countries == [SampleCountries.chile])
    #expect(answer.intent == .flag)
  }

  @Test func readIfReady_deliversNilBeforeAnyLoad() {
    let sut = makeSUT([:])

    #expect(sut.readIfReady("anything") == nil)
  }

  @Test func answerIfReady_answersAQuestionOnceDataIsLoaded() async throws {
    let sut = makeSUT([:])
    _ = try await sut.read("warm up")

    let result = sut.answerIfReady(Question(intent: .capital, subject: .country("TD")))

    #expect(try result?.get().countries == [SampleCountries.chad])
  }

  // MARK: - Helpers

  private func makeSUT(_ questions: [String: Question]) -> QuizAnswerer {
    QuizAnswerer(loader: CountryLoaderStub.delivering(SampleCountries.all), readyFor: .seconds(60))
    {
      _ in InterpreterStub(questions)
    }
  }
}
