/// A request to start a game, read from a line such as "quiz me on capitals in 3 minutes".
public struct GameRequest: Sendable, Equatable {
  public var mode: Game.Mode
  /// The words naming a name-them-all's countries ("countries in South America"), for the
  /// interpreter to read; `target` once read.
  public var topic: String?
  public var target: GameTarget?
  public var minutes: Int?

  public init(
    mode: Game.Mode, topic: String? = nil, target: GameTarget? = nil, minutes: Int? = nil
  ) {
    self.mode = mode
    self.topic = topic
    self.target = target
    self.minutes = minutes
  }

  private static let openings = [
    "quiz me", "test me", "start a quiz", "start a game", "start the quiz", "let's play",
    "lets play", "play a game", "play", "name all", "quiz",
  ]
  private static let dailyWords = [
    "daily challenge", "daily", "today's challenge", "todays challenge", "challenge of the day",
  ]

  /// The request a line makes, or nil when the line does not ask for a game.
  public static func read(_ line: String) -> GameRequest? {
    guard mayStartAGame(line) else { return nil }
    var text = line.lowercased().filter { !"?!.".contains($0) }
    text = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    if dailyWords.contains(where: { text == $0 || text == "the " + $0 || text == "play " + $0 }) {
      return GameRequest(mode: .daily)
    }
    guard let opening = openings.first(where: { text == $0 || text.hasPrefix($0 + " ") }) else {
      return nil
    }
    var words = text.dropFirst(opening.count).split(separator: " ").map(String.init)
    let minutes = takeMinutes(&words)
    if opening == "name all" { words.insert("countries", at: 0) }
    while let first = words.first, ["on", "with", "about", "me", "a", "the", "of"].contains(first) {
      words.removeFirst()
    }
    let topic = words.joined(separator: " ")
    return GameRequest(mode: mode(of: topic), topic: topic, minutes: minutes)
      .keepingTopic()
  }

  /// The first letters a request can begin with (after spaces and "?!."), for a check that spares
  /// every question the full reading: the daemon reads each line for a game request first.
  private static let firstLetters = Set(
    (openings + dailyWords + dailyWords.map { "the " + $0 }).compactMap { $0.utf8.first })

  private static func mayStartAGame(_ line: String) -> Bool {
    for byte in line.utf8 {
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
        UInt8(ascii: "?"), UInt8(ascii: "!"),
        UInt8(ascii: "."):
        continue
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): return firstLetters.contains(byte | 0x20)
      // Other leading bytes: a lower-case letter is checked; anything else (an accented or foreign
      // letter, a digit) begins no game.
      default: return firstLetters.contains(byte)
      }
    }
    return false
  }

  private func keepingTopic() -> GameRequest {
    var request = self
    if mode != .nameAll { request.topic = nil }
    return request
  }

  private static func mode(of topic: String) -> Game.Mode {
    let words = Set(topic.split(separator: " ").map(String.init))
    func has(_ options: Set<String>) -> Bool { !words.isDisjoint(with: options) }
    if topic.isEmpty || has(["mixed", "everything", "anything", "quiz", "game", "geography"]) {
      return .mixed
    }
    if has(["daily", "today's", "todays"]) { return .daily }
    if has(["flag", "flags"]) { return .flags }
    if has(["code", "codes", "iso"]) { return .codes }
    if has(["higher", "lower", "population", "populations", "area", "areas", "size", "sizes"]) {
      return .higherLower
    }
    if has(["capital", "capitals"]) {
      return has(["which", "reverse", "from", "by", "whose"]) ? .countries : .capitals
    }
    return .nameAll
  }

  /// Removes "in 3 minutes", "3 min", "for five minutes" and gives the number.
  private static func takeMinutes(_ words: inout [String]) -> Int? {
    let numbers = [
      "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
      "nine": 9, "ten": 10, "fifteen": 15, "twenty": 20, "a": 1,
    ]
    guard
      let unit = words.firstIndex(where: { ["minute", "minutes", "min", "mins"].contains($0) }),
      unit > 0, let value = Int(words[unit - 1]) ?? numbers[words[unit - 1]]
    else { return nil }
    var start = unit - 1
    if start > 0, ["in", "for", "within"].contains(words[start - 1]) { start -= 1 }
    words.removeSubrange(start...unit)
    return min(max(value, 1), 60)
  }
}
