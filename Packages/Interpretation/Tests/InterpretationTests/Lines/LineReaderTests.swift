import Domain
import LanguagePacks
import Testing

@testable import Interpretation

/// The one reader of lines: every line is classified here, once, by the six packs' words.
@Suite struct LineReaderTests {
  let reader = PhraseLineReader()

  @Test(arguments: [
    ("help", ChatCommand.help), ("/quit", .quit), ("  about ", .about), ("aide", .help),
    ("/frobnicate", .unknownCommand), ("", .empty),
  ])
  func read_aChatCommand_isACommand(line: String, command: ChatCommand) {
    let context = LineContext(language: .french)
    #expect(reader.read(line, in: context).kind == .command(command))
  }

  @Test func read_anEmptyLineWithARetryWaiting_isARetry() {
    #expect(reader.read("", in: LineContext(canRetry: true)).kind == .command(.retry))
  }

  @Test(arguments: ["help", "/retry", "", "quit"])
  func read_aBatchLine_isNeverACommand(line: String) {
    let kind = reader.read(line, in: LineContext(commands: false)).kind
    #expect(kind == .question)
  }

  @Test(arguments: [
    ("quiz me on capitals", GameMode.capitals, Language.english),
    ("joue aux drapeaux", .flags, .french), ("daily challenge", .daily, .english),
  ])
  func read_aGameRequest_startsThatGame(line: String, mode: GameMode, language: Language) {
    guard case .startGame(let request) = reader.read(line, in: LineContext()).kind else {
      Issue.record("\(line) starts no game")
      return
    }
    #expect(request.mode == mode && request.language == language)
  }

  @Test func read_aNameThemAll_keepsItsTopicForTheQuestionReader() {
    let kind = reader.read("play name all countries in Africa", in: LineContext()).kind
    guard case .startGame(let request) = kind else {
      Issue.record("no game")
      return
    }
    #expect(request.mode == .nameAll && request.topic == "countries in africa")
  }

  @Test(arguments: ["Lima", "quiz me on capitals", "remember Peru", "the first"])
  func read_whileAGameRuns_everyOtherLineIsAGuess(line: String) {
    let context = LineContext(game: .english, commands: true)
    #expect(reader.read(line, in: context).kind == .move(.guess(line)))
  }

  @Test(arguments: [
    ("hint", Language.english, GameCommand.hint), ("indice", .french, .hint),
    ("passe", .french, .skip), ("stop", .german, .stop), ("hint", .italian, .hint),
  ])
  func read_aGameCommandWhileAGameRuns_isThatMove(
    line: String, game: Language, command: GameCommand
  ) {
    let context = LineContext(game: game)
    #expect(reader.read(line, in: context).kind == .move(.command(command)))
  }

  @Test(arguments: [("the first", GameMove.Pick.first), ("2", .second), ("premier", .first)])
  func read_aPickWhileARoundAsksWhichOfTwo_isThatPick(line: String, pick: GameMove.Pick) {
    let context = LineContext(language: .french, game: .french, choosing: true)
    #expect(reader.read(line, in: context).kind == .move(.pick(pick)))
  }

  @Test(arguments: ["help", "?", "aide", "/help"])
  func read_helpWhileAGameRuns_isTheGamesHelp(line: String) {
    #expect(reader.read(line, in: LineContext(game: .french)).kind == .gameHelp)
  }

  @Test func read_quitWhileAGameRuns_stillQuitsTheChat() {
    #expect(reader.read("quit", in: LineContext(game: .english)).kind == .command(.quit))
  }

  @Test(arguments: [
    ("remember Japan", FavouriteRequest.Action.add("Japan"), Language.english),
    ("oublie le Japon", .remove("le Japon"), .french), ("mis favoritos", .list, .spanish),
  ])
  func read_aFavouritesLine_isAFavouritesRequest(
    line: String, action: FavouriteRequest.Action, language: Language
  ) {
    let kind = reader.read(line, in: LineContext()).kind
    #expect(kind == .favourites(FavouriteRequest(action, in: language)))
  }

  @Test(arguments: [("remember it", true), ("garde ce pays", true), ("remember Italy", false)])
  func read_aFavouriteNamedByAWordPointingBack_saysSo(line: String, pointsBack: Bool) {
    guard case .favourites(let request) = reader.read(line, in: LineContext()).kind else {
      Issue.record("\(line) is no favourites line")
      return
    }
    #expect(request.pointsBack == pointsBack)
  }

  @Test(arguments: [
    "what is the capital of Peru?", "forget that, what's the capital of Peru?",
    "name all the countries that begin with Z", "Lima",
  ])
  func read_anythingElse_isAQuestion(line: String) {
    #expect(reader.read(line, in: LineContext()).kind == .question)
  }

  @Test func read_aLineOfTooManyWords_isRefusedUnread() {
    let line = Array(repeating: "a", count: LineLimit.words + 1).joined(separator: ",")
    #expect(reader.read(line, in: LineContext()).kind == .tooLong)
    #expect(reader.read(line, in: LineContext(commands: false)).kind == .tooLong)
  }

  @Test func read_trimsAChatLine_andKeepsABatchLineAsSent() {
    #expect(reader.read("  capital of Peru ", in: LineContext()).text == "capital of Peru")
    let batch = reader.read("  capital of Peru ", in: LineContext(commands: false))
    #expect(batch.text == "  capital of Peru ")
  }
}

/// "My weak countries" in each language, as a whole line; a question that only shares its words
/// stays a question.
@Suite struct WeakCountriesLineTests {
  let reader = PhraseLineReader()

  @Test(arguments: [
    ("My weak countries?", Language.english), ("what do I keep getting wrong", .english),
    ("Mes pays faibles", .french), ("qu’est-ce que je rate ?", .french),
    ("mis países débiles", .spanish), ("meine schwachen Länder", .german),
    ("os meus países fracos", .portuguese), ("i miei paesi deboli", .italian),
  ])
  func read_aLineAskingForTheWeakCountries_isThatRequest(line: String, language: Language) {
    #expect(reader.read(line, in: LineContext()).kind == .weakCountries(language))
  }

  @Test(arguments: [
    "which countries have weak currencies", "my weak countries and their capitals",
    "capital of Chad",
  ])
  func read_aQuestionSharingTheWords_isAQuestion(line: String) {
    #expect(reader.read(line, in: LineContext()).kind == .question)
  }
}
