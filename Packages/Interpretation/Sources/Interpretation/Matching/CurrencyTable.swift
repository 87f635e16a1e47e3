import Domain
import LanguagePacks

/// Currencies as people name them: a unit ("franc"), told apart by the words before it ("swiss",
/// "west african cfa") or by a country that uses it ("british pound"); an ISO code typed in capitals.
struct CurrencyTable: Sendable {
  /// A currency as its unit word finds it: its code, its name's folded words, the countries using it.
  typealias Candidate = (code: String, words: Set<String>, users: Set<String>)

  /// Unit word → the currencies with that unit, in the order of their codes: built from the data,
  /// or compiled for the bundled snapshot (`unitLines`), whose lines are read when a unit is asked.
  private enum Units: Sendable {
    case built([String: [Candidate]], codes: Set<String>)
    case compiled(SortedLines)
  }

  private let units: Units
  private let aliases: PhraseTable

  init(countries: [Country], aliases: [String: String], spelling: Spelling) {
    self.init(
      countries: countries, aliasTable: Self.aliases(aliases, spelling: spelling),
      spelling: spelling)
  }

  /// The currencies' other names (`PlaceWords.currencyAliases`, partly the locale data's), in a
  /// fixed order: a key's values come in one order, the compiled table's.
  static func aliases(_ aliases: [String: String], spelling: Spelling) -> PhraseTable {
    var table = PhraseTable()
    for (alias, code) in aliases.sorted(by: { $0.key < $1.key }) {
      table.add(Tokenizer.nameKeys(alias, spelling: spelling), value: code)
    }
    return table
  }

  /// `aliasTable`: the currencies' other names, built (`aliases(_:spelling:)`) or compiled.
  init(countries: [Country], aliasTable: PhraseTable, spelling: Spelling) {
    let units = Self.units(of: countries, spelling: spelling)
    self.units = .built(units, codes: Set(units.values.joined().map(\.code)))
    aliases = aliasTable
  }

  /// Over the tables compiled for the bundled snapshot: its units (`unitLines`) and the aliases.
  /// Building the units named every currency (3 M instructions), for any line that might name one.
  init(compiledUnits: SortedLines, aliasTable: PhraseTable) {
    units = .compiled(compiledUnits)
    aliases = aliasTable
  }

  /// The units of the currencies `countries` use: each currency's name read into words, its last
  /// word the unit.
  private static func units(of countries: [Country], spelling: Spelling) -> [String: [Candidate]] {
    var users: [String: Set<String>] = [:]
    var names: [String: String] = [:]
    for position in countries.indices {
      for currency in countries[position].currencies {
        users[currency.code, default: []].insert(countries[position].cca2)
        names[currency.code] = names[currency.code] ?? currency.name
      }
    }
    var units: [String: [Candidate]] = [:]
    for (code, name) in names.sorted(by: { $0.key < $1.key }) {
      let words = Tokenizer.nameKeys(name, spelling: spelling)
      guard let unit = words.last else { continue }
      units[unit, default: []].append((code, Set(words), users[code] ?? []))
    }
    return units
  }

  /// The units as `make name-tables` compiles them: "unit, tab, code, tab, the name's words, tab,
  /// the users' codes", words and codes sorted and joined by spaces.
  static func unitLines(of countries: [Country], spelling: Spelling) -> [String] {
    units(of: countries, spelling: spelling).flatMap { unit, candidates in
      candidates.map {
        [
          unit, $0.code, $0.words.sorted().joined(separator: " "),
          $0.users.sorted().joined(separator: " "),
        ].joined(separator: "\t")
      }
    }
  }

  /// The currencies whose unit is `unit`, in the order of their codes; nil when none.
  private func currencies(withUnit unit: String) -> [Candidate]? {
    switch units {
    case .built(let units, _): return units[unit]
    case .compiled(let lines):
      let found = lines.lines(key: unit).compactMap(Self.candidate)
      return found.isEmpty ? nil : found
    }
  }

  /// Whether `code` is a currency's ISO code.
  private func hasCode(_ code: String) -> Bool {
    switch units {
    case .built(_, let codes): codes.contains(code)
    case .compiled(let lines):
      lines.all.contains { line in
        line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
          .dropFirst().first.map(String.init) == code
      }
    }
  }

  private static func candidate(_ line: Substring) -> Candidate? {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
    guard fields.count == 4 else { return nil }
    return (
      String(fields[1]), Set(fields[2].split(separator: " ").map(String.init)),
      Set(fields[3].split(separator: " ").map(String.init))
    )
  }

  func match(in tokens: [Token], excluding excluded: Set<Int>, index: CountryNameIndex)
    -> PhraseMatch?
  {
    for (position, token) in tokens.enumerated()
    where !excluded.contains(position) && token.text.utf8.count == 3
      && token.text.utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) && hasCode(token.text)
    {
      return PhraseMatch(values: [token.text], range: position..<(position + 1))
    }
    let unitMatch = unitMatch(in: tokens, excluding: excluded, index: index)
    let aliasMatch = aliases.longestMatch(in: tokens, excluding: excluded)
    guard let aliasMatch else { return unitMatch }
    guard let unitMatch else { return aliasMatch }
    return aliasMatch.range.count >= unitMatch.range.count ? aliasMatch : unitMatch
  }

  private func unitMatch(in tokens: [Token], excluding excluded: Set<Int>, index: CountryNameIndex)
    -> PhraseMatch?
  {
    for (position, token) in tokens.enumerated().reversed() where !excluded.contains(position) {
      let key = token.key
      guard
        let candidates = currencies(withUnit: key)
          ?? (key.hasSuffix("s") ? currencies(withUnit: String(key.dropLast())) : nil)
      else { continue }
      var start = position
      while start > 0, !excluded.contains(start - 1), position - start < 4,
        tokens[start - 1].isWritten, !Self.stopWords.contains(tokens[start - 1].key)
      {
        start -= 1
      }
      let qualifiers = tokens[start..<position]
      // A country named in full or by its people ("british pound"), not one distinctive word of a name.
      let named = index.bestMatch(in: Array(qualifiers), excluding: [])
      let users = Set(named.flatMap { $0.tier <= .demonym ? $0.codes : nil } ?? [])
      let scored = candidates.map { candidate in
        (
          candidate.code,
          qualifiers.filter { word in
            candidate.words.contains(word.key)
              || candidate.words.contains { $0.hasPrefix(word.key) && word.key.utf8.count >= 4 }
          }.count + (candidate.users.isDisjoint(with: users) ? 0 : 2)
        )
      }
      guard let best = scored.max(by: { $0.1 < $1.1 }) else { continue }
      let rivals = scored.filter { $0.1 == best.1 }.count
      guard rivals == 1, best.1 > 0 || candidates.count == 1 else { return nil }
      let used = qualifiers.isEmpty || best.1 == 0 ? position : start
      return PhraseMatch(values: [best.0], range: used..<(position + 1))
    }
    return nil
  }

  private static let stopWords: Set<String> = [
    "the", "a", "an", "use", "uses", "using", "with", "pay", "in", "of", "is", "are", "countries",
    "country", "where", "which", "what", "who", "that", "do", "does", "can", "i", "they", "many",
    "how",
  ]
}
