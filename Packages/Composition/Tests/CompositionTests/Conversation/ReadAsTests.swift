import Composition
import Domain
import Presentation
import Testing

/// Every reply says how its question was read, and a chat line shows it when a word was corrected
/// or left out: a wrong reading shows, so the user can correct it.
@Suite struct ReadAsTests {
  private let engine = QuizComposer.makeEngine(
    answerer: QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true)))

  @Test func aQuestionWithTypos_isAnswered_andSaysWhatEachTypoWasReadAs() async throws {
    let (reply, _) = await engine.ask("whats the capitl of Frnace?", in: Conversation())

    let readAs = try #require(reply.readAs)
    #expect(reply.text == "The capital of France is Paris.")
    #expect(readAs.intent == .capital)
    #expect(readAs.subject == "France")
    #expect(readAs.line == "Read as: “capitl” → capital, “Frnace” → France")
    #expect(
      reply.jsonLine.contains(
        #""reading":{"intent":"capital","subject":"France","corrected":[{"typed":"capitl","read":"capital"},{"typed":"Frnace","read":"France"}],"leftOut":[],"line":"Read as: “capitl” → capital, “Frnace” → France"}"#
      ))
  }

  @Test func aQuestionReadWordForWord_carriesItsReading_withNoLine() async throws {
    let (reply, _) = await engine.ask("What is the capital of Belgium?", in: Conversation())

    #expect(reply.readAs?.line == nil)
    #expect(
      reply.jsonLine.contains(
        #""reading":{"intent":"capital","subject":"Belgium","corrected":[],"leftOut":[]}"#))
  }

  @Test func aRefusalForWordsItCannotPlace_saysHowItWasRead_withNoLine() async throws {
    let (reply, _) = await engine.ask(
      "what does the star on Kenya's flag stand for", in: Conversation())

    #expect(reply.outcome == .unrecognized)
    #expect(reply.intent == nil)
    #expect(reply.readAs?.intent == .flag)
    #expect(reply.readAs?.subject == "Kenya")
    #expect(reply.readAs?.leftOut == ["star", "stand"])
    #expect(reply.readAs?.line == nil)
    #expect(
      reply.jsonLine.contains(
        #""reading":{"intent":"flag","subject":"Kenya","corrected":[],"leftOut":["star","stand"]}"#)
    )
  }

  @Test func theLine_speaksTheQuestionsLanguage_andNamesTheCountryInIt() async throws {
    let (reply, _) = await engine.ask(
      "quelle est la capitale de l'Allemagnee ?", in: Conversation())

    #expect(reply.language == .french)
    #expect(reply.readAs?.subject == "Allemagne")
    #expect(reply.readAs?.line == "Compris : « Allemagnee » → Allemagne")
  }

  @Test func aFollowUp_notesItsOwnWords() async throws {
    let (_, conversation) = await engine.ask("capital of France", in: Conversation())

    let (reply, _) = await engine.ask("and Germny?", in: conversation)

    #expect(reply.countries == ["DE"])
    #expect(reply.readAs?.intent == .capital)
    #expect(reply.readAs?.line == "Read as: “Germny” → Germany")
  }

  @Test func aLineReadAsNoQuestion_carriesAnEmptyReading() async {
    let (reply, _) = await engine.ask("how do I bake bread", in: Conversation())

    #expect(reply.outcome == .unrecognized)
    #expect(reply.readAs == nil)
    #expect(
      reply.jsonLine.contains(
        #""reading":{"intent":null,"subject":null,"corrected":[],"leftOut":[]}"#))
  }
}

/// A fact asked of a recent year is answered from today's data, and the reply says which day the
/// data describes rather than pretending to be that year's.
@Suite struct DatedQuestionTests {
  private let engine = QuizComposer.makeEngine(
    answerer: QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true)))

  @Test(arguments: [
    ("currency of Norway in 2015", Language.english, "My data describes", "not 2015."),
    ("capitale du Kenya en 2010", .french, "Mes données décrivent la situation au", "pas en 2010."),
    ("¿cuál es la capital de Japón en 2019?", .spanish, "Mis datos describen", "no la de 2019."),
    (
      "Hauptstadt von Kenia 2012", .german, "Meine Daten geben den Stand vom", "nicht den von 2012."
    ),
  ])
  func aFactAskedOfARecentYear_isTodaysAnswer_dated(
    line: String, language: Language, opening: String, closing: String
  ) async throws {
    let (reply, _) = await engine.ask(line, in: Conversation())

    let dated = try #require(reply.lines.last)
    #expect(reply.outcome == .answer)
    #expect(reply.language == language)
    #expect(dated.kind == .notice)
    #expect(dated.text.hasPrefix(opening) && dated.text.hasSuffix(closing), "\(dated.text)")
    #expect(reply.readAs?.years.count == 1)
    #expect(reply.readAs?.leftOut == [])
    #expect(reply.jsonLine.contains(#""years":["#))
  }

  @Test func aQuestionOfNoYear_hasNoDateLine() async {
    let (reply, _) = await engine.ask("currency of Norway", in: Conversation())

    #expect(reply.lines.map(\.kind) == [.plain])
    #expect(reply.readAs?.years == [])
  }
}
