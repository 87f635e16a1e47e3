import Domain
import LanguagePacks

/// The whole lines the line reader knows in any of the six languages (greetings and thanks, the
/// starts of the mystery country and the route game, the first words of find my country), compiled
/// from the packs into `WordTables+Table.swift` by `make word-tables` and searched where they lie.
/// Building them from the packs cost every process, a one-shot's too, all six chat, mystery,
/// route and find-my-country phrasebooks (about 8 M instructions). A table's key is the folded
/// phrase with its spaces written "_" (`SortedLines` keys end at a space).
enum LineTables {
  static func key(_ phrase: String) -> String {
    String(decoding: phrase.utf8.map { $0 == 0x20 ? 0x5F : $0 }, as: UTF8.self)
  }

  /// The kind of greeting a folded phrase is, and the languages that say it, the first first.
  static func greeting(_ phrase: String) -> (kind: Greeting.Kind, languages: [Language])? {
    guard let line = WordTables.greetingLines.lines(key: key(phrase)).first else { return nil }
    let fields = line.split(separator: "\t")
    guard fields.count == 3, let kind = Greeting.Kind(rawValue: String(fields[1])) else {
      return nil
    }
    let languages = fields[2].split(separator: " ").compactMap { Language(rawValue: String($0)) }
    return languages.isEmpty ? nil : (kind, languages)
  }

  /// The games a line of game words starts, in the packs' order: the mystery country's before the
  /// route game's, each language's daily start before its practice one.
  static func gameStarts(_ words: String) -> [(mode: GameMode, language: Language)] {
    WordTables.gameStartLines.lines(key: key(words)).compactMap { line in
      let fields = line.split(separator: "\t")
      guard fields.count == 4, let mode = GameMode(rawValue: String(fields[2])),
        let language = Language(rawValue: String(fields[3]))
      else { return nil }
      return (mode, language)
    }
  }

  /// Whether a folded word begins a line that starts find my country in some language.
  static func startsFindMine(_ firstWord: String) -> Bool {
    WordTables.findMineFirstWords.contains(key: firstWord)
  }

  /// The languages whose favourites lines (`FavouriteWords`) may begin with a folded word.
  static func favouriteLanguages(_ firstWord: String) -> [Language] {
    guard let line = WordTables.favouriteFirstWords.lines(key: firstWord).first else { return [] }
    return line.split(separator: "\t").dropFirst().first.map {
      $0.split(separator: " ").compactMap { Language(rawValue: String($0)) }
    } ?? []
  }

  /// The language of a whole line of game words asking for the weak countries, the first pack's.
  static func weakCountriesLanguage(_ words: String) -> Language? {
    guard let line = WordTables.weakCountryLines.lines(key: key(words)).first,
      let code = line.split(separator: "\t").last
    else { return nil }
    return Language(rawValue: String(code))
  }

  // MARK: - Derived from the packs (`make word-tables`, `WordTablesTests`)

  static func derivedGreetingLines() -> [String] {
    var phrases: [String: (kind: Greeting.Kind, languages: [Language])] = [:]
    for language in Language.allCases {
      for (kind, words) in ChatPhrasebook.table(for: language).greetings {
        for word in words {
          let key = Greeting.phraseKey(word)
          guard !key.isEmpty else { continue }
          if var known = phrases[key] {
            if known.kind == kind, !known.languages.contains(language) {
              known.languages.append(language)
            }
            phrases[key] = known
          } else {
            phrases[key] = (kind, [language])
          }
        }
      }
    }
    return phrases.map { phrase, found in
      "\(key(phrase))\t\(found.kind.rawValue)\t"
        + found.languages.map(\.rawValue).joined(separator: " ")
    }
  }

  /// Sorted by their bytes, a key's lines come in the order their second field gives: the
  /// family (mystery, route), the language's place, daily before practice.
  static func derivedGameStartLines() -> [String] {
    var lines: [String] = []
    for (place, language) in Language.allCases.enumerated() {
      let mystery = MysteryWords.table(for: language)
      let travle = TravleWords.table(for: language)
      let families: [(Int, [(GameMode, [String])])] = [
        (0, [(.mysteryDaily, mystery.dailyStarts), (.mystery, mystery.starts)]),
        (1, [(.travleDaily, travle.dailyStarts), (.travle, travle.starts)]),
      ]
      for (family, modes) in families {
        for (rank, (mode, starts)) in modes.enumerated() {
          for start in starts {
            lines.append(
              "\(key(start))\t\(family)\(place)\(rank)\t\(mode.rawValue)\t\(language.rawValue)")
          }
        }
      }
    }
    return lines
  }

  static func derivedFindMineFirstWords() -> [String] {
    Language.allCases.flatMap { language in
      FindMinePhrasebook.table(for: language).starts.compactMap {
        $0.gameWords.split(separator: " ").first.map(String.init)
      }
    }
  }

  static func derivedFavouriteFirstWords() -> [String] {
    var languages: [String: [Language]] = [:]
    for language in Language.allCases {
      for word in FavouriteWords.of(language).firstWords.sorted() where !word.isEmpty {
        languages[word, default: []].append(language)
      }
    }
    return languages.map { "\($0.key)\t" + $0.value.map(\.rawValue).joined(separator: " ") }
  }

  static func derivedWeakCountryLines() -> [String] {
    var lines: [String: Language] = [:]
    for language in Language.allCases {
      for line in LearningWords.table(for: language).weakLines where lines[line] == nil {
        lines[line] = language
      }
    }
    return lines.map { "\(key($0.key))\t\($0.value.rawValue)" }
  }
}
