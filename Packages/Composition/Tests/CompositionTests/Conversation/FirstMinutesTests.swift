import Composition
import Domain
import LanguagePacks
import Presentation
import Testing

/// A newcomer's first lines, through the composed system: greetings and thanks get a friendly line
/// in their language and steal no question; a line it cannot answer gets one example suited to what
/// it named; the sub-helps and the near-me and favourites examples help shows work as they say.
@Suite struct FirstMinutesTests {
  private let engine = QuizComposer.makeEngine(
    answerer: QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true)))

  @Test(arguments: [
    ("hello", Language.english, Greeting.Kind.hello), ("thank you!", .english, .thanks),
    ("bonjour", .french, .hello), ("merci", .french, .thanks), ("hola", .spanish, .hello),
    ("gracias", .spanish, .thanks), ("hallo", .german, .hello), ("danke", .german, .thanks),
    ("olá", .portuguese, .hello), ("obrigado", .portuguese, .thanks),
    ("ciao", .italian, .hello), ("grazie", .italian, .thanks),
  ])
  func greeting_getsAFriendlyLineInItsLanguage_andNoAnswer(
    line: String, language: Language, kind: Greeting.Kind
  ) async {
    let before = Conversation(language: .english)

    let (reply, after) = await engine.ask(line, in: before)

    #expect(reply.outcome == .unrecognized && reply.intent == nil)
    #expect(reply.language == language)
    #expect(reply.text == ChatPhrasebook.of(language).reply(to: kind))
    #expect(reply.jsonLine.contains(#""outcome":"unrecognized""#))
    #expect(after == before)
  }

  @Test func loneEmoji_isGreetedInTheConversationsLanguage() async {
    let (reply, _) = await engine.ask("😀", in: Conversation(language: .italian))

    #expect(reply.text == ChatPhrasebook.italian.reply(to: .hello))
  }

  @Test func greetingBeforeAQuestion_leavesItTheQuestion() async {
    let (capital, talked) = await engine.ask("hi, what's the capital of Peru", in: Conversation())
    let (_, thanked) = await engine.ask("thanks!", in: talked)
    let (flag, _) = await engine.ask("thanks, and its flag?", in: talked)
    let (again, _) = await engine.ask("and its flag?", in: thanked)

    #expect(capital.outcome == .answer && capital.intent == .capital && capital.countries == ["PE"])
    #expect(flag.outcome == .answer && flag.intent == .flag && flag.countries == ["PE"])
    #expect(again.intent == .flag && again.countries == ["PE"])
  }

  @Test(arguments: [
    ("when did krakow become the capital of poland", "What is the capital of Poland?"),
    ("who designed the national flag of italy?", "Show me the flag of Italy"),
    ("what is the favourite sport of the people in Peru", "What is the capital of Peru?"),
    ("xyzzy", "What is the capital of Belgium?"),
  ])
  func unanswerableLine_offersOneExampleSuitedToWhatItNamed(line: String, example: String) async {
    let (reply, _) = await engine.ask(line, in: Conversation())

    #expect(reply.outcome == .unrecognized)
    #expect(reply.text == "I can't answer that.")
    #expect(reply.suggestions == [example])
  }

  @Test func unanswerableLine_inFrench_offersAFrenchExampleOfItsCountry() async {
    let (reply, _) = await engine.ask(
      "qui a dessiné le drapeau de l'Italie ?", in: Conversation())

    #expect(reply.language == .french)
    #expect(reply.suggestions.count == 1)
    #expect(reply.suggestions.first?.contains("Italie") == true, "\(reply.suggestions)")
  }

  @Test(arguments: [
    ("help games", Language.english, HelpTopic.games), ("aide jeux", .french, .games),
    ("ayuda juegos", .spanish, .games), ("hilfe fakten", .german, .facts),
    ("ajuda lugares", .portuguese, .places), ("aiuto giochi", .italian, .games),
  ])
  func subHelp_isTheHelpOfItsTopicInTheLanguage(
    line: String, language: Language, topic: HelpTopic
  ) async {
    let (event, _) = await engine.send(line, in: Conversation(language: language))

    #expect(event == .help(ChatPhrasebook.of(language).helpText(on: topic)))
  }

  @Test(arguments: Language.allCases)
  func nearMeExampleOfTheHelp_asksWhereTheUserIs(language: Language) async {
    let line = ChatPhrasebook.of(language).text(.nearMeExample)

    let (reply, _) = await engine.ask(line, in: Conversation(language: language))

    #expect(reply.intent == .nearby && reply.needsLocation, "\(language): \(reply.text)")
  }

  @Test(arguments: Language.allCases)
  func favouritesExampleOfTheHelp_keepsTheExampleCountry(language: Language) async throws {
    let example = ChatPhrasebook.of(language).favouritesExample
    let keep = try #require(example.components(separatedBy: " · ").first)

    let (_, after) = await engine.ask(keep, in: Conversation(language: language))

    #expect(after.profile.favourites == ["BE"], "\(language): \(keep)")
  }
}
