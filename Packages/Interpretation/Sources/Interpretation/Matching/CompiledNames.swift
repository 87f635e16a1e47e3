import Domain
import LanguagePacks

/// One language's name tables over the bundled snapshot, compiled into the binary
/// (`CompiledNames+Table.swift`, written by `make name-tables`) and read where they lie: a process
/// answering from the bundled data builds no name index. Data from a live source or a cache is
/// indexed when it loads, as before. `CompiledNamesTests` builds every table again from the snapshot
/// and the packs, and fails, naming `make name-tables`, when the committed one no longer matches.
struct CompiledNames: Sendable {
  /// The names' entries (`NameEntry.line`), sorted.
  let names: SortedLines
  /// The people's names (`CountryNameIndex.demonyms`), sorted.
  let demonyms: SortedLines
  /// Every word of a name read with typos (`CountryNameIndex.nameWords`).
  let nameWords: SortedLines
  /// First words of the data's names, and of the language's own names, read with a typo: their
  /// typo indexes (`TypoIndex.variantLines`).
  let firstWordTypos: SortedLines
  let translatedFirstWordTypos: SortedLines
  /// The data's names of the capitals and the language's own (`CapitalTables.own`).
  let capitals: SortedLines
  /// The language's known places: states, provinces, cities (`FactIndex.places`).
  let places: SortedLines
  /// Regions, subregions and continents, and languages, by their names in the language and the
  /// data's (`FactIndex.regions`, `FactIndex.languages`): built, they read the locale data.
  let regions: SortedLines
  let languages: SortedLines
  /// Native official names and every other language's names (`CountryNameIndex.translations`).
  let translations: SortedLines
  /// Long first words of names with doubled letters undone, a tab, the words.
  let firstWordsWithoutDoubles: SortedLines
  /// Words the language knows as no country (`CountryNameIndex.knownWords`).
  let knownWords: SortedLines
  /// The words of the countries' names in the language, as the guess of a line's language counts
  /// them (`LanguageGuess.nameWords`): built, they decode every country's translations.
  let guessNameWords: SortedLines
  /// The currencies' other names (`CurrencyTable.aliases`): built, they read the locale data.
  let currencyAliases: SortedLines
  /// The currencies by their unit word (`CurrencyTable.unitLines`): built, they read every
  /// currency's name.
  let currencyUnits: SortedLines
  /// The capitals as the other languages write them (`CapitalTables.others`).
  let otherCapitals: SortedLines
  /// The typo index of the one-word capitals of both (`CapitalTypos.vocabulary`).
  let capitalTypos: SortedLines
  /// The typo index of the words a note reads a misspelt word as (`FactVocabulary.typoWords`).
  let vocabularyTypos: SortedLines
  /// The typo index of the facts' keywords (`IntentReader.typoKeywords`).
  let keywordTypos: SortedLines
  /// The intents by keyword and weak keyword, their phrases by first word, and the off-topic
  /// phrases by first word (`IntentWordIndex.lines`).
  let intentKeywords: SortedLines
  let weakKeywords: SortedLines
  let intentPhrases: SortedLines
  let offTopicPhrases: SortedLines
}

extension CompiledNames: OnePerLanguage {}

// `englishLineNames`, `placeWords` (`FactVocabulary.placeWords`: the words of the countries'
// regions, continents and languages, the same for every language) and `gameOpenings`
// (`GameRequest.openingLines`: the first words of every language's game requests) are compiled once
// for all six.
