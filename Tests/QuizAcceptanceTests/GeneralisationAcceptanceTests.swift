import Composition
import Domain
import Presentation
import Testing

/// The classes of gaps real questions showed (issue 12): each case stands for a class, not a line.
@Suite struct GeneralisationAcceptanceTests {
  @Test(arguments: [
    ("what is the capital city of texas usa?", Reply.Outcome.notFound, nil as String?),
    ("what is the population of Sydney Australia", .notFound, nil),
    ("when did krakow become the capital of poland", .unrecognized, nil),
    ("what province is canada's capital located in?", .unrecognized, nil),
    ("who designed the national flag of italy?", .unrecognized, nil),
    ("what colours are on the French flag", .answer, "FR"),
    ("I'm planning a trip, what is the capital of Australia?", .answer, "AU"),
    ("what is the capital of Germany today", .answer, "DE"),
    ("people say Sydney but what is the capital of Australia", .answer, "AU"),
    ("capital of Phillipines", .answer, "PH"),
    ("population of Columbia", .answer, "CO"),
    ("isoode of france", .answer, "FR"),
    ("largest country in Latin America", .notFound, nil),
    ("where is Laos", .answer, "LA"),
  ])
  func answer_handlesEachClassOfRealQuestion(text: String, outcome: Reply.Outcome, country: String?)
    async
  {
    let reply = await ask(text)

    #expect(reply.outcome == outcome, "\(text): \(reply.text)")
    if let country { #expect(reply.countries.first == country, "\(text): \(reply.text)") }
  }

  @Test(arguments: [
    ("countries prefixed with sw", ["SE", "CH"]), ("countries whose first letter is Q", ["QA"]),
    ("countries matching south*", ["ZA", "GS", "KR", "SS"]),
    ("list countries SOU...", ["ZA", "GS", "KR", "SS"]),
  ])
  func answer_readsPrefixQuestionsInEveryForm(text: String, codes: [String]) async {
    let reply = await ask(text)

    #expect(reply.intent == .countriesByPrefix, "\(text): \(reply.text)")
    #expect(reply.countries == codes, "\(text): \(reply.text)")
  }

  @Test func answer_saysTheDataCannotSettleARegionReadAsRegionOrContinent() async {
    let reply = await ask("largest country in asia")

    #expect(reply.text.contains("Russia") && reply.text.contains("China"))
    #expect(reply.text.contains("cannot settle"))
  }

  // MARK: - Helpers

  private func ask(_ text: String) async -> Reply {
    let answerer = QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true))
    return await QuizComposer.makeEngine(answerer: answerer).ask(text, in: Conversation()).0
  }
}
