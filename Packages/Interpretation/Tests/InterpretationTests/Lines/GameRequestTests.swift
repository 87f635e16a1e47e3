import Domain
import Testing

@testable import Interpretation

@Suite struct GameRequestTests {
  @Test(arguments: [
    "quiz me", "  QUIZ ME on flags", "?quiz me", "Let's play", "Daily challenge",
    "the daily challenge", "Play name all countries in Africa", "test me on capitals",
    "start a quiz",
    "play", "quiz!", "Daily challenge!",
  ])
  func read_startsAGameFromEveryOpening(line: String) {
    #expect(GameRequest.read(line) != nil)
  }

  @Test(arguments: [
    ("I want a game", Language.english, GameMode.mixed),
    ("challenge me on flags", .english, .flags),
    ("fais-moi un quiz sur les capitales", .french, .capitals),
    ("hazme un quiz de banderas", .spanish, .flags),
    ("frag mich nach Hauptstädten", .german, .capitals),
    ("faz-me um quiz de capitais", .portuguese, .capitals),
    ("fammi un quiz sulle capitali", .italian, .capitals),
  ])
  func read_startsAGameAskedForInEveryLanguage(line: String, language: Language, mode: GameMode) {
    let request = GameRequest.read(line)

    #expect(request?.language == language)
    #expect(request?.mode == mode)
  }

  @Test(arguments: [
    "What is the capital of Peru?", "capital of peru", "¿quiz me", "3 quizzes", "Équipe", "",
    "   ", "population of Nigeria",
    // A list asked for, not a game: "name all …" answers with the countries.
    "name all the countries that begin with Z", "nomme tous les pays qui commencent par B",
    "nenne alle Länder in Afrika", "nombra los países de Europa",
  ])
  func read_leavesEveryOtherLineAlone(line: String) {
    #expect(GameRequest.read(line) == nil)
  }
}
