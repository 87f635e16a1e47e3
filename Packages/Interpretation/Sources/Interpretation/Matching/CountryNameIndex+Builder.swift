import Domain

extension CountryNameIndex {
  /// Collects names with their tiers; the best tier wins, and equal tiers for different countries make a name ambiguous.
  struct Builder {
    private var table: [String: (tier: NameEntry.Tier, codes: [String], words: [String])] = [:]
    private var distinctiveWords: [String: Set<String>] = [:]
    /// One `[code]` per country, shared by all its names: thousands of one-element arrays were a
    /// sizeable part of the translated-names table's memory.
    private var singleCodes: [String: [String]] = [:]
    private let lexicon: Lexicon
    /// Words that never name a country on their own (a translation that is just "man" or "city").
    private let notNames: Set<String>
    /// Words that cannot identify a country as one word of a longer name.
    private let notDistinctive: Set<String>

    init(lexicon: Lexicon) {
      self.lexicon = lexicon
      var notNames = lexicon.fillers
      for definition in lexicon.intents {
        notNames.formUnion(definition.keywords)
      }
      self.notNames = notNames
      notDistinctive = notNames.union(lexicon.genericNameWords)
    }

    mutating func add(_ country: Country) {
      let names = country.names
      let code = country.cca2
      var seen: Set<String> = []
      for name in [names.common, names.official] {
        if let words = add(name, code: code, tier: .primary, seen: &seen) {
          noteDistinctiveWords(words, code: code)
        }
      }
      for alternate in names.alternates where !isBareCode(alternate, of: country) {
        add(alternate, code: code, tier: .alternate, seen: &seen)
      }
      for native in names.native.values {
        add(native.common, code: code, tier: .alternate, seen: &seen)
      }
      // The lexicon's own language's names are read like the others, typos included ("Alemaina"),
      // one tier below the data's own names so they never outvote them.
      if lexicon.language != .english,
        let translated = names.translation(in: lexicon.language.rawValue)
      {
        add(translated.common, code: code, tier: .translation, seen: &seen)
        add(translated.official, code: code, tier: .translation, seen: &seen)
      }
    }

    /// Demonyms name the country ("the French flag"). One shared by several countries names the far
    /// more populous one (France, not the French Southern Lands); shared by peers, it stays ambiguous.
    mutating func addDemonyms(of countries: [Country]) {
      var byDemonym: [String: [Country]] = [:]
      for country in countries {
        // The reader's own language's, as the data gives them (English's and French's), singular and
        // plural, and the lexicon's: people name a country by its people ("what do Iranians speak",
        // "les Belges", "los chilenos"). Another language's are that language's reader's: decoding
        // every country's demonyms for each reader cost a one-shot a fifth of its start.
        let demonyms =
          lexicon.language == .english
          ? [country.demonym].compactMap { $0 }
          : [country.demonyms[lexicon.language.rawValue]].compactMap { $0 }
        let words = Set(demonyms.flatMap { [$0.male, $0.female] }.filter { !$0.isEmpty })
        // The lexicon's own language's words come with every form written out ("chilenos").
        let written = lexicon.nationalities[country.cca2] ?? []
        for word in words.union(words.compactMap(Self.plural)).union(written) {
          byDemonym[word, default: []].append(country)
        }
      }
      for (demonym, sharing) in byDemonym {
        let ranked = sharing.sorted { $0.population > $1.population }
        let dominant =
          ranked.count == 1 || ranked[0].population >= 10 * max(1, ranked[1].population)
        for country in dominant ? [ranked[0]] : ranked {
          var seen: Set<String> = []
          add(demonym, code: country.cca2, tier: .demonym, seen: &seen)
        }
      }
    }

    /// A demonym's plural as English and French write it: an "s" after a word that ends otherwise
    /// ("Iranians", "Belges"); none for one that ends in "s", "x" or "z" ("Swiss", "Français").
    static func plural(_ demonym: String) -> String? {
      guard let last = demonym.last, last.isLetter, !"sxzSXZ".contains(last) else { return nil }
      return demonym + "s"
    }

    /// The names rarely typed, for the table built on first need: native official names
    /// ("Bundesrepublik Deutschland") and the names in other languages.
    mutating func addTranslations(of country: Country) {
      var seen: Set<String> = [country.names.common, country.names.official]
      for native in country.names.native.values {
        add(native.official, code: country.cca2, tier: .alternate, seen: &seen)
      }
      for translation in country.names.translations.values {
        add(translation.common, code: country.cca2, tier: .translation, seen: &seen)
      }
    }

    mutating func addCurated(countries: [Country]) {
      let known = Set(countries.map(\.cca2))
      for (alias, code) in lexicon.aliases where known.contains(code) {
        let words = keys(of: alias)
        table[words.joined(separator: " ")] = (.primary, [code], words)
        noteDistinctiveWords(words, code: code)
      }
      for (name, codes) in lexicon.ambiguousNames {
        let present = codes.filter(known.contains)
        let words = keys(of: name)
        if present.count > 1 { table[words.joined(separator: " ")] = (.primary, present, words) }
      }
      for (word, codes) in distinctiveWords where codes.count == 1 && table[word] == nil {
        table[word] = (.partial, codes.sorted(), [word])
      }
    }

    func entries() -> [NameEntry] {
      table.values.map { NameEntry(words: $0.words, codes: $0.codes, tier: $0.tier) }
    }

    /// Adds one name once per country; names in non-Latin scripts are left out, since questions are
    /// typed in Latin letters and those names are half the data (and of the time to build the index).
    /// Returns the name's words as written, when it was added.
    @discardableResult
    private mutating func add(
      _ name: String, code: String, tier: NameEntry.Tier, seen: inout Set<String>
    ) -> [String]? {
      guard Self.isLatin(name), seen.insert(name).inserted else { return nil }
      let codes = singleCodes[code] ?? [code]
      singleCodes[code] = codes
      let all = variants(of: name)
      for words in all where !words.allSatisfy(notNames.contains) {
        let key = words.joined(separator: " ")
        guard key.utf8.count >= 3 else { continue }
        Self.merge(
          &table[key, default: (tier, codes, words)], tier: tier, codes: codes, words: words)
      }
      return all.first
    }

    /// One lookup per name: the defaulting subscript is changed in place.
    private static func merge(
      _ existing: inout (tier: NameEntry.Tier, codes: [String], words: [String]),
      tier: NameEntry.Tier,
      codes: [String], words: [String]
    ) {
      if tier < existing.tier {
        existing = (tier, codes, words)
      } else if tier == existing.tier, let code = codes.first, !existing.codes.contains(code) {
        existing.codes.append(code)
      }
    }

    /// The name as written, without its parenthesis, without apostrophes ("cote divoire"),
    /// and without joining words ("bosnia herzegovina").
    private func variants(of name: String) -> [[String]] {
      var texts = [name]
      // Searched as bytes: `String.firstIndex(of: Character)` walks grapheme clusters, ten times slower.
      let bytes = Array(name.utf8)
      if let open = bytes.firstIndex(of: UInt8(ascii: "(")),
        let close = bytes[open...].firstIndex(of: UInt8(ascii: ")"))
      {
        texts.append(String(decoding: bytes[..<open] + bytes[(close + 1)...], as: UTF8.self))
      }
      let hasApostrophe =
        bytes.contains(UInt8(ascii: "'"))
        || (bytes.contains(0xE2) && name.unicodeScalars.contains("’"))
      if hasApostrophe {
        texts.append(
          String(String.UnicodeScalarView(name.unicodeScalars.filter { $0 != "'" && $0 != "’" })))
      }
      var variants: [[String]] = []
      for text in texts {
        let words = keys(of: text)
        guard !words.isEmpty else { continue }
        variants.append(words)
        let trimmed = words.filter { !lexicon.joiningWords.contains($0) }
        if !trimmed.isEmpty && trimmed.count != words.count { variants.append(trimmed) }
      }
      return variants
    }

    static func isLatin(_ name: String) -> Bool {
      if name.utf8.allSatisfy({ $0 < 0x80 }) { return true }
      return name.unicodeScalars.allSatisfy { scalar in
        scalar.value < 0x0250 || (0x1E00...0x1EFF).contains(scalar.value)
          || (0x2000...0x206F).contains(scalar.value)
          || (0x0300...0x036F).contains(scalar.value) || scalar.value == 0x02BC
          || scalar.value == 0x02BB
      }
    }

    private mutating func noteDistinctiveWords(_ words: [String], code: String) {
      guard words.count > 1 else { return }
      for word in words where word.utf8.count >= 4 && !notDistinctive.contains(word) {
        distinctiveWords[word, default: []].insert(code)
      }
    }

    private func keys(of text: String) -> [String] {
      Tokenizer.nameKeys(text, spelling: lexicon.spelling)
    }

    /// "BE" among Belgium's alternate spellings: two-letter codes collide with words ("is", "to", "me").
    private func isBareCode(_ alternate: String, of country: Country) -> Bool {
      alternate == country.cca2 || alternate == country.cca3
    }
  }
}

extension Optional {
  /// Lets a dictionary's `default:` subscript be changed in place with one lookup.
  fileprivate mutating func modify(_ body: (inout Wrapped) -> Void) {
    if var value = self {
      self = nil
      body(&value)
      self = value
    }
  }
}
