import Domain
import LanguagePacks

/// What questions name besides countries, each table built on first use: regions, languages,
/// currencies and capitals. Most questions never need them, so start-up does not pay for them.
final class FactIndex: Sendable {
  private let regionTable: Deferred<PhraseTable>
  private let languageTable: Deferred<PhraseTable>
  private let capitalTable: Deferred<CapitalTables>
  private let currencyTable: Deferred<CurrencyTable>
  private let placeTable: Deferred<PhraseTable>
  private let organisationTable: Deferred<PhraseTable>
  private let capitalKeyList: Deferred<[(key: String, code: String)]>
  private let localizedCapitalKeyList: Deferred<[(key: String, code: String)]>
  /// Alpha-2 and alpha-3 codes, lower-cased, to the alpha-2 code.
  let countryCodes: CountryCodes
  /// The alpha-2 codes of the countries the data says are independent; read on first use, since
  /// independence is one of the details the bundled snapshot decodes only for a reply that needs it.
  var independentCodes: Set<String> { independentCodeSet.value }
  private let independentCodeSet: Deferred<Set<String>>

  /// `places` gives the lexicon's words for regions, languages and currencies when a table first
  /// needs them: another language's come partly from the locale data, which costs megabytes to load.
  /// Its own language's known places (states, provinces, cities) need no locale data: nearly every
  /// question about a country looks for one, and must not load it.
  /// `countryCodes`: the name index's (`CountryNameIndex.countryCodes`).
  /// `compiled`: the tables compiled for the bundled snapshot (`CompiledNames`).
  init(
    countries: [Country], countryCodes: CountryCodes,
    places: @escaping @Sendable () -> PlaceWords, lexicon: Lexicon, compiled: CompiledNames? = nil
  ) {
    let spelling = lexicon.spelling
    let knownPlaces = lexicon.places.knownPlaces
    let places = Deferred(places)
    // Another language's names of regions and languages come from the locale data: compiled for
    // the bundled snapshot, they cost a question naming one no locale lookup (25 M instructions).
    regionTable = Deferred {
      compiled.map { PhraseTable(compiled: $0.regions) }
        ?? Self.regions(countries, places.value, spelling)
    }
    languageTable = Deferred {
      compiled.map { PhraseTable(compiled: $0.languages) }
        ?? Self.languages(countries, places.value.languageAliases, spelling)
    }
    capitalTable = Deferred {
      CapitalTables(
        countries: countries, lexicon: lexicon, compiled: compiled?.capitals,
        compiledOthers: compiled?.otherCapitals, compiledTypos: compiled?.capitalTypos)
    }
    currencyTable = Deferred {
      guard let compiled else {
        return CurrencyTable(
          countries: countries,
          aliasTable: CurrencyTable.aliases(places.value.currencyAliases, spelling: spelling),
          spelling: spelling)
      }
      return CurrencyTable(
        compiledUnits: compiled.currencyUnits,
        aliasTable: PhraseTable(compiled: compiled.currencyAliases))
    }
    placeTable = Deferred {
      compiled.map { PhraseTable(compiled: $0.places) }
        ?? Self.places(knownPlaces, spelling: spelling)
    }
    organisationTable = Deferred {
      var table = PhraseTable()
      for (organisation, name) in LanguagePack(lexicon.language).organisations.names {
        for cue in name.cues {
          table.add(Tokenizer.nameKeys(cue, spelling: spelling), value: organisation.rawValue)
        }
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
    independentCodeSet = Deferred {
      Set(
        countries.indices.lazy.filter { countries[$0].isIndependent == true }.map {
          countries[$0].cca2
        })
    }
    self.countryCodes = countryCodes
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

  /// An organisation the language's pack names ("NATO", "l'UE"), as typed.
  func organisation(in tokens: [Token], excluding excluded: Set<Int>) -> PhraseMatch? {
    organisationTable.value.longestMatch(in: tokens, excluding: excluded)
  }

  /// A capital as the data or the lexicon's language writes it ("Vienna", "Wien" in German).
  func capital(in tokens: [Token], excluding excluded: Set<Int>) -> PhraseMatch? {
    capitalTable.value.own.longestMatch(in: tokens, excluding: excluded)
  }

  /// A capital as another language writes it ("Wien" in an Italian question); else a one-word
  /// capital with a typo ("Lubianna"), its first letter kept. Built on the first question that
  /// needs them: most capital questions name a country and never do.
  func capitalInOtherForms(in tokens: [Token], excluding excluded: Set<Int>) -> PhraseMatch? {
    let tables = capitalTable.value
    if let match = tables.others.value.table.longestMatch(in: tokens, excluding: excluded) {
      return match
    }
    // The typos' index only for a line with a word long enough to be a capital's typo: a refused
    // line of short words ("wake me up at 6") built it, 4 M instructions.
    guard CapitalTypos.mayMatch(tokens, excluding: excluded) else { return nil }
    return tables.typos.value.match(in: tokens, excluding: excluded)
  }

  func currency(in tokens: [Token], excluding excluded: Set<Int>, index: CountryNameIndex)
    -> PhraseMatch?
  {
    currencyTable.value.match(in: tokens, excluding: excluded, index: index)
  }

  static func regions(_ countries: [Country], _ places: PlaceWords, _ spelling: Spelling)
    -> PhraseTable
  {
    var table = PhraseTable()
    for country in countries {
      for name in [country.region, country.subregion] + country.continents where !name.isEmpty {
        table.add(Tokenizer.nameKeys(name, spelling: spelling), value: name)
        table.add(Tokenizer.nameKeys("the " + name, spelling: spelling), value: name)
      }
    }
    // Sorted: a key's values come in one order, the compiled table's.
    for (alias, name) in places.regionAliases.sorted(by: { $0.key < $1.key }) {
      table.add(Tokenizer.nameKeys(alias, spelling: spelling), value: name)
    }
    return table
  }

  /// Whole language names ("swiss german") and their distinctive words ("german", "farsi"), each to
  /// the word as the data writes it, so a group holds every language whose name has that word.
  static func languages(
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
    for (alias, name) in aliases.sorted(by: { $0.key < $1.key }) {
      table.add(Tokenizer.nameKeys(alias, spelling: spelling), value: name)
    }
    return table
  }
}

extension FactIndex {
  /// The lexicon's known places (states, provinces, cities), by their words.
  static func places(_ knownPlaces: some Sequence<String>, spelling: Spelling) -> PhraseTable {
    var table = PhraseTable()
    // Sorted: a key's values come in one order, the compiled table's.
    for place in knownPlaces.sorted() {
      table.add(Tokenizer.nameKeys(place, spelling: spelling), value: place)
    }
    return table
  }
}
