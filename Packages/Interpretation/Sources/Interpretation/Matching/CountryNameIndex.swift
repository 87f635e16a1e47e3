import Domain
import Synchronization

/// Every name of every country, ready to be found among the words of a question, typos included.
///
/// Names in other languages are more than half of all names, and rarely needed: they are indexed on the
/// first question that names no country exactly in English, native or alternative spelling.
final class CountryNameIndex: Sendable {
  let names: NameTable
  private let translations: Deferred<NameTable>
  /// People's names for the countries ("Iranians", "les Belges", "los chilenos"), indexed on the
  /// first line with a word no name, cue or filler explains: most lines name a country by its name.
  let demonyms: Deferred<NameTable>
  let firstWordTypos: LazyTypoIndex
  /// First words of the lexicon's own language's names ("alemania"), read with a typo only where the
  /// first letter is right: "Luanda" must never read as "Ruanda" (Rwanda).
  let translatedFirstWordTypos: LazyTypoIndex
  /// Long first words with doubled letters undone, to the words: "Phillipines" and "Philippines"
  /// both read "philipines", a misspelling two edits away that people make often.
  let firstWordsWithoutDoubles: @Sendable (String) -> [String]
  let fillers: Set<String>
  private let notTypos: Set<String>
  /// Words common inside the lexicon's own names ("island", "republic"): as another language's
  /// name of a country (German "Island" is Iceland) they are still this language's words.
  let genericWords: Set<String>
  /// Words the lexicon knows are no country: cue phrases, off-topic words ("time"), and what else a
  /// question names: regions, languages, currencies, capitals ("europe", "euro", "canberra").
  /// Built when a line first has a word no name, cue or filler explains.
  let knownWords: Deferred<WordSet>
  /// Cue words of every intent: "code" is never a typo of "Côte".
  let keywords: Set<String>
  /// Folded common names, for extending a multi-word prefix ("new z").
  let foldedCommonNames: Deferred<[String]>
  /// Every word of a primary or alternate name: such a word is a name, not a typo of a keyword ("Côte").
  let nameWords: WordSet
  /// Alpha-2 and alpha-3 codes, folded, to the alpha-2 code.
  let countryCodes: CountryCodes
  /// `firstWords(_:)` by word, worked out once: a line is matched three times a reading on average.
  let firstWordsByKey = Mutex<[String: [(word: String, edits: Int)]]>([:])
  /// The names starting at each word of the lines being read, looked up once a turn.
  let lineMatches = LineMatches()

  /// `compiled`: the tables compiled for `countries` when they are the bundled snapshot's.
  init(countries: [Country], lexicon: Lexicon, compiled: CompiledNames? = nil) {
    if let compiled {
      let names = NameTable(compiled: compiled.names)
      self.names = names
      demonyms = Deferred { NameTable(compiled: compiled.demonyms) }
      firstWordTypos = LazyTypoIndex(compiled: compiled.firstWordTypos)
      translatedFirstWordTypos = LazyTypoIndex(compiled: compiled.translatedFirstWordTypos)
      nameWords = WordSet(compiled: compiled.nameWords)
      // Looked up where it lies: splitting every line by characters was 10 M instructions of
      // the first line with a long unknown word.
      firstWordsWithoutDoubles = { key in
        guard let line = compiled.firstWordsWithoutDoubles.lines(key: key).first,
          let tab = line.utf8.firstIndex(of: 0x09)
        else { return [] }
        return line.utf8[line.utf8.index(after: tab)...].split(separator: 0x20).map {
          String(Substring($0))
        }
      }
    } else {
      let entries = Self.nameEntries(countries: countries, lexicon: lexicon)
      names = NameTable(entries: entries)
      demonyms = Deferred {
        NameTable(
          entries: Self.demonymEntries(countries: countries, lexicon: lexicon, names: entries))
      }
      let (data, translated) = Self.typoWords(entries)
      firstWordTypos = LazyTypoIndex { TypoIndex(words: data) }
      translatedFirstWordTypos = LazyTypoIndex { TypoIndex(words: translated) }
      nameWords = WordSet(Self.nameWords(entries))
      let undoubled = Deferred { Self.firstWordsWithoutDoubles(entries) }
      firstWordsWithoutDoubles = { undoubled.value[$0] ?? [] }
    }
    translations = Deferred {
      compiled.map { NameTable(compiled: $0.translations) }
        ?? NameTable(entries: Self.translationEntries(countries: countries, lexicon: lexicon))
    }
    countryCodes = CountryCodes(countries)
    fillers = lexicon.fillers
    // A word that opens a clause is the language's own, never a misspelt name: Spanish "pero"
    // (but) is one letter from "Peru".
    notTypos = lexicon.notTypos.union(lexicon.clauseOpeners)
    // English's words: another lexicon shares them, though they may be its own names ("Island").
    genericWords = lexicon.language == .english ? lexicon.genericNameWords : []
    knownWords = Deferred {
      compiled.map { WordSet(compiled: $0.knownWords) }
        ?? WordSet(Self.knownWords(countries: countries, lexicon: lexicon))
    }
    keywords = Set(lexicon.intents.flatMap { $0.keywords.union($0.weakKeywords) })
    foldedCommonNames = Deferred { countries.map { TextFolding.fold($0.commonName) } }
  }

  static func knownWords(countries: [Country], lexicon: Lexicon) -> Set<String> {
    var places = lexicon.offTopicWords.union(lexicon.notTypos)
    for definition in lexicon.intents {
      places.formUnion(definition.phrases.joined())
      places.formUnion(definition.falseFriendsBefore)
      places.formUnion(definition.falseFriendsAfter)
    }
    for country in countries {
      var named = [country.region, country.subregion] + country.continents + country.capitals
      named += country.languages.map(\.name) + country.currencies.map(\.name)
      for name in named { places.formUnion(Tokenizer.nameKeys(name, spelling: lexicon.spelling)) }
    }
    for alias in lexicon.places.regionAliases.keys {
      places.formUnion(Tokenizer.nameKeys(alias, spelling: lexicon.spelling))
    }
    places.formUnion(lexicon.places.measures.keys)
    places.formUnion(lexicon.places.superlatives.keys)
    places.formUnion(lexicon.places.comparatives.keys)
    places.formUnion(lexicon.places.worldWords)
    return places
  }

  /// All names found in `tokens`, never starting on or crossing a token in `excluded` (the intent's cue words).
  /// Typos are forgiven in English, native and alternative names and in the lexicon's own language's
  /// names, not in the other languages' translations. The names starting at a word are looked up
  /// once a turn (`LineMatches`): a name crossing an excluded word is filtered out.
  func matches(in tokens: [Token], excluding excluded: Set<Int>, translated: Bool = false)
    -> [CountryMatch]
  {
    let starts = tokens.indices.filter { !excluded.contains($0) && tokens[$0].isWritten }
    let fits = { (match: CountryMatch) in
      excluded.isEmpty || !(match.start..<match.end).contains(where: excluded.contains)
    }
    let table = translated ? translations.value : names
    var found = lineMatches.names(
      in: tokens, table: translated ? .translations : .names, at: starts
    ) { start in
      matches(startingAt: start, in: tokens, table: table, translated: translated)
    }.filter(fits)
    if !translated,
      lineMatches.mayNamePeople(
        in: tokens, at: tokens.indices.filter { !excluded.contains($0) },
        namesPeople: { mayNamePeople(tokens[$0]) })
    {
      found += lineMatches.names(in: tokens, table: .demonyms, at: starts) { start in
        demonymMatches(startingAt: start, in: tokens)
      }.filter(fits)
    }
    return found
  }

  private func matches(
    startingAt start: Int, in tokens: [Token], table: NameTable, translated: Bool
  ) -> [CountryMatch] {
    var found: [CountryMatch] = []
    let key = tokens[start].key
    let firstWords = translated ? [(word: key, edits: 0)] : self.firstWords(key)
    for (word, firstEdits) in firstWords {
      for entry in table.entries(startingWith: word) {
        if firstEdits > 0, entry.tier == .translation,
          !acceptsTypo(key, of: word, tier: .translation)
        {
          continue
        }
        if let edits = restMatches(entry, tokens, from: start) {
          found.append(
            CountryMatch(
              codes: entry.codes, start: start, length: entry.words.count,
              edits: firstEdits + edits,
              tier: entry.tier))
        }
      }
    }
    return found
  }

  /// Whether a word is left that may be a name in another language: the translations' table (a
  /// megabyte) is not built for a line of filler, cue and name words ("and its flag?", "south").
  func mayNameATranslation(_ tokens: [Token], excluding excluded: Set<Int>) -> Bool {
    tokens.indices.contains { position in
      let key = tokens[position].key
      return !excluded.contains(position) && tokens[position].isWritten
        && !tokens[position].isNumber && !fillers.contains(key) && !keywords.contains(key)
        && !nameWords.contains(key) && !knownWords.value.contains(key)
    }
  }

  /// A country named by its ISO code: typed in capitals in a sentence that is not all capitals
  /// ("capital of NZ", "NO iso code"), or as a dotted initialism ("the U.S."). In lower case, or in
  /// shouted text, codes are words ("no", "be").
  func codeMatch(in tokens: [Token], excluding excluded: Set<Int>) -> CountryMatch? {
    let letters = tokens.flatMap { $0.text.unicodeScalars.filter { $0.properties.isAlphabetic } }
    let capitals = letters.filter { $0.properties.isUppercase }.count
    let isShouted = capitals * 2 >= letters.count
    for (position, token) in tokens.enumerated() where !excluded.contains(position) {
      let isInitialism = token.text.utf8.contains(0x2E)
      let isCapitalCode = !isShouted && token.text.utf8.allSatisfy { $0 >= 0x41 && $0 <= 0x5A }
      guard (2...3).contains(token.key.utf8.count), isInitialism || isCapitalCode,
        let code = countryCodes[token.key]
      else { continue }
      return CountryMatch(codes: [code], start: position, length: 1, edits: 0, tier: .partial)
    }
    return nil
  }

  static func withoutDoubles(_ word: String) -> String {
    var bytes: [UInt8] = []
    for byte in word.utf8 where byte != bytes.last { bytes.append(byte) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether the lexicon knows `key` as something other than a country: a region, language,
  /// currency or capital, a cue phrase's word, an off-topic word, a measure.
  func isKnownWord(_ key: String) -> Bool { knownWords.value.contains(key) }

  /// The alpha-2 code of a folded alpha-2 or alpha-3 code.
  func code(_ key: String) -> String? { countryCodes[key] }

  func restMatches(_ entry: NameEntry, _ tokens: [Token], from start: Int) -> Int? {
    guard start + entry.words.count <= tokens.count else { return nil }
    var edits = 0
    for offset in entry.words.indices.dropFirst() {
      let key = tokens[start + offset].key
      let word = entry.words[offset]
      if key == word { continue }
      guard mayBeTypo(key), acceptsTypo(key, of: word, tier: entry.tier),
        EditDistance.isWithinOne(key, word)
      else {
        return nil
      }
      edits += 1
    }
    return edits
  }

  func mayBeTypo(_ key: String) -> Bool {
    key.utf8.count >= TypoIndex.minimumLength && !fillers.contains(key) && !notTypos.contains(key)
      && !keywords.contains(key)
  }

  /// A typo of the first letter is accepted only in longer names of the data, where it cannot turn
  /// one name into another; never in a translated name, where more names sit close together.
  func acceptsTypo(_ key: String, of word: String, tier: NameEntry.Tier = .primary) -> Bool {
    guard word.utf8.count >= TypoIndex.minimumLength else { return false }
    guard EditDistance.differsAtStart(key, word) else { return true }
    return tier != .translation && word.utf8.count >= 6
  }
}
