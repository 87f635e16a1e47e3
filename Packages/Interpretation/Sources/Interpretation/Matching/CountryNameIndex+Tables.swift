import Domain

/// The tables the index derives from the data's names: built when data loads, or compiled for the
/// bundled snapshot from the same functions (`CompiledNames`).
extension CountryNameIndex {
  /// Every name, alias and distinctive word of `countries`, in `lexicon`'s language.
  static func nameEntries(countries: [Country], lexicon: Lexicon) -> [NameEntry] {
    var builder = Builder(lexicon: lexicon)
    for country in countries {
      builder.add(country)
    }
    builder.addCurated(countries: countries)
    return builder.entries()
  }

  /// People's names: a demonym that is also a name ("Swiss") is the name's, and the name table
  /// answers it.
  static func demonymEntries(countries: [Country], lexicon: Lexicon, names: [NameEntry])
    -> [NameEntry]
  {
    var builder = Builder(lexicon: lexicon)
    builder.addDemonyms(of: countries)
    let named = Set(names.map(\.words))
    return builder.entries().filter { !named.contains($0.words) }
  }

  /// First words read with a typo: the data's names', and the lexicon's own language's (the only
  /// translations in the table). Not demonyms, nor single words of longer names.
  static func typoWords(_ entries: [NameEntry]) -> (data: [String], translated: [String]) {
    (
      entries.filter { $0.tier <= .alternate }.map { $0.words[0] },
      entries.filter { $0.tier == .translation }.map { $0.words[0] }
    )
  }

  /// Every word of a name read with typos.
  static func nameWords(_ entries: [NameEntry]) -> Set<String> {
    Set(entries.filter { $0.tier <= .alternate || $0.tier == .translation }.flatMap(\.words))
  }

  /// Long first words of the data's names with doubled letters undone, to the words.
  static func firstWordsWithoutDoubles(_ entries: [NameEntry]) -> [String: [String]] {
    var undoubled: [String: [String]] = [:]
    for entry in entries where entry.tier <= .alternate && entry.words[0].utf8.count >= 7 {
      let key = withoutDoubles(entry.words[0])
      if !undoubled[key, default: []].contains(entry.words[0]) {
        undoubled[key, default: []].append(entry.words[0])
      }
    }
    return undoubled
  }

  /// The names rarely typed, for the table built on first need: native official names and every
  /// other language's names.
  static func translationEntries(countries: [Country], lexicon: Lexicon) -> [NameEntry] {
    var builder = Builder(lexicon: lexicon)
    for country in countries {
      builder.addTranslations(of: country)
    }
    return builder.entries()
  }
}
