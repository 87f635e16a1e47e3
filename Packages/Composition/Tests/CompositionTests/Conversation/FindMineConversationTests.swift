import Composition
import Domain
import DomainTestSupport
import Foundation
import GameRules
import Testing

@testable import Presentation

/// "Guess my country" through the one conversation engine over the bundled data: started in each
/// language's words, answered with its yes and no, the game carried from turn to turn only in the
/// conversation's compact text, as the daemon's context carries it.
@Suite struct FindMineConversationTests {
  private let clock = FakeClock()
  private let engine: ConversationEngine

  init() {
    let clock = clock
    engine = QuizComposer.makeEngine(
      answerer: QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true)),
      now: { clock.date }, seed: { 7 })
  }

  @Test(arguments: [
    ("guess my country", "yes", "no", "Peru", "Found it: Peru, in", Language.english),
    ("Devine mon pays !", "oui", "non", "Pérou", "Trouvé : Pérou, en", .french),
    ("¿Adivina mi país?", "sí", "no", "Perú", "¡Lo encontré: Perú, en", .spanish),
    ("errate mein Land", "ja", "nein", "Peru", "Gefunden: Peru, in", .german),
    ("adivinha o meu país", "sim", "não", "Perú", "Encontrei: Perú, em", .portuguese),
    ("indovina il mio paese", "sì", "no", "Perù", "Trovato: Perù, in", .italian),
  ])
  func aWholeGame_inEachLanguage_findsTheCountryThePlayerThinksOf(
    start: String, yes: String, no: String, name: String, found: String, language: Language
  ) async throws {
    let transcript = try await play(thinkingOf: "PE", start: start, yes: yes, no: no)

    let last = try #require(transcript.last)
    #expect(last.reply.contains(found), "\(last.reply)")
    #expect(last.reply.contains(name))
    #expect(transcript.first?.game?.mode == .findMine)
    #expect(transcript.first?.game?.language == language)
    #expect(last.game?.over == true)
    #expect(transcript.count <= 12)
    if language == .english || language == .french {
      print(transcript.map { "> \($0.line)\n\($0.reply)" }.joined(separator: "\n"))
    }
  }

  @Test func dontKnow_skipsTheQuestion_andTheNextOneIsAnother() async throws {
    let (first, playing) = await engine.ask("guess my country", in: Conversation())
    let (next, _) = await engine.ask("don't know", in: try reopen(playing))

    #expect(first.text.contains("Question 1:"), "\(first.text)")
    #expect(next.text.contains("Question 2:"), "\(next.text)")
    #expect(next.game?.question != first.game?.question)
  }

  @Test func answersThatFitNoCountry_giveUp_andNamingIt_saysWhichAnswerDidNotFit() async throws {
    var (reply, conversation) = await engine.ask(
      "think of a country and you guess", in: Conversation())
    while conversation.game?.asksYesOrNo == true {
      (reply, conversation) = await engine.ask("nope", in: try reopen(conversation))
    }
    let gaveUp = reply.text

    let (end, after) = await engine.ask("Peru", in: try reopen(conversation))
    let (answer, _) = await engine.ask("capital of peru", in: after)

    #expect(gaveUp.contains("Which country was it?"), "\(gaveUp)")
    #expect(end.text.contains("Peru!"), "\(end.text)")
    #expect(end.text.contains("You answered no to"), "\(end.text)")
    #expect(end.text.contains("but my data says yes"))
    #expect(end.game?.over == true)
    #expect(answer.text.contains("Lima"))
  }

  @Test func aWordThatIsNoAnswer_asksForYesOrNo_andKeepsTheQuestion() async throws {
    let (first, playing) = await engine.ask("guess my country", in: Conversation())

    let (reply, next) = await engine.ask("banana", in: try reopen(playing))

    #expect(reply.text.contains("Answer yes, no or don't know"), "\(reply.text)")
    #expect(next.game == playing.game)
    #expect(reply.game?.question == first.game?.question)
  }

  @Test func stop_keepsTheSecret_andRecordsNoScore() async throws {
    let (_, playing) = await engine.ask("guess my country", in: Conversation())

    let (reply, after) = await engine.ask("stop", in: try reopen(playing))

    #expect(reply.text.contains("your country stays a secret"), "\(reply.text)")
    #expect(after.game == nil)
    #expect(after.profile.games == playing.profile.games)
  }

  @Test func theBatchContract_carriesTheModeAndTheQuestion() async throws {
    let (reply, _) = await engine.ask("guess my country", in: Conversation())

    let json = reply.jsonLine
    #expect(json.contains("\"mode\":\"find-mine\""), "\(json)")
    #expect(json.contains("\"question\":\"Question 1:"))
  }

  // MARK: - Helpers

  private struct Said {
    let line: String
    let reply: String
    let game: GameStatus?
  }

  /// The conversation as the daemon gets it back: its text only.
  private func reopen(_ conversation: Conversation) throws -> Conversation {
    try #require(Conversation(text: conversation.text))
  }

  /// A whole game, the player thinking of `code` and answering honestly in the game's words.
  private func play(thinkingOf code: String, start: String, yes: String, no: String)
    async throws -> [Said]
  {
    let board = try await QuizComposer.makeAnswerer(
      configuration: QuizConfiguration(isOffline: true)
    ).load().get().board
    let country = try #require(board.country(code))
    var (reply, conversation) = await engine.ask(start, in: Conversation())
    var said = [Said(line: start, reply: reply.text, game: reply.game)]
    while let game = conversation.game, let question = game.asking, said.count < 25 {
      let line = question.holds(for: country, in: game.language) == false ? no : yes
      (reply, conversation) = await engine.ask(line, in: try reopen(conversation))
      said.append(Said(line: line, reply: reply.text, game: reply.game))
    }
    return said
  }
}
