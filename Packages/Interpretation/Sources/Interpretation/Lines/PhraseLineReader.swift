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
    let folded = TextFolding.fold(self)
    if folded.utf8.allSatisfy({ $0 < 0x80 }) { return Self.asciiGameWords(folded) }
    return Self.scalarGameWords(folded)
  }

  /// `gameWords` of folded text, scalar by scalar.
  static func scalarGameWords(_ folded: String) -> String {
    var bytes: [UInt8] = []
    var space = false
    for scalar in folded.unicodeScalars {
      if scalar.properties.isWhitespace {
        space = !bytes.isEmpty
        continue
      }
      if gamePunctuation.contains(scalar) { continue }
      if space { bytes.append(0x20) }
      space = false
      UTF8.encode(scalar == "’" ? "'" : scalar) { bytes.append($0) }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `gameWords` of folded ASCII text, by bytes: the daemon folds every line it hears this way, and
  /// asking each scalar for its Unicode properties was a tenth of a request.
  static func asciiGameWords(_ folded: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(folded.utf8.count)
    var space = false
    for byte in folded.utf8 {
      if byte.isASCIIWhitespace {
        space = !bytes.isEmpty
        continue
      }
      switch byte {
      case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "."), UInt8(ascii: ","),
        UInt8(ascii: ":"):
        continue
      default:
        if space { bytes.append(0x20) }
        space = false
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The phrase's first word, its bytes up to the first space: the start-up sets of phrases' first words
  /// were built character by character, a million instructions of a question starting "what".
  var leadingWord: String {
    String(Substring(utf8.prefix { $0 != 0x20 }))
  }

  private static let gamePunctuation = Set("?!.,:¿¡".unicodeScalars)
}

extension UInt8 {
  /// The ASCII bytes Unicode calls white space: tab, line feed, vertical tab, form feed, carriage
  /// return and space.
  var isASCIIWhitespace: Bool { self == 0x20 || (0x09...0x0D).contains(self) }
}
