import Domain
import LanguagePacks

/// The line reader: classifies each line once, by the words of the six language packs (their
/// commands, favourites and game phrases), before any data is loaded. Questions are left to the
/// question reader, which needs the data.
public struct PhraseLineReader: LineReader {
  public init() {}

  public func read(_ line: String, in context: LineContext) -> ReadLine {
    if LineLimit.hasTooManyWords(line) { return ReadLine(text: line, kind: .tooLong) }
    var text = line
    if context.commands {
      text = line.trimmingWhitespace()
      if let game = context.game, text == "?" || Self.gameCommand(text, in: game) == .help {
        return ReadLine(text: text, kind: .gameHelp)
      }
      let command = ChatCommand(text, canRetry: context.canRetry, language: context.language)
      if command != .ask { return ReadLine(text: text, kind: .command(command)) }
    }
    if context.game != nil { return ReadLine(text: text, kind: .play) }
    if let request = GameRequest.read(text, preferring: context.language) {
      return ReadLine(text: text, kind: .startGame(request))
    }
    if let request = FavouriteRequest.read(text) {
      return ReadLine(text: text, kind: .favourites(request))
    }
    return ReadLine(text: text, kind: .question)
  }

  /// Longer than any game command of any language, in UTF-8 bytes (the longest is under 30).
  static let longestGameCommand = 60

  /// The game command `line` names in the words of the game's language or English's (accents and
  /// case ignored); nil for a guess.
  static func gameCommand(_ line: String, in language: Language) -> GameCommand? {
    // Every command in every language is a few short words: a longer line is a guess, and is not
    // folded here.
    guard line.utf8.count <= longestGameCommand else { return nil }
    let word = line.filter { $0 != "/" }.gameWords
    for words in [GamePhrasebook.table(for: language).commands, GamePhrasebook.english.commands] {
      if let command = GameCommand.allCases.first(where: {
        words[$0]?.contains { $0.gameWords == word } == true
      }) {
        return command
      }
    }
    return nil
  }
}

extension String {
  /// Folded for matching a game's words: lower case, no accents, one kind of apostrophe, no
  /// "?!." and single spaces.
  var gameWords: String {
    String(TextFolding.fold(self).map { $0 == "’" ? "'" : $0 })
      .filter { !"?!.,:¿¡".contains($0) }
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
