import Domain

extension Game {
  /// The game as one compact field of the conversation's text: thirteen ";"-separated parts, codes
  /// and indices only (the members named are a hexadecimal bit set), about 60 bytes for ten rounds;
  /// a fourteenth, the game's language ("fra"), when it is not English. Once a round is marked, a
  /// fifteenth, versioned by its first letter, holds the seconds spent on each ("t4,12,3"), and the
  /// fourteenth is there, empty for English. Contexts already issued hold these formats: a text of
  /// thirteen or fourteen parts still reads, as a game with no times.
  public var text: String {
    let parts: [String] = [
      mode.rawValue, String(startedAt), deadline.map(String.init) ?? "",
      endedAt.map(String.init) ?? "", rounds.map(Self.text).joined(),
      marks.map(Self.text).joined(), String(hints), String(hintsUsed), String(guesses),
      target.map(Self.text) ?? "", Self.hex(found, total), String(total),
      day.map(String.init) ?? "",
    ]
    // A find-my-country game adds a fifteenth part, its answers (`findText`); a mystery country, its
    // state (`Self.text(mystery)`); a game of timed rounds, the seconds of each (`Game+Timing`). The
    // first two name the language before it always, and have no rounds to time.
    if mode == .findMine { return (parts + [language.rawValue, findText]).joined(separator: ";") }
    if let mystery {
      return (parts + [language.rawValue, Self.text(mystery)]).joined(separator: ";")
    }
    if let travle {
      return (parts + [language.rawValue, Self.text(travle)]).joined(separator: ";")
    }
    guard seconds.isEmpty else {
      let language = language == .english ? "" : language.rawValue
      return (parts + [language, Self.text(seconds: seconds)]).joined(separator: ";")
    }
    return (parts + (language == .english ? [] : [language.rawValue])).joined(separator: ";")
  }

  /// Reads `text`; nil when it is not a game's text or breaks the game's limits.
  public init?(text: Substring) {
    let parts = text.split(separator: ";", omittingEmptySubsequences: false)
    guard (13...15).contains(parts.count), let mode = Mode(rawValue: String(parts[0])),
      let startedAt = Int(parts[1]), let rounds = Self.rounds(parts[4]),
      let marks = Self.marks(parts[5]), marks.count <= rounds.count,
      let hints = Int(parts[6]), let hintsUsed = Int(parts[7]), let guesses = Int(parts[8]),
      let total = Int(parts[11]), (0...Self.maximumAnswers).contains(total),
      let found = Self.indices(parts[10], below: total),
      (0...99).contains(hints), (0...9999).contains(hintsUsed), (0...99_999).contains(guesses),
      Self.times.contains(startedAt)
    else { return nil }
    func optional(_ part: Substring) -> Int?? {
      part.isEmpty ? .some(nil) : Int(part).map { .some($0) }
    }
    guard let deadline = optional(parts[2]), let endedAt = optional(parts[3]),
      let day = optional(parts[12]),
      deadline.map({ (startedAt...Self.times.upperBound).contains($0) }) ?? true,
      endedAt.map({ (startedAt...Self.times.upperBound).contains($0) }) ?? true,
      day.map({ Self.days.contains($0) }) ?? true
    else { return nil }
    let target = Self.target(parts[9])
    guard target != nil || parts[9].isEmpty, mode.isRounds == (target == nil) else { return nil }
    let language =
      parts.count == 14 || parts.count == 15 && !parts[13].isEmpty
      ? Language(rawValue: String(parts[13])) : .english
    let finding = mode == .findMine
    guard !finding || parts.count == 15 else { return nil }
    let mystery = parts.count == 15 && mode.isMystery ? Self.mystery(parts[14]) : nil
    guard mode.isMystery == (mystery != nil) else { return nil }
    let travle = parts.count == 15 && mode.isTravle ? Self.travle(parts[14]) : nil
    guard mode.isTravle == (travle != nil) else { return nil }
    let timed = parts.count == 15 && !finding && !mode.isMystery && !mode.isTravle
    let seconds = timed ? Self.seconds(parts[14], marks: marks.count) : []
    guard let language, let seconds else { return nil }
    self.init(
      mode: mode, rounds: rounds, marks: marks, hints: hints, hintsUsed: hintsUsed,
      guesses: guesses, startedAt: startedAt, deadline: deadline, endedAt: endedAt,
      target: target, found: found, total: total, day: day, language: language,
      seconds: seconds, mystery: mystery, travle: travle)
    if finding {
      guard let (clues, asking) = Self.find(parts[14]) else { return nil }
      self.clues = clues
      self.asking = asking
    }
  }

  /// More answers than any group of the data has: a context claiming more is not a game's.
  public static let maximumAnswers = 400
  /// The instants a game's clock can read, in seconds since 1970: up to the end of the year 9999. A
  /// context or profile naming another is not a game's, and with every instant in this range the
  /// game's arithmetic (elapsed time, time left, the day) cannot overflow.
  public static let times = 0...253_402_300_799
  /// The days a daily challenge can fall on, in days since 1970.
  public static let days = 0...(times.upperBound / 86_400)
  static let maximumRounds = 30

  /// Whether a target's text survives the codec (the data's names never hold ";" or "|").
  static func isEncodable(_ target: GameTarget) -> Bool {
    let text = Self.text(target)
    return !text.contains(";") && !text.contains("|") && text.utf8.count <= 80
  }

  static func text(_ round: GameRound) -> String {
    switch round {
    case .capital(let code): "c" + code
    case .countryOfCapital(let code): "k" + code
    case .flag(let code): "f" + code
    case .code(let code): "i" + code
    case .shape(let code): "o" + code
    case .more(let first, let second, let measure):
      (measure == .population ? "p" : "a") + first + second
    case .lookAlike(let shown, let other): "l" + shown + other
    }
  }

  static func rounds(_ part: Substring) -> [GameRound]? {
    var rounds: [GameRound] = []
    var rest = part[...]
    while let kind = rest.first {
      let length = kind == "p" || kind == "a" || kind == "l" ? 5 : 3
      guard rest.count >= length, rounds.count < maximumRounds else { return nil }
      let codes = rest.dropFirst().prefix(length - 1)
      guard codes.allSatisfy({ $0.isASCII && $0.isUppercase }) else { return nil }
      let first = String(codes.prefix(2))
      let second = String(codes.dropFirst(2))
      switch kind {
      case "c": rounds.append(.capital(first))
      case "k": rounds.append(.countryOfCapital(first))
      case "f": rounds.append(.flag(first))
      case "i": rounds.append(.code(first))
      case "o": rounds.append(.shape(first))
      case "p": rounds.append(.more(first, second, .population))
      case "a": rounds.append(.more(first, second, .area))
      case "l" where LookAlikes.pair(first, second) != nil:
        rounds.append(.lookAlike(first, second))
      default: return nil
      }
      rest = rest.dropFirst(length)
    }
    return rounds
  }

  private static func text(_ mark: Mark) -> String {
    switch mark {
    case .right(let hints): String(min(9, hints))
    case .wrong: "w"
    case .skipped: "s"
    }
  }

  private static func marks(_ part: Substring) -> [Mark]? {
    var marks: [Mark] = []
    for character in part {
      switch character {
      case "w": marks.append(.wrong)
      case "s": marks.append(.skipped)
      default:
        guard let hints = character.wholeNumberValue else { return nil }
        marks.append(.right(hints: hints))
      }
    }
    return marks
  }

  static func text(_ target: GameTarget) -> String {
    switch target {
    case .prefix(let prefix): "p:" + prefix
    case .group(.world): "w"
    case .group(.region(let name)): "r:" + name
    case .group(.language(let name)): "l:" + name
    case .group(.currency(let code)): "c:" + code
    case .group(let group): "o:" + (group.organisationText ?? "")
    case .neighbours(let code): "n:" + code
    }
  }

  static func target(_ part: Substring) -> GameTarget? {
    let value = String(part.dropFirst(2))
    switch part.prefix(2) {
    case "w" where part.count == 1: return .group(.world)
    case "p:" where !value.isEmpty: return .prefix(value)
    case "r:": return .group(.region(value))
    case "l:": return .group(.language(value))
    case "c:": return .group(.currency(value))
    case "o:": return CountryGroup(organisationText: part.dropFirst(2)).map { .group($0) }
    case "n:" where value.utf8.count == 2: return .neighbours(value)
    default: return nil
    }
  }

  /// The indices as hexadecimal digits, four indices a digit, lowest first.
  private static func hex(_ indices: Set<Int>, _ total: Int) -> String {
    guard !indices.isEmpty else { return "" }
    let digits = (total + 3) / 4
    var nibbles = [Int](repeating: 0, count: digits)
    for index in indices where index < total { nibbles[index / 4] |= 1 << (index % 4) }
    while nibbles.last == 0 { nibbles.removeLast() }
    return String(nibbles.map { Character(String($0, radix: 16)) })
  }

  private static func indices(_ part: Substring, below total: Int) -> Set<Int>? {
    var indices: Set<Int> = []
    for (position, character) in part.enumerated() {
      guard let value = character.hexDigitValue else { return nil }
      for bit in 0..<4 where value & (1 << bit) != 0 {
        let index = position * 4 + bit
        guard index < total else { return nil }
        indices.insert(index)
      }
    }
    return indices
  }
}
