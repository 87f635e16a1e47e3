import Composition
import Domain
import Presentation
import Testing

/// A question about one country that holds words the quiz cannot place gets no confident answer,
/// but a question about that country it can answer; a word the language knows as a qualifier of
/// the fact ("total", "official", "left") does not stop an answer.
@Suite struct UnplacedWordsTests {
  private let engine = QuizComposer.makeEngine(
    answerer: QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true)))

  @Test func aFactWrappedInWordsItCannotPlace_isRefused_withWhatItCanTellOfThatCountry() async {
    let (reply, _) = await engine.ask(
      "what does the star on Vietnam's flag stand for", in: Conversation())

    #expect(reply.outcome == .unrecognized)
    #expect(reply.intent == nil && reply.countries.isEmpty)
    #expect(["“star”", "“stand”"].allSatisfy(reply.text.contains), "\(reply.text)")
    #expect(reply.suggestions == ["Show me the flag of Vietnam"])
  }

  @Test(arguments: [
    ("which sea does Bulgaria border", Language.english),
    ("what do they eat in Peru", .english),
    ("what's the capital of Kenya for my homework", .english),
    ("welches Meer grenzt an Bulgarien", .german),
    ("che cosa significa la stella sulla bandiera del Vietnam", .italian),
    ("que signifie l'étoile du drapeau du Vietnam", .french),
    ("qué significa la estrella de la bandera de Vietnam", .spanish),
    ("o que significa a estrela da bandeira do Vietname", .portuguese),
  ])
  func aFactAskedAmongWordsOfAnotherTopic_isRefusedInItsLanguage(
    line: String, language: Language
  ) async {
    let (reply, _) = await engine.ask(line, in: Conversation())

    #expect(reply.outcome == .unrecognized, "\(reply.text)")
    #expect(reply.language == language)
  }

  @Test(arguments: [
    ("what's the total population of Greenland", "GL"),
    ("international dialling code for Japan", "JP"),
    ("which side do cars drive on in Kenya", "KE"),
    ("idiomas oficiais do Canadá", "CA"),
    ("zeig mir die Flagge von Griechenland", "GR"),
    ("a Malta si guida a sinistra?", "MT"),
    ("código ISO da Argentina", "AR"),
    ("how many people live in Iceland 🇮🇸", "IS"),
  ])
  func aFactWithQualifiersTheLanguageKnows_isAnswered(line: String, country: String) async {
    let (reply, _) = await engine.ask(line, in: Conversation())

    #expect(reply.outcome == .answer, "\(reply.text)")
    #expect(reply.countries == [country])
    #expect(reply.readAs?.leftOut == [])
  }

  @Test func theSeatOfGovernment_isAnsweredAsSuch_notWithTheCapital() async {
    // The Hague, not Amsterdam, is where the Netherlands is governed; La Paz, not Sucre, Bolivia.
    for (line, seat) in [
      ("what is the seat of government of the Netherlands", "The Hague"),
      ("where does Bolivia's government sit", "La Paz"),
    ] {
      let (reply, _) = await engine.ask(line, in: Conversation())

      #expect(reply.intent == .seatOfGovernment, "\(line): \(reply.text)")
      #expect(reply.text.contains("seat of government of") && reply.text.contains(seat))
    }
  }

  @Test func theConversation_keepsItsCountryAfterARefusal() async {
    let (_, conversation) = await engine.ask("capital of Bulgaria", in: Conversation())
    let (_, refused) = await engine.ask("which sea does Bulgaria border", in: conversation)

    let (reply, _) = await engine.ask("and its flag?", in: refused)

    #expect(reply.countries == ["BG"])
  }
}
