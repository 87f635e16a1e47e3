import Domain
import LanguagePacks

/// Currencies as people name them: a unit ("franc"), told apart by the words before it ("swiss",
/// "west african cfa") or by a country that uses it ("british pound"); an ISO code typed in capitals.
struct CurrencyTable: Sendable {
  /// Unit word → the currencies with that unit: code, folded name words, the countries using it.
  private var byUnit: [String: [(code: String, words: Set<String>, users: Set<String>)]] = [:]
  private var aliases = PhraseTable()
  private var codes: Set<String> = []

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
    var users: [String: Set<String>] = [:]
    var names: [String: String] = [:]
    for position in countries.indices {
      for currency in countries[position].currencies {
        users[currency.code, default: []].insert(countries[position].cca2)
        names[currency.code] = names[currency.code] ?? currency.name
      }
    }
    for (code, name) in names.sorted(by: { $0.key < $1.key }) {
      let words = Tokenizer.nameKeys(name, spelling: spelling)
      guard let unit = words.last else { continue }
      byUnit[unit, default: []].append((code, Set(words), users[code] ?? []))
      codes.insert(code)
    }
    aliases = aliasTable
  }

  func match(in tokens: [Token], excluding excluded: Set<Int>, index: CountryNameIndex)
    -> PhraseMatch?
  {
    for (position, token) in tokens.enumerated()
    where !excluded.contains(position) && token.text.utf8.count == 3
      && token.text.utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) && codes.contains(token.text)
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
      let unit = byUnit[key] != nil ? key : key.hasSuffix("s") ? String(key.dropLast()) : key
      guard let candidates = byUnit[unit] else { continue }
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
