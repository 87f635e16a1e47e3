import Composition
import Domain
import Presentation
import Testing

/// A question the quiz refuses is refused in its own language, even when another language's reader
/// finds the country it names: the scorer and the person asking both expect their language back.
@Suite struct RefusalLanguageTests {
  private let engine = QuizComposer.makeEngine(
    answerer: QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true)))

  @Test(arguments: [
    ("wer war der erste Präsident von Frankreich", Language.german),
    ("quem foi o primeiro presidente do Brasil", .portuguese),
    ("quién fue el primer presidente de México", .spanish),
    ("chi era il presidente della Francia", .italian),
    ("qui était le président du Brésil", .french),
    ("who was the first president of France", .english),
  ])
  func aRefusedQuestionNamingACountry_isRefusedInItsLanguage(line: String, language: Language)
    async
  {
    let (reply, _) = await engine.ask(line, in: Conversation())

    #expect(reply.outcome == .unrecognized, "\(reply.text)")
    #expect(reply.language == language, "\(reply.text)")
  }

  /// English reads "largo" as a typo of "large" and finds a size question there; the line is
  /// Spanish, and so is its refusal.
  @Test(arguments: [
    ("¿cuál es el río más largo de Argentina?", Language.spanish),
    ("qual è il fiume più lungo del Brasile", .italian),
  ])
  func aLineAnotherLanguageMisreads_isRefusedInItsOwnLanguage(line: String, language: Language)
    async
  {
    let (reply, _) = await engine.ask(line, in: Conversation())

    #expect(reply.outcome == .unrecognized, "\(reply.text)")
    #expect(reply.language == language, "\(reply.text)")
  }

  @Test func aNameAlone_stillFollowsTheConversation() async {
    let (_, french) = await engine.ask("quelle est la capitale du Pérou", in: Conversation())

    let (reply, _) = await engine.ask("und Frankreich?", in: french)

    #expect(reply.countries == ["FR"])
    #expect(reply.language == .german)
  }
}

/// A complete question borrows nothing from the conversation, even one whose fact a follow-up
/// could take.
@Suite struct CompleteQuestionBorrowsNothingTests {
  @Test(arguments: [
    "which country has the most time zones", "which country has the most languages",
  ])
  func aRankingByAFactTheQuizDoesNotRank_isNotAnsweredOfTheLastCountry(line: String) async {
    let engine = QuizComposer.makeEngine(
      answerer: QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true)))
    let (_, aboutIndia) = await engine.ask("capital of India", in: Conversation())

    let (reply, _) = await engine.ask(line, in: aboutIndia)

    #expect(reply.outcome != .answer, "\(reply.text)")
    #expect(reply.countries.isEmpty)
  }
}

/// A ranking of a kind of country the data does not tell apart is not the world's ranking.
@Suite struct KindOfCountryRankingTests {
  private let engine = QuizComposer.makeEngine(
    answerer: QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true)))

  @Test(arguments: [
    "what is the smallest island country", "the largest kingdom in Europe",
    "which is the most populous island nation",
  ])
  func aRankingOfAKindOfCountry_isNotAnswered(line: String) async {
    let (reply, _) = await engine.ask(line, in: Conversation())

    #expect(reply.outcome != .answer, "\(reply.text)")
  }

  /// The quiz ranks countries: the biggest thing inside a country, or a thing no pack names, is
  /// no ranking of the world.
  @Test(arguments: [
    "qual é o maior rio do Brasil", "qual é a maior montanha do Brasil", "qual é a maior xyzzyq",
    "what is the biggest xyzzyq in Brazil",
  ])
  func aRankingOfSomethingElse_isNotAnswered(line: String) async {
    let (reply, _) = await engine.ask(line, in: Conversation())

    #expect(reply.outcome != .answer, "\(reply.text)")
  }

  @Test(arguments: [
    "welcher ist der größte See in Deutschland", "what is the biggest xyzzyq in Brazil",
    "whats the biggest island in the world", "is Germany the biggest?",
  ])
  func aLineRankingSomethingElse_ranksNothingTalkedAbout(line: String) async {
    let (_, ranked) = await engine.ask(
      "qual é o maior país da América do Sul", in: Conversation())

    let (reply, _) = await engine.ask(line, in: ranked)

    #expect(reply.outcome != .answer, "\(reply.text)")
  }

  /// A ranking's words read with a typo: the measure never falls back on area, and the line never
  /// asks the figure of the country talked about.
  @Test(arguments: [
    ("which contry has the bigest population", "IN"),
    ("which country has the largest populaton", "IN"),
    ("what is the smalest country in europe", "VA"),
    ("quel est le plus grnad pays d'Afrique", "DZ"),
  ])
  func aRankingWordWithATypo_isReadAsTheWord(line: String, first: String) async {
    let (_, sweden) = await engine.ask("flag of sweden", in: Conversation())

    let (reply, _) = await engine.ask(line, in: sweden)

    #expect(reply.intent == .superlative, "\(reply.text)")
    #expect(reply.countries.first == first, "\(reply.text)")
  }

  @Test func theWorldsRanking_isStillAnswered() async {
    let (reply, _) = await engine.ask(
      "what is the smallest country in the world", in: Conversation())

    #expect(reply.outcome == .answer)
    #expect(reply.countries.first == "VA")
  }
}
