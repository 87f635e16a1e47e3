import Domain
import DomainTestSupport
import Foundation
import GameRules
import Presentation
import Testing

@testable import QuizDaemon

/// "Guess my country" through `POST /v1/ask`: the answers so far travel in the signed context, the
/// countries still possible are worked out again on every request, and the context stays under a
/// kilobyte however long the game.
@Suite struct QuizAPIFindMineTests {
  @Test(arguments: SampleCountries.all.map(\.cca2))
  func ask_findsTheCountryThePlayerThinksOf_turnByTurnThroughTheContext(code: String)
    async throws
  {
    let sut = sampleQuizAPI()
    let country = try #require(SampleCountries.all.first { $0.cca2 == code })
    var reply = try object(await sut.respond(to: ask(["question": "guess my country"])))
    var turns = 0
    while let context = reply["context"] as? String, turns < 20,
      let asking = ConversationContext(secret: "shared").open(context)?.game?.asking
    {
      let line = asking.holds(for: country, in: .english) == false ? "no" : "yes"
      reply = try object(await sut.respond(to: ask(["question": line, "context": context])))
      #expect(reply["contextNotice"] == nil)
      #expect(context.utf8.count <= ConversationContext.maximumLength)
      turns += 1
    }

    let game = try #require(reply["game"] as? [String: Any])
    #expect(game["mode"] as? String == "find-mine")
    #expect(game["over"] as? Bool == true)
    #expect((reply["text"] as? String)?.contains("Found it: ") == true, "\(reply)")
    #expect(reply["countries"] as? [String] == [code])
  }

  @Test func ask_ignoresAnEditedAnswerList() async throws {
    let sut = sampleQuizAPI()
    let start = try object(await sut.respond(to: ask(["question": "guess my country"])))
    let context = try #require(start["context"] as? String)
    var conversation = try #require(ConversationContext(secret: "shared").open(context))
    conversation.game?.asking = .country("CL")
    let forged = ConversationContext(secret: "attacker").seal(conversation)

    let reply = try object(await sut.respond(to: ask(["question": "yes", "context": forged])))

    #expect(reply["contextNotice"] is String)
    #expect((reply["text"] as? String)?.contains("Chile") != true)
  }

  @Test func seal_ofTheLongestFindMyCountryGame_staysWithinOneKilobyte() throws {
    var game = try #require(
      Game(text: "find-mine;1795000000;;;;;0;0;0;;;20;;por;"))
    let long: [FindQuestion] = [
      .subregion("Australia and New Zealand"), .subregion("South-Eastern Asia"),
      .region("Antarctic"), .morePeople(1_400_000_000), .larger(17_000_000),
    ]
    game.clues = (0..<(Game.mostFindQuestions - 1)).map {
      FindClue(long[$0 % long.count], $0 % 3 == 0 ? nil : $0 % 2 == 0)
    }
    game.asking = .country("KR")
    let largest = Conversation(
      intent: .countriesByLanguage, countries: ["KP", "KR"], group: .language("Persian (Farsi)"),
      measure: .population, order: .least, pendingIntent: .callingCode,
      candidates: ["KP", "KR", "CG", "CD", "VG", "VI", "US", "GB"],
      retry: String(repeating: "é", count: 150), game: game)

    let context = ConversationContext(secret: "shared").seal(largest)

    #expect(context.utf8.count <= ConversationContext.maximumLength, "\(context.utf8.count)")
    #expect(ConversationContext(secret: "shared").open(context) == largest)
  }
}
