import Domain
import LanguagePacks

extension GameMove {
  /// A whole line answering a yes-or-no question in `language`'s words or English's: true for
  /// yes, false for no, nil inside for "don't know"; nil when the line is none of them.
  static func yesNo(_ line: String, in language: Language) -> Bool?? {
    guard line.utf8.count <= GameCommand.longestLine else { return nil }
    let words = line.gameWords
    for answers in [GameLineWords.table(for: language), GameLineWords.table(for: .english)] {
      if answers.yes.contains(words) { return .some(true) }
      if answers.no.contains(words) { return .some(false) }
      if answers.unsure.contains(words) { return .some(nil) }
    }
    return nil
  }
}

/// One language's game words as a line is matched against them, folded as `gameWords` folds a
/// line, built once a language: the commands and the find-my-country game's yes, no and "don't
/// know" (the lines that start that game are `findMineStarts`).
struct GameLineWords: Sendable {
  let yes: Set<String>
  let no: Set<String>
  let unsure: Set<String>
  /// The game's commands in this language, folded once: folding every command's words for every
  /// line of a game was most of a turn's reading.
  let commands: [GameCommand: Set<String>]

  init(_ book: FindMinePhrasebook) {
    commands = GamePhrasebook.table(for: book.language).commands.mapValues {
      Set($0.map(\.gameWords))
    }
    yes = Set(book.yes.map(\.gameWords))
    no = Set(book.no.map(\.gameWords))
    unsure = Set(book.unsure.map(\.gameWords))
  }

  /// The lines that start the find-my-country game, folded, by language: apart from the game's
  /// other words, which a question beginning with "find" does not need (building every language's
  /// was 2.5 M instructions of such a question).
  static let findMineStarts = Dictionary(
    uniqueKeysWithValues: Language.allCases.map { language in
      (language, Set(FindMinePhrasebook.table(for: language).starts.map(\.gameWords)))
    })

  /// The folded commands of `language`.
  static func commands(of language: Language) -> [GameCommand: Set<String>] {
    table(for: language).commands
  }

  static let english = GameLineWords(.english)
  static let french = GameLineWords(.french)
  static let spanish = GameLineWords(.spanish)
  static let german = GameLineWords(.german)
  static let portuguese = GameLineWords(.portuguese)
  static let italian = GameLineWords(.italian)
}

extension GameLineWords: OnePerLanguage {}

extension GameRequest {
  /// A line asking the quiz to find the country the player thinks of ("guess my country", "devine
  /// mon pays"): whole lines only, so no question is taken for one. In the language whose words
  /// it is, the conversation's first.
  static func findMine(_ line: String, preferring: Language) -> GameRequest? {
    guard line.utf8.count <= longestFindMineLine else { return nil }
    // Most lines are questions: the first word alone spares them the whole line's folding.
    let first = firstWord(of: line).gameWords
    guard !first.isEmpty, LineTables.startsFindMine(first) else { return nil }
    let words = line.gameWords
    guard words.utf8.count >= 8 else { return nil }
    let order = [preferring] + Language.allCases.filter { $0 != preferring }
    return order.first { GameLineWords.findMineStarts[$0]?.contains(words) == true }
      .map { GameRequest(mode: .findMine, language: $0) }
  }

  /// The line's first word, by bytes when the line is ASCII (most are); "" for a blank line.
  static func firstWord(of line: String) -> String {
    guard line.utf8.allSatisfy({ $0 < 0x80 }) else {
      return line.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
    }
    let word = line.utf8.drop { $0.isASCIIWhitespace }.prefix { !$0.isASCIIWhitespace }
    return String(decoding: word, as: UTF8.self)
  }

  /// Longer than any line that starts the game, in UTF-8 bytes.
  static let longestFindMineLine = 60
}
