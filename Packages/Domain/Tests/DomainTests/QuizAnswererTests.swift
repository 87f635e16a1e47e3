import Domain
import DomainTestSupport
import Testing

@Suite struct QuizAnswererTests {
  @Test func answer_deliversCountryOnKnownCountry() async throws {
    let sut = makeSUT(["capital of belgium": Question(intent: .capital, subject: .country("BE"))])

    let answer = try await sut.answer("capital of belgium")

    #expect(answer.intent == .capital)
    #expect(answer.countries == [SampleCountries.belgium])
    #expect(answer.provenance == .sample)
  }

  @Test func answer_deliversUnrecognizedOnTextTheInterpreterRejects() async {
    let sut = makeSUT([:])

    await #expect(throws: AnswerError.unrecognized) { try await sut.answer("how do i boil an egg") }
  }

  @Test func answer_deliversNotFoundOnUnknownPlace() async {
    let sut = makeSUT([
      "flag of atlantis": Question(intent: .flag, subject: .unknownPlace("Atlantis"))
    ])

    await #expect(throws: AnswerError.notFound(intent: .flag, name: "Atlantis")) {
      try await sut.answer("flag of atlantis")
    }
  }

  @Test func answer_deliversNotFoundOnCodeMissingFromData() async {
    let sut = makeSUT(["x": Question(intent: .flag, subject: .country("ZZ"))])

    await #expect(throws: AnswerError.notFound(intent: .flag, name: "ZZ")) {
      try await sut.answer("x")
    }
  }

  @Test func answer_deliversCandidatesOnAmbiguousName() async {
    let sut = makeSUT(["korea": Question(intent: .capital, subject: .ambiguous(["KP", "KR"]))])

    await #expect(
      throws: AnswerError.ambiguous(
        intent: .capital, candidates: [SampleCountries.northKorea, SampleCountries.southKorea])
    ) { try await sut.answer("korea") }
  }

  @Test func answer_deliversSortedMatchesOnPrefix() async throws {
    let sut = makeSUT(["ch": Question(intent: .countriesByPrefix, subject: .prefix("CH"))])

    let answer = try await sut.answer("ch")

    #expect(answer.countries.map(\.names.common) == ["Chad", "Chile", "China", "Christmas Island"])
    #expect(answer.prefix == "CH")
  }

  @Test func answer_matchesPrefixIgnoringAccents() async throws {
    let sut = makeSUT(["al": Question(intent: .countriesByPrefix, subject: .prefix("al"))])

    let answer = try await sut.answer("al")

    #expect(answer.countries.map(\.cca2) == ["AX"])
  }

  @Test func answer_deliversNoMatchesOnPrefixNothingStartsWith() async {
    let sut = makeSUT(["zzz": Question(intent: .countriesByPrefix, subject: .prefix("ZZZ"))])

    await #expect(throws: AnswerError.noMatches(prefix: "ZZZ")) { try await sut.answer("zzz") }
  }

  @Test func answer_deliversUnavailableOnLoaderFailure() async {
    let sut = QuizAnswerer(loader: CountryLoaderStub.failing(.timedOut)) { _ in InterpreterStub([:])
    }

    await #expect(throws: AnswerError.unavailable(.timedOut)) { try await sut.answer("anything") }
  }

  @Test func answer_recoversOnRetryAfterLoaderFailure() async throws {
    let dataset = CountryDataset(countries: SampleCountries.all, provenance: .sample)
    let loader = CountryLoaderStub(.failure(.noConnection), .success(dataset))
    let question = Question(intent: .flag, subject: .country("BE"))
    let sut = QuizAnswerer(loader: loader) { _ in InterpreterStub(["flag of belgium": question]) }
    await #expect(throws: AnswerError.unavailable(.noConnection)) {
      try await sut.answer("flag of belgium")
    }

    let answer = try await sut.answer("flag of belgium")

    #expect(answer.countries == [SampleCountries.belgium])
  }

  @Test func answer_buildsTheInterpreterOncePerDataset() async throws {
    let builds = Counter()
    let sut = QuizAnswerer(loader: CountryLoaderStub.delivering(SampleCountries.all)) { _ in
      builds.increment()
      return InterpreterStub(["q": Question(intent: .flag, subject: .country("BE"))])
    }

    _ = try await sut.answer("q")
    _ = try await sut.answer("q")

    #expect(builds.value == 1)
  }

  // MARK: - Helpers

  private func makeSUT(_ questions: [String: Question]) -> QuizAnswerer {
    QuizAnswerer(loader: CountryLoaderStub.delivering(SampleCountries.all)) { _ in
      InterpreterStub(questions)
    }
  }
}
