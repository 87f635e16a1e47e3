import Domain
import DomainTestSupport
import Presentation
import Testing

@Suite struct ReplyPresenterTests {
  @Test func reply_namesTheCapitalInTheDataSpelling() {
    let reply = ReplyPresenter.reply(
      to: "capital of belgium", answer: answer(.capital, SampleCountries.belgium))

    #expect(reply.text == "The capital of Belgium is Brussels.")
    #expect(reply.outcome == .answer)
    #expect(reply.countries == ["BE"])
  }

  @Test func reply_saysSoOnACountryWithoutCapital() {
    let reply = ReplyPresenter.reply(to: "q", answer: answer(.capital, SampleCountries.antarctica))

    #expect(reply.text == "Antarctica has no capital.")
  }

  @Test func reply_listsEveryCapitalOnSeveral() {
    let reply = ReplyPresenter.reply(to: "q", answer: answer(.capital, SampleCountries.southAfrica))

    #expect(reply.text == "South Africa has three capitals: Pretoria, Bloemfontein and Cape Town.")
  }

  @Test func reply_givesTheCodeAndTheFlagWithItsImage() {
    let code = ReplyPresenter.reply(to: "q", answer: answer(.isoCode, SampleCountries.belgium))
    let flag = ReplyPresenter.reply(to: "q", answer: answer(.flag, SampleCountries.belgium))

    #expect(code.text == "The ISO alpha-2 code for Belgium is BE.")
    #expect(flag.text == "The flag of Belgium is 🇧🇪")
    #expect(flag.imageURL == "https://flagcdn.com/w320/be.png")
  }

  @Test func reply_listsPrefixMatchesByName() {
    let countries = [SampleCountries.chad, SampleCountries.chile, SampleCountries.china]

    let reply = ReplyPresenter.reply(
      to: "q",
      answer: Answer(
        intent: .countriesByPrefix, countries: countries, prefix: "CH", provenance: .sample))

    #expect(reply.text == "Chad, Chile, China")
    #expect(reply.prefix == "CH")
  }

  @Test func reply_addsTheArticleWhereEnglishNeedsIt() {
    let country = SampleCountries.make("US", "United States", capitals: ["Washington D.C."])

    let reply = ReplyPresenter.reply(to: "q", answer: answer(.capital, country))

    #expect(reply.text == "The capital of the United States is Washington D.C.")
  }

  @Test(arguments: [Language.french, .spanish, .german, .portuguese, .italian])
  func reply_endsWithOneFullStopAfterACapitalThatHasItsOwn(language: Language) {
    let country = SampleCountries.make("US", "United States", capitals: ["Washington, D.C."])

    let reply = ReplyPresenter.reply(
      to: "q",
      answer: Answer(
        intent: .capital, countries: [country], provenance: .sample, language: language))

    #expect(reply.text.hasSuffix("Washington, D.C."))
    #expect(!reply.text.hasSuffix(".."))
  }

  @Test func reply_writesACurrencyInLowerCaseInAPortugueseSentenceAndCapitalisedInGerman() {
    let base = SampleCountries.make("JP", "Japan", capitals: ["Tokyo"])
    let japan = Country(
      cca2: "JP", cca3: "JPN", names: base.names, capitals: base.capitals, flag: base.flag,
      currencies: [Country.Currency(code: "JPY", name: "Japanese yen", symbol: "¥")])

    let portuguese = ReplyPresenter.reply(
      to: "q",
      answer: Answer(
        intent: .currency, countries: [japan], provenance: .sample, language: .portuguese))
    let german = ReplyPresenter.reply(
      to: "q",
      answer: Answer(intent: .currency, countries: [japan], provenance: .sample, language: .german))

    #expect(portuguese.text.contains("iene japonês"))
    #expect(german.text.contains("Japanischer Yen"))
  }

  @Test func reply_asksWhichOneOnAmbiguousNames() {
    let error = AnswerError.ambiguous(
      intent: .capital, candidates: [SampleCountries.northKorea, SampleCountries.southKorea])

    let reply = ReplyPresenter.reply(to: "capital of korea", error: error)

    #expect(reply.text == "Did you mean North Korea or South Korea?")
    #expect(
      reply.suggestions == [
        "What is the capital of North Korea?", "What is the capital of South Korea?",
      ])
  }

  @Test func reply_offersTheFirstExampleOnUnrecognizedText() {
    let reply = ReplyPresenter.reply(to: "xyzzy", error: .unrecognized)

    #expect(reply.outcome == .unrecognized)
    #expect(reply.intent == nil)
    #expect(reply.suggestions == ["What is the capital of Belgium?"])
  }

  @Test func reply_namesTheMissingPlaceWithoutItsControlCharacters() {
    let reply = ReplyPresenter.reply(
      to: "q", error: .notFound(intent: .flag, name: "\u{1B}[31mNarnia\u{7}"))

    #expect(reply.text == "There is no country called \"Narnia\" in my data.")
    #expect(reply.outcome == .notFound)
  }

  @Test func reply_offersRetryOnlyWhenDataIsUnavailable() {
    let unavailable = ReplyPresenter.reply(to: "q", error: .unavailable(.timedOut))
    let notFound = ReplyPresenter.reply(to: "q", error: .notFound(intent: .flag, name: "x"))

    #expect(unavailable.isRetryable)
    #expect(unavailable.text.contains("did not answer in time"))
    #expect(!notFound.isRetryable)
  }

  @Test func reply_noticesOlderDataWhenTheLiveSourceFailed() {
    let provenance = DataProvenance.sample.standingIn(for: .noConnection)

    let reply = ReplyPresenter.reply(
      to: "q",
      answer: Answer(intent: .flag, countries: [SampleCountries.belgium], provenance: provenance))

    #expect(reply.outcome == .answer)
    #expect(reply.isRetryable)
    #expect(reply.notice?.contains("could not be reached") == true)
  }

  // MARK: - Helpers

  private func answer(_ intent: Intent, _ country: Country) -> Answer {
    Answer(intent: intent, countries: [country], provenance: .sample)
  }
}
