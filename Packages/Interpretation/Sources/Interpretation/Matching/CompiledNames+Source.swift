import Domain

/// Writes `CompiledNames+Table.swift` (`make name-tables`), and the same text from the tables compiled
/// into this binary, for `CompiledNamesTests` to compare.
public enum CompiledNameTables {
  /// The generated file's text for `countries` (the bundled snapshot, corrected) and the packs.
  public static func source(countries: [Country]) -> String {
    var tables: [(name: String, lists: [String: [String]])] = []
    for language in Language.allCases {
      let lexicon = Lexicon.of(language)
      let places = lexicon.withLocaleNames(for: countries).places
      let entries = CountryNameIndex.nameEntries(countries: countries, lexicon: lexicon)
      let demonyms = CountryNameIndex.demonymEntries(
        countries: countries, lexicon: lexicon, names: entries)
      let (typoWords, translatedTypoWords) = CountryNameIndex.typoWords(entries)
      let own = CapitalTables.own(countries, lexicon: lexicon)
      let others = CapitalTables.others(countries, lexicon: lexicon)
      let intentWords = IntentWordIndex.lines(of: lexicon)
      tables.append(
        (
          "\(language)",
          [
            "names": entries.map(\.line),
            "demonyms": demonyms.map(\.line),
            "nameWords": Array(CountryNameIndex.nameWords(entries)),
            "firstWordTypos": TypoIndex.variantLines(typoWords),
            "translatedFirstWordTypos": TypoIndex.variantLines(translatedTypoWords),
            "capitals": own.lines,
            "places": FactIndex.places(lexicon.places.knownPlaces, spelling: lexicon.spelling)
              .lines,
            "regions": FactIndex.regions(countries, places, lexicon.spelling).lines,
            "languages": FactIndex.languages(countries, places.languageAliases, lexicon.spelling)
              .lines,
            "translations": CountryNameIndex.translationEntries(
              countries: countries, lexicon: lexicon
            ).map(\.line),
            "firstWordsWithoutDoubles": CountryNameIndex.firstWordsWithoutDoubles(entries).map {
              "\($0.key)\t" + $0.value.sorted().joined(separator: " ")
            },
            "knownWords": CountryNameIndex.knownWords(countries: countries, lexicon: lexicon)
              .filter { !$0.isEmpty && !$0.contains(" ") && !$0.contains("\t") },
            "guessNameWords": LanguageGuess.nameWords(of: countries, in: language)
              .filter { !$0.isEmpty && !$0.contains(" ") && !$0.contains("\t") },
            "currencyAliases": CurrencyTable.aliases(
              places.currencyAliases, spelling: lexicon.spelling
            ).lines,
            "currencyUnits": CurrencyTable.unitLines(of: countries, spelling: lexicon.spelling),
            "otherCapitals": others.lines,
            "capitalTypos": TypoIndex.variantLines(CapitalTypos.vocabulary(own, others)),
            "vocabularyTypos": TypoIndex.variantLines(
              FactVocabulary.typoWords(
                of: lexicon, placeWords: FactVocabulary.placeWords(of: countries))),
            "keywordTypos": TypoIndex.variantLines(IntentReader.typoKeywords(of: lexicon)),
            "intentKeywords": intentWords.keywords, "weakKeywords": intentWords.weak,
            "intentPhrases": intentWords.phrases, "offTopicPhrases": intentWords.offTopicPhrases,
          ]
        ))
    }
    return text(
      tables,
      shared: [
        ("englishLineNames", Array(EnglishWords.nameWords(countries))),
        ("placeWords", Array(FactVocabulary.placeWords(of: countries))),
        ("gameOpenings", GameRequest.openingLines()),
      ])
  }

  /// The same text from the tables this binary holds.
  public static func compiledSource() -> String {
    let tables = Language.allCases.map { language in
      let compiled = CompiledNames.table(for: language)
      let lists = Dictionary(
        uniqueKeysWithValues: fields.map {
          ($0.name, compiled[keyPath: $0.table].all.map(String.init))
        })
      return (name: "\(language)", lists: lists)
    }
    return text(
      tables,
      shared: [
        ("englishLineNames", CompiledNames.englishLineNames.all.map(String.init)),
        ("placeWords", CompiledNames.placeWords.all.map(String.init)),
        ("gameOpenings", CompiledNames.gameOpenings.all.map(String.init)),
      ])
  }

  /// The tables of a language, in the order `CompiledNames` declares them.
  static var fields: [(name: String, table: KeyPath<CompiledNames, SortedLines>)] {
    [
      ("names", \.names), ("demonyms", \.demonyms), ("nameWords", \.nameWords),
      ("firstWordTypos", \.firstWordTypos),
      ("translatedFirstWordTypos", \.translatedFirstWordTypos),
      ("capitals", \.capitals), ("places", \.places), ("regions", \.regions),
      ("languages", \.languages), ("translations", \.translations),
      ("firstWordsWithoutDoubles", \.firstWordsWithoutDoubles), ("knownWords", \.knownWords),
      ("guessNameWords", \.guessNameWords), ("currencyAliases", \.currencyAliases),
      ("currencyUnits", \.currencyUnits),
      ("otherCapitals", \.otherCapitals), ("capitalTypos", \.capitalTypos),
      ("vocabularyTypos", \.vocabularyTypos), ("keywordTypos", \.keywordTypos),
      ("intentKeywords", \.intentKeywords), ("weakKeywords", \.weakKeywords),
      ("intentPhrases", \.intentPhrases), ("offTopicPhrases", \.offTopicPhrases),
    ]
  }

  private static func text(
    _ tables: [(name: String, lists: [String: [String]])], shared: [(name: String, lines: [String])]
  ) -> String {
    var text = """
      // Generated by `make name-tables` (CompiledNamesTests) from the bundled snapshot and the
      // language packs: do not edit.

      extension CompiledNames {

      """
    for (name, lists) in tables {
      text += "  static let \(name) = CompiledNames(\n"
      text += fields.map { "    \($0.name): \(literal(lists[$0.name] ?? []))" }
        .joined(separator: ",\n")
      text += ")\n\n"
    }
    text += shared.map { "  static let \($0.name) = \(literal($0.lines))\n" }
      .joined(separator: "\n")
    return text + "}\n"
  }

  /// Lines sorted by their bytes and deduplicated, as a raw string literal `SortedLines` reads.
  private static func literal(_ lines: [String]) -> String {
    let sorted = Set(lines).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    return "SortedLines(\n      #\"\"\"\n" + sorted.joined(separator: "\n") + "\n\"\"\"#)"
  }
}
