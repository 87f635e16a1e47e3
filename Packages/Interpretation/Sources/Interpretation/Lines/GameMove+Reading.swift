import Domain
import LanguagePacks

extension GameMove {
  /// The move `line` makes in a game played in `language`: a command, a pick of the first or the
  /// second country while `choosing` (a higher-or-lower round is asked: "the first", "2"), or else
  /// a guess, left for the matcher as typed.
  init(_ line: String, in language: Language, choosing: Bool, answering: Bool = false) {
    let book = GamePhrasebook.table(for: language)
    if let command = GameCommand(line, in: book) {
      self = .command(command)
    } else if answering, let answer = Self.yesNo(line, in: language) {
      self = .yesNo(answer)
    } else if choosing, let pick = Self.pick(line, in: book) {
      self = .pick(pick)
    } else {
      self = .guess(line)
    }
  }

  /// "The first one", "2"; or whether the second country has more than the first: "higher" picks
  /// the second, "lower" the first.
  private static func pick(_ line: String, in book: GamePhrasebook) -> Pick? {
    let word = line.gameWords
    for book in [book, GamePhrasebook.english] {
      if book.firstPick.contains(word) || book.lower.contains(word) { return .first }
      if book.secondPick.contains(word) || book.higher.contains(word) { return .second }
    }
    return nil
  }
}

extension GameCommand {
  /// Longer than any command of any language, in UTF-8 bytes (the longest is under 30).
  static let longestLine = 60

  /// The command `line` names in the words of `book` or English's (accents and case ignored); nil
  /// for a guess.
  init?(_ line: String, in book: GamePhrasebook) {
    // Every command in every language is a few short words: a longer line is a guess, and is not
    // folded here.
    guard line.utf8.count <= Self.longestLine else { return nil }
    let word = line.filter { $0 != "/" }.gameWords
    for words in [
      GameLineWords.commands(of: book.language), GameLineWords.commands(of: .english),
    ] {
      if let command = Self.allCases.first(where: { words[$0]?.contains(word) == true }) {
        self = command
        return
      }
    }
    return nil
  }
}
