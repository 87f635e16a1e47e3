import Domain

/// What questions name besides countries, each table built on first use: regions, languages,
/// currencies and capitals. Most questions never need them, so start-up does not pay for them.
final class FactIndex: Sendable {
  private let regionTable: Deferred<PhraseTable>
  private let languageTable: Deferred<PhraseTable>
  private let capitalTable: Deferred<CapitalTables>
  private let currencyTable: Deferred<CurrencyTable>
  private let placeTable: Deferred<PhraseTable>
  private let capitalKeyList: Deferred<[(key: String, code: String)]>
  private let localizedCapitalKeyList: Deferred<[(key: String, code: String)]>
  /// Alpha-2 and alpha-3 codes, lower-cased, to the alpha-2 code.
  let countryCodes: [String: String]

  /// `places` gives the lexicon's words for regions, languages and currencies when a table first
  /// needs them: another language's come partly from the locale data, which costs megabytes to load.
  init(countries: [Country], places: @escaping @Sendable () -> PlaceWords, lexicon: Lexicon) {
    let spelling = lexicon.spelling
    let places = Deferred(places)
    regionTable = Deferred { Self.regions(countries, places.value, spelling) }
    languageTable = Deferred {
      Self.languages(countries, places.value.languageAliases, spelling)
    }
    capitalTable = Deferred { CapitalTables(countries: countries, lexicon: lexicon) }
    currencyTable = Deferred {
      CurrencyTable(
        countries: countries, aliases: places.value.currencyAliases, spelling: spelling)
    }
    placeTable = Deferred {
      var table = PhraseTable()
      for place in places.value.knownPlaces {
        table.add(Tokenizer.nameKeys(place, spelling: spelling), value: place)
      }
      return table
    }
    capitalKeyList = Deferred {
      countries.flatMap { country in
        country.capitals.flatMap { capital in
          RuleBasedQuestionInterpreter.capitalKeys(capital).map { ($0, country.cca2) }
        }
      }
    }
    localizedCapitalKeyList = Deferred {
      countries.flatMap { country in
        country.capitals.flatMap { capital in
          CapitalNames.names(capital, of: country).values.sorted().flatMap { name in
            RuleBasedQuestionInterpreter.capitalKeys(name).map { ($0, country.cca2) }
          }
        }
      }
    }
    var codes: [String: String] = [:]
    for country in countries {
      codes[TextFolding.fold(country.cca2)] = country.cca2
      codes[TextFolding.fold(country.cca3)] = country.cca2
    }
    countryCodes = codes
  }

  /// Every capital as one key (`RuleBasedQuestionInterpreter.capitalKey`), with its country: the
  /// game grades a typed capital against them all, a typo forgiven.
  var capitalKeys: [(key: String, code: String)] { capitalKeyList.value }

  /// Every capital as the other languages write it ("pekin", "wien"), one key each, with its country.
  var localizedCapitalKeys: [(key: String, code: String)] { localizedCapitalKeyList.value }

  /// A region, subregion or continent; an empty value names a region the data does not have.
  func region(in tokens: [Token], excluding excluded: Set<Int>) -> PhraseMatch? {
    regionTable.value.longestMatch(in: tokens, excluding: excluded)
  }

  func language(in tokens: [Token], excluding excluded: Set<Int>) -> PhraseMatch? {
    languageTable.value.longestMatch(in: tokens, excluding: excluded)
  }

  func knownPlace(in tokens: [Token], excluding excluded: Set<Int>) -> PhraseMatch? {
    placeTable.value.longestMatch(in: tokens, excluding: excluded)
  }

  /// A capital as the data or the lexicon's language writes it ("Vienna", "Wien" in German); else
  /// as another language does ("Wien" in an Italian question), unless it covers more words.
  func capital(in tokens: [Token], excluding excluded: Set<Int>) -> PhraseMatch? {
    let tables = capitalTable.value
    let own = tables.own.longestMatch(in: tokens, excluding: excluded)
    guard let other = tables.others.longestMatch(in: tokens, excluding: excluded) else {
      return own
    }
    guard let own else { return other }
    let isWider =
      other.range.count > own.range.count && other.range.clamped(to: own.range) == own.range
    return isWider ? other : own
  }

  func currency(in tokens: [Token], excluding excluded: Set<Int>, index: CountryNameIndex)
    -> PhraseMatch?
  {
    currencyTable.value.match(in: tokens, excluding: excluded, index: index)
  }

  private static func regions(_ countries: [Country], _ places: PlaceWords, _ spelling: Spelling)
    -> PhraseTable
  {
    var table = PhraseTable()
    for country in countries {
      for name in [country.region, country.subregion] + country.continents where !name.isEmpty {
        table.add(Tokenizer.nameKeys(name, spelling: spelling), value: name)
        table.add(Tokenizer.nameKeys("the " + name, spelling: spelling), value: name)
      }
    }
    for (alias, name) in places.regionAliases {
      table.add(Tokenizer.nameKeys(alias, spelling: spelling), value: name)
    }
    return table
  }

  /// Whole language names ("swiss german") and their distinctive words ("german", "farsi"), each to
  /// the word as the data writes it, so a group holds every language whose name has that word.
  private static func languages(
    _ countries: [Country], _ aliases: [String: String], _ spelling: Spelling
  ) -> PhraseTable {
    let generic: Set<String> = [
      "sign", "language", "creole", "new", "zealand", "northern", "southern", "upper", "guinea",
      "islands", "cook", "hiri", "tok", "fiji", "swiss", "jamaican", "patois", "norwegian",
    ]
    var table = PhraseTable()
    for language in countries.flatMap(\.languages) {
      let keys = Tokenizer.nameKeys(language.name, spelling: spelling)
      table.add(keys, value: language.name)
      let words = language.name.split(whereSeparator: { !$0.isLetter })
      for word in words where words.count > 1 {
        let key = TextFolding.fold(String(word))
        if !generic.contains(key) && key.utf8.count >= 4 { table.add([key], value: String(word)) }
      }
    }
    table.add(["norwegian"], value: "Norwegian")
    for (alias, name) in aliases {
      table.add(Tokenizer.nameKeys(alias, spelling: spelling), value: name)
    }
    return table
  }
}

/// The capitals a question may name, in two ranks: the data's names and the lexicon's language's
/// (`CapitalNames`), then every other language's. A name of the lower rank is left out when it is a
/// country's name in any language ("Panamá", "Luxemburgo"), a word of the lexicon, or a single word
/// shorter than four letters ("Rom", "Amã"), so it never takes over a question about something else.
/// A name of the upper rank that is a country's too is read as the country's, as the data's own
/// "Luxembourg" is (`FactReader` asks for no country named).
private struct CapitalTables: Sendable {
  var own = PhraseTable()
  var others = PhraseTable()

  init(countries: [Country], lexicon: Lexicon) {
    let spelling = lexicon.spelling
    let vocabulary = LanguageGuess.vocabulary(of: lexicon)
    var localized: [(keys: [String], language: Language, code: String)] = []
    for country in countries {
      for capital in country.capitals {
        own.add(Tokenizer.nameKeys(capital, spelling: spelling), value: country.cca2)
        for (language, name) in CapitalNames.names(capital, of: country) {
          localized.append((Tokenizer.nameKeys(name, spelling: spelling), language, country.cca2))
        }
      }
    }
    let countryNames = Self.countryNames(countries, spelling: spelling)
    for entry in localized.sorted(by: { $0.keys.lexicographicallyPrecedes($1.keys) }) {
      guard !entry.keys.isEmpty else { continue }
      if entry.language == lexicon.language {
        own.add(entry.keys, value: entry.code)
      } else if !countryNames.contains(entry.keys),
        !(entry.keys.count == 1 && (entry.keys[0].count < 4 || vocabulary.contains(entry.keys[0])))
      {
        others.add(entry.keys, value: entry.code)
      }
    }
  }

  /// Every country's names as keys: the data's, its alternative spellings and its translations.
  private static func countryNames(_ countries: [Country], spelling: Spelling) -> Set<[String]> {
    var names: Set<[String]> = []
    for country in countries {
      let translated = country.names.translations.values.flatMap { [$0.common, $0.official] }
      for name in [country.names.common, country.names.official] + country.names.alternates
        + translated
      {
        names.insert(Tokenizer.nameKeys(name, spelling: spelling))
      }
    }
    return names
  }
}
