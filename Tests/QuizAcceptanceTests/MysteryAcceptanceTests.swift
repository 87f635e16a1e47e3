import Composition
import Domain
import Foundation
import GameRules
import Presentation
import Testing

/// The mystery country through the composed engine over the bundled data: started, questioned,
/// guessed and won in each of the six languages; its answers never name the secret.
@Suite struct MysteryAcceptanceTests {
  private static let answerer = QuizComposer.makeAnswerer(
    configuration: QuizConfiguration(isOffline: true))
  private let now = Date(timeIntervalSince1970: 1_795_000_000)

  /// One game per language: the line that starts it, questions with the data's answers to them
  /// (the words that say yes and no), a wrong guess and how a clue reads.
  @Test(arguments: [
    (
      Language.english, "mystery country", ["is it landlocked?", "does it use the euro?"],
      ["Yes.", "No."], "Japan", "km away"
    ),
    (
      .french, "pays mystère", ["est-il enclavé ?", "utilise-t-il l'euro ?"], ["Oui.", "Non."],
      "Japon", "km, direction"
    ),
    (
      .spanish, "país misterioso", ["¿es sin litoral?", "¿usa el euro?"], ["Sí.", "No."], "Japón",
      "km, al"
    ),
    (
      .german, "Rätselland", ["Ist es ein Binnenstaat?", "Zahlt man mit dem Euro?"],
      ["Ja.", "Nein."], "Japan", "km entfernt"
    ),
    (
      .portuguese, "país mistério", ["é sem litoral?", "usa o euro?"], ["Sim.", "Não."], "Japão",
      "km, a"
    ),
    (
      .italian, "paese misterioso", ["è senza sbocco sul mare?", "usa l'euro?"], ["Sì.", "No."],
      "Giappone", "km, a"
    ),
  ])
  func aWholeGame_isStartedQuestionedAndWon_inItsLanguage(
    language: Language, start: String, questions: [String], yesNo: [String], wrong: String,
    clue: String
  ) async throws {
    let engine = engine(seed: 7)
    var (reply, conversation) = await engine.ask(start, in: Conversation())
    let game = try #require(conversation.game, "\(reply.text)")
    let secret = try #require(game.mystery?.secret)
    let country = try #require(await Self.country(secret))
    #expect(game.mode == .mystery)
    #expect(game.language == language)
    #expect(reply.game?.mode == .mystery)

    (reply, conversation) = await engine.ask(questions[0], in: conversation)
    let landlocked = country.isLandlocked == true
    #expect(reply.text.hasSuffix(landlocked ? yesNo[0] : yesNo[1]), "\(reply.text)")
    (reply, conversation) = await engine.ask(questions[1], in: conversation)
    let euro = country.currencies.contains { $0.code == "EUR" }
    #expect(reply.text.hasSuffix(euro ? yesNo[0] : yesNo[1]), "\(reply.text)")

    if secret != "JP" {
      (reply, conversation) = await engine.ask(wrong, in: conversation)
      #expect(reply.text.hasPrefix("✗"), "\(reply.text)")
      #expect(reply.text.contains(clue), "\(reply.text)")
      #expect(reply.shape == CountryShape.of("JP"), "a wrong guess shows the guess's shape")
    }
    (reply, conversation) = await engine.ask(country.name(in: language), in: conversation)

    #expect(reply.text.hasPrefix("🎉"), "\(reply.text)")
    #expect(reply.game?.over == true)
    #expect(conversation.game == nil)
  }

  @Test(arguments: [
    ("mystery country", Game.Mode.mystery, Language.english), ("play mystery", .mystery, .english),
    ("Daily mystery", .mysteryDaily, .english), ("pays mystère", .mystery, .french),
    ("Pays mystère du jour", .mysteryDaily, .french), ("país misterioso", .mystery, .spanish),
    ("Mysteryland", .mystery, .german), ("Rätselland", .mystery, .german),
    ("Rätselland des Tages", .mysteryDaily, .german), ("paese misterioso", .mystery, .italian),
    ("país mistério", .mystery, .portuguese), ("país mistério do dia", .mysteryDaily, .portuguese),
  ])
  func aRequest_startsAMysteryInItsLanguage(line: String, mode: Game.Mode, language: Language)
    async throws
  {
    let (reply, conversation) = await engine(seed: 3).ask(line, in: Conversation())

    #expect(conversation.game?.mode == mode, "\(reply.text)")
    #expect(conversation.game?.language == language)
    #expect(reply.countries.isEmpty)
  }

  @Test func theDailyMystery_isTheSameForEveryone_andEndsWithALineToShare() async throws {
    let (_, first) = await engine(seed: 1).ask("daily mystery", in: Conversation())
    let (_, second) = await engine(seed: 2).ask("daily mystery", in: Conversation())
    let secret = try #require(first.game?.mystery?.secret)
    let name = try #require(await Self.country(secret)).names.common
    #expect(second.game?.mystery?.secret == secret)
    #expect(first.game?.mode == .mysteryDaily)

    let wrong = secret == "JP" ? "Chile" : "Japan"
    let (_, playing) = await engine(seed: 1).ask(wrong, in: first)
    let (reply, _) = await engine(seed: 1).ask(name, in: playing)

    let share = try #require(reply.game?.share)
    #expect(share.hasPrefix("Country Quiz mystery 2026-11-18 2/6 "), "\(share)")
    #expect(share.hasSuffix("🟩🟩🟩🟩🟩🎉"))
    #expect(!share.contains(name))
  }

  @Test(arguments: [
    ("does it border France?", "Borders France?"),
    ("is it bigger than Spain?", "Larger than Spain?"),
    ("more than 50 million people?", "More than 50 million people?"),
    ("does its name start with M?", "Its name starts with M?"),
    ("is it in Africa?", "In Africa?"),
    ("is it north of Spain?", "North of Spain?"),
    ("do they speak Spanish?", "Spanish spoken?"),
    ("is it in the EU?", "A member of the European Union?"),
    ("is it in the southern hemisphere?", "In the southern hemisphere?"),
  ])
  func aQuestion_isAnsweredWithWhatWasUnderstood(line: String, understood: String) async throws {
    let (reply, _) = await engine(seed: 7).ask(line, in: Self.playing("PE"))

    #expect(reply.text.hasPrefix(understood), "\(reply.text)")
  }

  @Test(arguments: ["what is its capital?", "what is its flag?", "tell me a joke"])
  func aQuestionWithNoYesOrNo_isRefusedPlainly(line: String) async throws {
    let (reply, next) = await engine(seed: 7).ask(line, in: Self.playing("PE"))

    #expect(reply.text.hasPrefix("I can't answer that with yes, no or a range"), "\(reply.text)")
    #expect(next.game == Self.playing("PE").game)
  }

  /// Every country as the secret: no reply to these lines names it, its capital or its codes, or
  /// gives its population.
  @Test func noAnswer_leaksTheSecret_forAnyCountry() async throws {
    let lines = [
      "is it in Africa?", "is it landlocked?", "more than 50 million people?",
      "how many people live there?", "how big is it?", "does its name start with M?",
      "does it use the euro?", "what is its capital?", "what is its ISO code?", "hint", "score",
      "est-il en Europe ?", "combien d'habitants ?", "its flag?",
    ]
    let engine = engine(seed: 7)
    let catalog = try await Self.answerer.load().get()
    for country in Game.mysteryPool(catalog.board) {
      var conversation = Self.playing(country.cca2)
      #expect(Conversation(text: conversation.text)?.game == conversation.game, "\(country.cca2)")
      for line in lines {
        let reply: Reply
        (reply, conversation) = await engine.ask(line, in: conversation)
        let text = reply.text + (reply.game?.question ?? "")
        let words = Set(text.split { !$0.isLetter && !$0.isNumber }.map(String.init))
        let secrets =
          [country.names.common, country.name(in: .french)] + country.capitals
          + [String(country.population)]
        for secret in secrets where !secret.isEmpty {
          #expect(!text.contains(secret), "\(country.cca2): \(line) → \(text)")
        }
        #expect(!words.contains(country.cca2), "\(country.cca2): \(line) → \(text)")
        #expect(!words.contains(country.cca3), "\(country.cca2): \(line) → \(text)")
        #expect(reply.countries.isEmpty, "\(country.cca2): \(line)")
        #expect(conversation.game != nil, "\(country.cca2): \(line)")
      }
    }
  }

  private func engine(seed: UInt64) -> ConversationEngine {
    let now = now
    return QuizComposer.makeEngine(answerer: Self.answerer, now: { now }, seed: { seed })
  }

  private static func playing(_ secret: String) -> Conversation {
    var conversation = Conversation()
    conversation.game = Game(
      mode: .mystery, startedAt: 1_795_000_000, total: Mystery.maximumGuesses,
      mystery: Mystery(secret: secret))
    return conversation
  }

  private static func country(_ code: String) async -> Country? {
    try? await answerer.load().get().board.country(code)
  }
}
