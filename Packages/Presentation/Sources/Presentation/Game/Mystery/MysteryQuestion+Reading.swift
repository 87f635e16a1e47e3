import Domain
import GameRules
import LanguagePacks

extension MysteryQuestion {
  /// The question `text` asks about the secret, with what the question reader found in the line
  /// (`reading`: the countries and the group it names); nil when it asks nothing the data answers
  /// with yes, no or a range.
  init?(_ text: MysteryText, on data: CountryCatalog, reading: Reading) {
    let board = data.board
    if text.has(.startsWith) {
      guard let letter = text.words.last(where: { $0.count == 1 && $0.allSatisfy(\.isLetter) })
      else { return nil }
      self = .startsWith(letter)
      return
    }
    if text.has(.landlocked) {
      self = .landlocked
      return
    }
    let group = Self.group(in: reading)
    let compared: Set<MysteryWords.Cue> = [.borders, .bigger, .smaller, .more, .less, .howMany]
    if let group, text.cued.isDisjoint(with: compared.union([.hemisphere])) {
      self = .inGroup(group)
      return
    }
    // The countries a line names are looked for only where a question needs one.
    let needsACountry: Set<MysteryWords.Cue> = [
      .borders, .bigger, .smaller, .more, .less, .people, .area, .north, .south, .east, .west,
    ]
    let country =
      text.cued.isDisjoint(with: needsACountry) ? nil : Self.country(in: text, reading, on: board)
    if text.has(.borders) {
      guard let country else { return nil }
      self = .borders(country)
      return
    }
    if let point = Self.point(in: text), text.cued.isDisjoint(with: compared) {
      self = country.map { .direction(point, of: $0) } ?? .hemisphere(point)
      return
    }
    let people = text.has(.people)
    let side: Side = text.has(.less) || text.has(.smaller) ? .less : .more
    if text.has(.howMany) {
      self = .size(people ? .population : .area)
      return
    }
    let sized = text.has(.bigger) || text.has(.smaller)
    if let country, sized || people || text.has(.area),
      text.has(.more) || text.has(.less) || sized
    {
      self = .compared(people ? .population : .area, side, country)
      return
    }
    if let value = Self.number(in: text), text.has(.more) || text.has(.less) || sized {
      let scaled = text.has(.million) || text.has(.billion)
      guard people || scaled || text.has(.area) || sized else { return nil }
      self = .measure(text.has(.area) || (sized && !people) ? .area : .population, side, value)
      return
    }
    // "Does it use the euro?", "parle-t-on espagnol ?": the reader finds no group around the
    // pronoun, but reads the last words alone as one.
    let probes = ["{value}"] + text.probes
    let tail = (1...2).lazy.compactMap { count -> CountryGroup? in
      guard count <= text.original.count, text.original.count <= 8 else { return nil }
      let tail = text.original.suffix(count)
      // A letter or two alone ("M", "ou") names no currency or language worth a guess.
      guard tail.contains(where: { $0.count > 2 }) else { return nil }
      let words = tail.joined(separator: " ")
      return probes.lazy.compactMap { probe in
        Self.group(in: data.read(Placeholders.fill(probe, with: ["value": words])))
      }.first
    }.first
    guard let found = group ?? tail, found != .world else { return nil }
    self = .inGroup(found)
  }

  /// The region, language, currency or organisation the line names.
  private static func group(in reading: Reading) -> CountryGroup? {
    if let group = reading.group { return group }
    if case .group(let group)? = reading.question?.subject { return group }
    return reading.question?.organisation.map { .organisation($0) }
  }

  /// The country the line names: as the question reader found it, or the words after its cue.
  private static func country(in text: MysteryText, _ reading: Reading, on board: GameBoard)
    -> String?
  {
    if let named = reading.names.last(where: { $0.count == 1 }) { return named[0] }
    let start = text.ends.values.min() ?? 0
    guard start < text.words.count else { return nil }
    for first in start..<text.words.count {
      let words = text.original[first...]
      // A short word alone ("in", "no", "it") is no country unless typed as a code ("UK").
      if words.count == 1, let word = words.first, word.count < 4, word != word.uppercased() {
        continue
      }
      var typed = words.joined(separator: " ")
      // "l'Espagne", "dell'Italia": the name after an elided article.
      if let apostrophe = typed.firstIndex(where: { $0 == "'" || $0 == "’" }),
        !typed[..<apostrophe].contains(" ")
      {
        typed = String(typed[typed.index(after: apostrophe)...])
      }
      let match = board.matcher.countries(named: typed)
      if match.codes.count == 1, !match.isTypo { return match.codes[0] }
    }
    return nil
  }

  /// The first point of the compass the line names.
  private static func point(in text: MysteryText) -> Compass? {
    let points: [(MysteryWords.Cue, Compass)] = [
      (.north, .north), (.south, .south), (.east, .east), (.west, .west),
    ]
    return points.compactMap { cue, point in text.ends[cue].map { ($0, point) } }
      .min { $0.0 < $1.0 }?.1
  }

  /// "50 million" → 50,000,000; "1,5 milliard" → 1,500,000,000; "100000 km²" → 100,000.
  private static func number(in text: MysteryText) -> Double? {
    guard let index = text.words.firstIndex(where: { $0.first?.isNumber == true }) else {
      return nil
    }
    let word = text.words[index]
    let next = index + 1 < text.words.count ? text.words[index + 1] : ""
    let books = [MysteryWords.english] + Language.allCases.map(MysteryWords.table(for:))
    func scale(_ cue: MysteryWords.Cue) -> Bool {
      books.contains { $0.cues[cue]?.contains(next) == true }
    }
    let factor = scale(.billion) ? 1e9 : scale(.million) ? 1e6 : scale(.thousand) ? 1e3 : 1
    let value: Double?
    if factor > 1 {
      value = Double(word.replacingOccurrences(",", with: "."))
    } else {
      value = Double(word.filter { $0 != "," && $0 != "." })
    }
    return value.map { $0 * factor }
  }
}

extension String {
  fileprivate func replacingOccurrences(_ target: Character, with replacement: Character)
    -> String
  {
    String(map { $0 == target ? replacement : $0 })
  }
}
