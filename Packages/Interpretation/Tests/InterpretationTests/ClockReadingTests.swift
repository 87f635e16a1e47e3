import Domain
import DomainTestSupport
import Interpretation
import Testing

@Suite struct ClockReadingTests {
  @Test(arguments: [
    ("what time is it in Japan", Language.english), ("what's the time in Japan?", .english),
    ("local time in Japan", .english), ("Quelle heure est-il au Japon ?", .french),
    ("¿Qué hora es en Japón?", .spanish), ("Wie spät ist es in Japan?", .german),
    ("Que horas são no Japão?", .portuguese), ("Che ore sono in Giappone?", .italian),
  ])
  func interpret_readsTheLocalTimeOfACountry(text: String, language: Language) {
    #expect(
      Self.sut.interpret(text)
        == Question(intent: .localTime, subject: .country("JP"), language: language))
  }

  @Test(arguments: [
    ("time difference between France and Brazil", Language.english),
    ("décalage horaire entre la France et le Brésil", .french),
    ("diferencia horaria entre Francia y Brasil", .spanish),
    ("Zeitunterschied zwischen Frankreich und Brasilien", .german),
    ("diferença horária entre a França e o Brasil", .portuguese),
    ("differenza di fuso orario tra Francia e Brasile", .italian),
  ])
  func interpret_readsATimeDifferenceBetweenTwoCountries(text: String, language: Language) {
    #expect(
      Self.sut.interpret(text)
        == Question(intent: .timeDifference, subject: .between(["FR", "BR"]), language: language))
  }

  @Test(arguments: ["how many hours ahead of me is Japan", "how many hours behind me is Japan"])
  func interpret_readsATimeDifferenceFromThePersonAsking(text: String) {
    #expect(
      Self.sut.interpret(text) == Question(intent: .timeDifference, subject: .between(["JP"])))
  }

  @Test(arguments: [
    ("what time zone is Japan in", Intent.timezones),
    ("What time zones does Japan have?", .timezones),
    ("what time zone is it in Japan", .timezones), ("fuseau horaire du Japon", .timezones),
  ])
  func interpret_leavesTimeZoneQuestionsToTheTimeZones(text: String, intent: Intent) {
    #expect(Self.sut.interpret(text)?.intent == intent)
  }

  @Test(arguments: ["what time is it", "che ore sono?", "¿qué hora es?", "quelle heure est-il"])
  func interpret_readsNoQuestionInTheTimeAskedOfNoCountry(text: String) {
    #expect(Self.sut.interpret(text) == nil)
  }

  @Test(arguments: [
    ("when it's 9 am in Tokyo what time is it in Lisbon", 540, Language.english),
    ("what time is it in Lisbon when it is 9pm in Tokyo", 1_260, .english),
    ("if it's 21:30 in Japan what time is it in Portugal", 1_290, .english),
    ("quand il est 9 h à Tokyo, quelle heure est-il à Lisbonne ?", 540, .french),
    ("cuando son las 9 en Tokio, ¿qué hora es en Lisboa?", 540, .spanish),
    ("wenn es in Tokio 9 Uhr ist, wie spät ist es in Lissabon?", 540, .german),
    ("quando são 9 horas em Tóquio, que horas são em Lisboa?", 540, .portuguese),
    ("quando sono le 9 a Tokyo, che ore sono a Lisbona?", 540, .italian),
  ])
  func interpret_readsATimeGivenInOnePlace_askedInAnother(
    text: String, minute: Int, language: Language
  ) {
    #expect(
      Self.sut.interpret(text)
        == Question(
          intent: .timeDifference, subject: .between(["JP", "PT"]), language: language,
          clockTime: minute))
  }

  /// Today's time would answer another question than the one asked.
  @Test(arguments: ["what time is it in Japan at 9", "when it's 9 am what time is it in Lisbon"])
  func interpret_readsNoQuestionInATimeGivenWithoutTwoPlaces(text: String) {
    #expect(Self.sut.interpret(text) == nil)
    #expect(Self.sut.read(text, candidates: []).names.isEmpty)
  }

  // MARK: - Helpers

  private static let sut = MultilingualQuestionInterpreter(countries: [
    SampleCountries.make(
      "PT", "Portugal", capitals: ["Lisbon"],
      translations: [
        "fra": "Portugal", "spa": "Portugal", "deu": "Portugal", "por": "Portugal",
        "ita": "Portogallo",
      ]),
    SampleCountries.make(
      "JP", "Japan", capitals: ["Tokyo"],
      translations: [
        "fra": "Japon", "spa": "Japón", "deu": "Japan", "por": "Japão", "ita": "Giappone",
      ]),
    SampleCountries.make(
      "FR", "France",
      translations: [
        "fra": "France", "spa": "Francia", "deu": "Frankreich", "por": "França", "ita": "Francia",
      ]),
    SampleCountries.make(
      "BR", "Brazil",
      translations: [
        "fra": "Brésil", "spa": "Brasil", "deu": "Brasilien", "por": "Brasil", "ita": "Brasile",
      ]),
  ])
}
