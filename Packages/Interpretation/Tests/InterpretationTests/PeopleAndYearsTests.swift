import Domain
import DomainTestSupport
import Interpretation
import Testing

/// A country named by its people, and a fact asked of a recent year: both ask about the country
/// as the data has it today.
@Suite struct PeopleAndYearsTests {
  private static let iran: Country = {
    let sample = SampleCountries.make("IR", "Iran", capitals: ["Tehran"])
    return Country(
      cca2: "IR", cca3: sample.cca3, names: sample.names, capitals: ["Tehran"],
      flag: sample.flag, population: 1_000, area: 1_000,
      demonym: Country.Demonym(female: "Iranian", male: "Iranian"),
      demonyms: Country.Demonyms(["fra": Country.Demonym(female: "Iranienne", male: "Iranien")]))
  }()
  private let sut = MultilingualQuestionInterpreter(
    countries: [Self.iran] + SampleCountries.all)

  @Test(arguments: [
    ("what do iranians speak", Intent.languages, Language.english),
    ("what currency do the Iranians use", .currency, .english),
    ("quelle langue parlent les Iraniens", .languages, .french),
  ])
  func peopleByTheirDemonym_nameTheirCountry(line: String, intent: Intent, language: Language) {
    let question = sut.interpret(line)

    #expect(question?.intent == intent, "\(line)")
    #expect(question?.subject == .country("IR"), "\(line)")
    #expect(question?.language == language)
  }

  @Test(arguments: ["capital of Iran in 2019", "what currency did Iran use in 2015"])
  func aFactThatDidNotChange_askedOfARecentYear_isAnswered(line: String) {
    #expect(sut.interpret(line)?.subject == .country("IR"), "\(line)")
  }

  @Test(arguments: [
    "capital of Iran in 1985", "population of Iran in 2015", "capital of Iran in 2050",
  ])
  func history_theFuture_orAPastYearsPopulation_isNotRead(line: String) {
    #expect(sut.interpret(line) == nil, "\(line)")
  }
}

/// What a flag shows is its description; showing the flag is the flag.
@Suite struct FlagDescriptionReadingTests {
  private let sut = MultilingualQuestionInterpreter(countries: SampleCountries.all)

  @Test(arguments: [
    ("what is shown on the flag of Chile?", Intent.flagDescription),
    ("what does the flag of Chile depict", .flagDescription),
    ("show me the flag of Chile", .flag),
    ("flag of chile", .flag),
  ])
  func whatAFlagShows_isItsDescription(line: String, intent: Intent) {
    let question = sut.interpret(line)

    #expect(question?.intent == intent, "\(line)")
    #expect(question?.subject == .country("CL"), "\(line)")
  }
}

/// A follow-up is read with the words a complete question is read with: its cue's own words and
/// the topics its intent allows are not off topic.
@Suite struct FollowUpWordsTests {
  private let sut = MultilingualQuestionInterpreter(countries: SampleCountries.all)

  @Test(arguments: [
    ("and the time zone?", Intent?.some(.timezones)),
    ("and its capital city?", .capital),
    ("what's the capital city then", .capital),
    ("and the president?", .headOfState), ("and the gdp?", nil),
    ("and what time is it there?", nil),
  ])
  func aFollowUp_isReadAsACompleteQuestionWouldBe(line: String, intent: Intent?) {
    #expect(sut.read(line, candidates: []).intent == intent, "\(line)")
  }
}

/// A common word that is also another language's name of a country ("Island", Iceland in Icelandic
/// and German) is the word in an English question.
@Suite struct CommonWordNamesTests {
  private static let countries = [
    SampleCountries.make(
      "IS", "Iceland", capitals: ["Reykjavik"], alternates: ["Ísland"],
      translations: ["deu": "Island"]),
    SampleCountries.make("WS", "Samoa", capitals: ["Apia"]),
  ]
  private let sut = MultilingualQuestionInterpreter(countries: Self.countries)

  @Test func anEnglishWord_isNotAnotherLanguagesNameOfACountry() {
    let question = sut.interpret("Apia is the capital of which island nation")

    #expect(question?.intent == .reverseCapital)
    #expect(question?.subject == .country("WS"))
  }

  @Test func inThatLanguage_itIsTheCountry() {
    #expect(sut.interpret("Hauptstadt von Island")?.subject == .country("IS"))
  }
}
