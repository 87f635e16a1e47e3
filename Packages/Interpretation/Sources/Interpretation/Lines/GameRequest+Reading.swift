import Domain
import LanguagePacks

/// Reading a request to start a game ("quiz me on capitals in 3 minutes", "joue aux drapeaux") in
/// the words of every language's game phrasebook.
extension GameRequest {
  /// The request a line makes, or nil when the line does not ask for a game. Every language's
  /// words compete: the one whose opening and topic words the line uses most wins; on a tie (a bare
  /// "quiz"), `preferring` (the conversation's language), then English.
  static func read(_ line: String, preferring: Language = .english) -> GameRequest? {
    if let request = wholeLine(line, preferring: preferring) { return request }
    let languages = mayStartAGame(line)
    guard !languages.isEmpty else { return nil }
    let text = line.gameWords
    var best: (request: GameRequest, score: Int)?
    let order = [preferring] + Language.allCases.filter { $0 != preferring }
    for language in order where languages.contains(language) {
      guard let (request, score) = read(text, GamePhrasebook.Reading.table(for: language), language)
      else {
        continue
      }
      if score > best?.score ?? 0 { best = (request, score) }
    }
    return best?.request
  }

  /// The request `text` makes in the words of `language`, with a score: the opening's length, and ten
  /// a topic word of that language.
  private static func read(
    _ text: String, _ words: GamePhrasebook.Reading, _ language: Language
  ) -> (GameRequest, Int)? {
    if words.daily.contains(text) {
      return (GameRequest(mode: .daily, language: language), 100)
    }
    func opening(_ openings: [String]) -> String? {
      openings.filter { text == $0 || text.hasPrefix($0 + " ") }.max { $0.count < $1.count }
    }
    let nameAll = opening(words.nameAll)
    let general = opening(words.openings)
    guard let chosen = [nameAll, general].compactMap({ $0 }).max(by: { $0.count < $1.count })
    else { return nil }
    var rest = text.dropFirst(chosen.count).split(separator: " ").map(String.init)
    // No game's topic takes more words than this ("the capitals of the countries of South America
    // in five minutes" takes ten): a longer line is read as a question, and the work stays bounded.
    guard rest.count <= Self.longestTopic else { return nil }
    let minutes = takeMinutes(&rest, words)
    let topicStart =
      rest.firstIndex { !words.fillers.contains($0) && !english.fillers.contains($0) }
      ?? rest.endIndex
    rest.removeFirst(topicStart)
    if chosen == nameAll, rest.first != words.countries { rest.insert(words.countries, at: 0) }
    let own = rest.filter { word in words.modes.values.contains { $0.contains(word) } }.count
    let topic = rest.joined(separator: " ")
    let mode = chosen == nameAll ? GameMode.nameAll : mode(of: rest, words, language)
    let request = GameRequest(
      mode: mode, topic: mode == .nameAll ? topic : nil, minutes: minutes, language: language)
    return (request, chosen.count + 10 * own)
  }

  private static let english = GamePhrasebook.Reading.english
  /// The most words a game's topic may have after its opening.
  static let longestTopic = 24

  /// The first words of every language's game requests, each with a tab and the languages whose
  /// requests begin with it ("quiz\tenglish french …"): compiled into the binary
  /// (`CompiledNames.gameOpenings`), since building them from the six phrasebooks touched a megabyte
  /// of the binary in every process, and the daemon reads each line for a game request first.
  static func openingLines() -> [String] {
    var languages: [String: [Language]] = [:]
    for language in Language.allCases {
      let words = Set(GamePhrasebook.Reading.table(for: language).beginnings.map(\.leadingWord))
      for word in words where !word.isEmpty { languages[word, default: []].append(language) }
    }
    return languages.map { word, languages in
      "\(word)\t" + languages.map(\.rawValue).joined(separator: " ")
    }
  }

  /// The languages whose game words `line` begins with; none for most lines.
  private static func mayStartAGame(_ line: String) -> [Language] {
    let bytes = line.utf8.drop { byte in
      [
        UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
        UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "."),
      ].contains(byte)
    }
    guard let first = bytes.first else { return [] }
    // A line beginning with anything but a letter of an opening (an accented or foreign letter, a
    // digit) begins no game.
    let letter = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) ? first | 0x20 : first
    let word = bytes.prefix { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
      .filter { !"?!.,:".utf8.contains($0) }
    let key = TextFolding.fold(String(decoding: word, as: UTF8.self))
    guard key.utf8.first == letter, let line = CompiledNames.gameOpenings.lines(key: key).first
    else { return [] }
    return line.split(separator: "\t").last.map { codes in
      codes.split(separator: " ").compactMap { Language(rawValue: String($0)) }
    } ?? []
  }

  private static func mode(
    of topic: [String], _ reading: GamePhrasebook.Reading, _ language: Language
  ) -> GameMode {
    if LearningWords.isLookAlike(topic, in: language) { return .lookAlike }
    func has(_ mode: GameMode) -> Bool {
      let named = (reading.modes[mode] ?? []) + (english.modes[mode] ?? [])
      return topic.contains { named.contains($0) }
    }
    if topic.isEmpty || has(.mixed) { return .mixed }
    if has(.daily) { return .daily }
    if has(.flags) { return .flags }
    if has(.shapes) { return .shapes }
    if has(.codes) { return .codes }
    if has(.higherLower) { return .higherLower }
    if has(.capitals) { return has(.countries) ? .countries : .capitals }
    return .nameAll
  }

  /// Removes "in 3 minutes", "3 min", "for five minutes" and gives the number.
  private static func takeMinutes(_ words: inout [String], _ reading: GamePhrasebook.Reading)
    -> Int?
  {
    guard
      let unit = words.firstIndex(where: {
        reading.minuteUnits.contains($0) || english.minuteUnits.contains($0)
      }),
      unit > 0,
      let value = Int(words[unit - 1])
        ?? (reading.numbers + english.numbers).first(where: { $0.0 == words[unit - 1] })?.1
    else { return nil }
    var start = unit - 1
    if start > 0,
      reading.minutePrepositions.contains(words[start - 1])
        || english.minutePrepositions.contains(words[start - 1])
    {
      start -= 1
    }
    words.removeSubrange(start...unit)
    return min(max(value, 1), 60)
  }
}
