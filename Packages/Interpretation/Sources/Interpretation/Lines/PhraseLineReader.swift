import Domain
import LanguagePacks

/// The line reader: classifies each line once, by the words of the six language packs (their
/// commands, greetings, favourites and game phrases), before any data is loaded. Questions are left to the
/// question reader, which needs the data.
public struct PhraseLineReader: LineReader {
  public init() {}

  public func read(_ line: String, in context: LineContext) -> ReadLine {
    if LineLimit.hasTooManyWords(line) { return ReadLine(text: line, kind: .tooLong) }
    var text = line
    if context.commands {
      text = line.trimmingWhitespace()
      if let game = context.game,
        text == "?" || GameCommand(text, in: GamePhrasebook.table(for: game)) == .help
      {
        return ReadLine(text: text, kind: .gameHelp)
      }
      let command = ChatCommand(text, canRetry: context.canRetry, language: context.language)
      if command != .ask { return ReadLine(text: text, kind: .command(command)) }
    }
    if let game = context.game {
      let move = GameMove(
        text, in: game, choosing: context.choosing, answering: context.answering)
      return ReadLine(text: text, kind: .move(move))
    }
    if let greeting = Greeting.read(text, preferring: context.language) {
      return ReadLine(text: text, kind: .greeting(greeting))
    }
    if let request = GameRequest.read(text, preferring: context.language) {
      return ReadLine(text: text, kind: .startGame(request))
    }
    if let language = LearningWords.weakRequest(text) {
      return ReadLine(text: text, kind: .weakCountries(language))
    }
    if let request = FavouriteRequest.read(text) {
      return ReadLine(text: text, kind: .favourites(request))
    }
    return ReadLine(text: text, kind: .question)
  }
}

extension String {
  /// Folded for matching a game's words: lower case, no accents, one kind of apostrophe, no
  /// "?!." and single spaces.
  ///
  /// Built by bytes: by characters, folding a game's start lines for every process cost 8 M
  /// instructions, a tenth of a one-shot.
  var gameWords: String {
    var bytes: [UInt8] = []
    var space = false
    for scalar in TextFolding.fold(self).unicodeScalars {
      if scalar.properties.isWhitespace {
        space = !bytes.isEmpty
        continue
      }
      if Self.gamePunctuation.contains(scalar) { continue }
      if space { bytes.append(0x20) }
      space = false
      UTF8.encode(scalar == "’" ? "'" : scalar) { bytes.append($0) }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static let gamePunctuation = Set("?!.,:¿¡".unicodeScalars)
}
