import Composition
import Domain
import Foundation
import Presentation
import Testing

/// Local time and time differences, asked as people ask them in each language, through the
/// function the shells call, with the clock injected: a winter instant and a summer one.
@Suite struct ClockAcceptanceTests {
  static let localTime: [(String, Language, String, String)] = [
    ("what time is it in France?", .english, "FR", "In France it is 13:05 (Tuesday), UTC+01:00."),
    (
      "Quelle heure est-il en France ?", .french, "FR",
      "En France, il est 13:05 (mardi), UTC+01:00."
    ),
    (
      "¿Qué hora es en Francia?", .spanish, "FR",
      "En Francia, la hora local es 13:05 (martes), UTC+01:00."
    ),
    (
      "Wie spät ist es in Frankreich?", .german, "FR",
      "In Frankreich ist es 13:05 Uhr (Dienstag), UTC+01:00."
    ),
    (
      "Que horas são na França?", .portuguese, "FR",
      "Na França, a hora local é 13:05 (terça-feira), UTC+01:00."
    ),
    (
      "Che ore sono in Francia?", .italian, "FR",
      "In Francia l'ora locale è 13:05 (martedì), UTC+01:00."
    ),
  ]

  @Test(arguments: localTime)
  func localTime_inWinter_saysTheTimeWeekdayAndOffset_inTheQuestionsLanguage(
    question: String, language: Language, code: String, text: String
  ) async {
    let reply = await ask(question, at: Self.january)

    #expect(reply.outcome == .answer, "\(question): \(reply.text)")
    #expect(reply.intent == .localTime)
    #expect(reply.countries == [code])
    #expect(reply.language == language)
    #expect(reply.text == text)
  }

  @Test func localTime_inSummer_countsDaylightSavingTime() async {
    let reply = await ask("what time is it in France?", at: Self.july)

    #expect(reply.text == "In France it is 14:05 (Tuesday), UTC+02:00, daylight saving time.")
  }

  @Test func localTime_ofACountryOfSeveralZones_namesEachOffsetByItsCity() async {
    let reply = await ask("what time is it in the United States?", at: Self.january)

    #expect(reply.intent == .localTime)
    #expect(
      reply.text.hasPrefix(
        "The United States has six time zones: New York 07:05 (Tuesday, UTC-05:00), Chicago 06:05"),
      "\(reply.text)")
  }

  /// A plural name takes no verb that agrees with it: the sentence is about the place.
  @Test func localTime_ofSeveralZones_inFrench_saysThereAreSeveral() async {
    let reply = await ask("quelle heure est-il aux États-Unis ?", at: Self.january)

    #expect(
      reply.text.hasPrefix(
        "Aux États-Unis, il y a six fuseaux horaires : New York 07:05 (mardi, UTC-05:00)"),
      "\(reply.text)")
  }

  static let differences: [(String, Language, String)] = [
    ("time difference between France and Brazil", .english, "France is 4 h ahead of Brazil"),
    (
      "décalage horaire entre la France et le Brésil", .french,
      "En France, on a 4 h d'avance sur le Brésil"
    ),
    (
      "diferencia horaria entre Francia y Brasil", .spanish,
      "La hora de Francia va 4 h por delante de la de Brasil"
    ),
    (
      "Zeitunterschied zwischen Frankreich und Brasilien", .german,
      "In Frankreich ist es 4 h später als in Brasilien"
    ),
    (
      "diferença horária entre a França e o Brasil", .portuguese,
      "A hora da França está 4 h à frente da hora do Brasil"
    ),
    (
      "differenza di fuso orario tra Francia e Brasile", .italian,
      "In Francia è 4 h più tardi che in Brasile"
    ),
  ]

  @Test(arguments: differences)
  func timeDifference_betweenTwoCountries_saysWhichIsAheadAndByHowMuch(
    question: String, language: Language, text: String
  ) async {
    let reply = await ask(question, at: Self.january)

    #expect(reply.outcome == .answer, "\(question): \(reply.text)")
    #expect(reply.intent == .timeDifference)
    #expect(reply.countries == ["FR", "BR"])
    #expect(reply.language == language)
    #expect(
      reply.text == text + " (Paris 13:05, UTC+01:00; Sao Paulo 09:05, UTC-03:00).",
      "\(reply.text)")
  }

  static let conversions: [(String, Language)] = [
    ("when it's 9 am in Tokyo what time is it in Lisbon", .english),
    ("quand il est 9 h à Tokyo, quelle heure est-il à Lisbonne ?", .french),
    ("cuando son las 9 en Tokio, ¿qué hora es en Lisboa?", .spanish),
    ("wenn es in Tokio 9 Uhr ist, wie spät ist es in Lissabon?", .german),
    ("quando são 9 horas em Tóquio, que horas são em Lisboa?", .portuguese),
    ("quando sono le 9 a Tokyo, che ore sono a Lisbona?", .italian),
  ]

  @Test(arguments: conversions)
  func aTimeGivenInOnePlace_isReadOnTheOthersClocks(question: String, language: Language) async {
    let reply = await ask(question, at: Self.january)

    #expect(reply.intent == .timeDifference, "\(question): \(reply.text)")
    #expect(reply.countries == ["JP", "PT"])
    #expect(reply.language == language)
    #expect(reply.text.contains("09:00"), "\(reply.text)")
    #expect(reply.text.contains("00:00"), "\(reply.text)")
    #expect(reply.text.hasSuffix("(Tokyo UTC+09:00; Lisbon UTC)."), "\(reply.text)")
  }

  @Test func aTimeGivenInOnePlace_mayFallOnTheDayBeforeElsewhere() async {
    let reply = await ask("when it's 7 am in Tokyo what time is it in Lisbon", at: Self.july)

    #expect(
      reply.text
        == "When it is 07:00 in Japan, it is 23:00 the day before in Portugal (Tokyo UTC+09:00; Lisbon UTC+01:00)."
    )
  }

  @Test func timeDifference_fromTheUser_measuresFromTheirZone_orAsksWhereTheyAre() async {
    let paris = Whereabouts(
      location: UserLocation(.country("FR"), source: .timeZone("Europe/Paris", from: "TZ")))

    let located = await ask("how many hours ahead of me is India", at: Self.july, paris)
    let unlocated = await ask("how many hours ahead of me is India", at: Self.july)

    #expect(
      located.text
        == "India is 3 h 30 min ahead of you (Kolkata 17:35, UTC+05:30; Paris 14:05, UTC+02:00).")
    #expect(unlocated.needsLocation)
  }

  @Test func aFollowUp_asksTheLocalTimeOfAnotherCountry() async {
    let engine = makeEngine(at: Self.january)
    let (_, after) = await engine.ask("what time is it in Japan", in: Conversation())

    let (reply, _) = await engine.ask("and in Peru?", in: after)

    #expect(reply.intent == .localTime)
    #expect(reply.text == "In Peru it is 07:05 (Tuesday), UTC-05:00.")
  }

  /// The eval sets read a bare "what time is it" as no question, even in a conversation about a
  /// country: the line names no country, so it borrows none; a time of day with one place is no
  /// question either (today's time would answer another); the time zones keep their question.
  @Test(arguments: [
    ("what time is it", nil), ("che ore sono?", nil), ("¿qué hora es?", nil),
    ("quelle heure est-il", nil), ("what time is it in Japan at 9", nil),
    ("what time zone is Japan in", Intent.timezones),
  ])
  func aTimeQuestionNamingNoCountry_isNotAboutTheOneTalkedAbout(line: String, intent: Intent?)
    async
  {
    let engine = makeEngine(at: Self.january)
    let (_, after) = await engine.ask("what is the capital of Peru", in: Conversation())

    let (reply, _) = await engine.ask(line, in: after)

    #expect(reply.intent == intent, "\(line): \(reply.text)")
  }

  // MARK: - Helpers

  /// Tuesday 13 January 2026, 12:05 UTC; Tuesday 14 July 2026, 12:05 UTC.
  static let january = Date(timeIntervalSince1970: 1_768_305_900)
  static let july = Date(timeIntervalSince1970: 1_784_030_700)

  private func makeEngine(at instant: Date) -> ConversationEngine {
    let answerer = QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true))
    return QuizComposer.makeEngine(answerer: answerer, now: { instant })
  }

  private func ask(_ question: String, at instant: Date, _ whereabouts: Whereabouts = .unknown)
    async -> Reply
  {
    await makeEngine(at: instant).ask(question, in: Conversation(), whereabouts: whereabouts).0
  }
}
