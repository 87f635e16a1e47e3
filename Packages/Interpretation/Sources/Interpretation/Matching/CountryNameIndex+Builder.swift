import Domain

extension CountryNameIndex {
  /// Collects names with their tiers; the best tier wins, and equal tiers for different countries make a name ambiguous.
  struct Builder {
    private var table: [String: (tier: NameEntry.Tier, codes: [String], words: [String])] = [:]
    private var distinctiveWords: [String: Set<String>] = [:]
    private let lexicon: Lexicon
    /// Words that never name a country on their own (a translation that is just "man" or "city").
    private let notNames: Set<String>
    /// Words that cannot identify a country as one word of a longer name.
    private let notDistinctive: Set<String>
    private static let joiningWords: Set<String> = ["the", "and", "of"]

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
        add(name, code: code, tier: .primary, seen: &seen)
        noteDistinctiveWords(of: name, code: code)
      }
      for alternate in names.alternates where !isBareCode(alternate, of: country) {
        add(alternate, code: code, tier: .alternate, seen: &seen)
      }
      for native in names.native.values {
        add(native.common, code: code, tier: .alternate, seen: &seen)
        add(native.official, code: code, tier: .alternate, seen: &seen)
      }
    }

    /// The names in other languages, for the translation table.
    mutating func addTranslations(of country: Country) {
      var seen: Set<String> = [country.names.common, country.names.official]
      for translation in country.names.translations.values {
        add(translation.common, code: country.cca2, tier: .translation, seen: &seen)
      }
    }

    mutating func addCurated(countries: [Country]) {
      let known = Set(countries.map(\.cca2))
      for (alias, code) in lexicon.aliases where known.contains(code) {
        let words = keys(of: alias)
        table[words.joined(separator: " ")] = (.primary, [code], words)
        noteDistinctiveWords(of: alias, code: code)
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
    private mutating func add(
      _ name: String, code: String, tier: NameEntry.Tier, seen: inout Set<String>
    ) {
      guard Self.isLatin(name), seen.insert(name).inserted else { return }
      for words in variants(of: name) where !words.allSatisfy(notNames.contains) {
        let key = words.joined(separator: " ")
        guard key.utf8.count >= 3 else { continue }
        if let existing = table[key] {
          if tier < existing.tier {
            table[key] = (tier, [code], words)
          } else if tier == existing.tier && !existing.codes.contains(code) {
            table[key] = (tier, existing.codes + [code], words)
          }
        } else {
          table[key] = (tier, [code], words)
        }
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
      if bytes.contains(UInt8(ascii: "'")) || name.unicodeScalars.contains("’") {
        texts.append(
          String(String.UnicodeScalarView(name.unicodeScalars.filter { $0 != "'" && $0 != "’" })))
      }
      var variants: [[String]] = []
      for text in texts {
        let words = keys(of: text)
        guard !words.isEmpty else { continue }
        variants.append(words)
        let trimmed = words.filter { !Self.joiningWords.contains($0) }
        if !trimmed.isEmpty && trimmed.count != words.count { variants.append(trimmed) }
      }
      return variants
    }

    static func isLatin(_ name: String) -> Bool {
      name.unicodeScalars.allSatisfy { scalar in
        scalar.value < 0x0250 || (0x1E00...0x1EFF).contains(scalar.value)
          || (0x2000...0x206F).contains(scalar.value)
          || (0x0300...0x036F).contains(scalar.value) || scalar.value == 0x02BC
          || scalar.value == 0x02BB
      }
    }

    private mutating func noteDistinctiveWords(of name: String, code: String) {
      let words = keys(of: name)
      guard words.count > 1 else { return }
      for word in words where word.utf8.count >= 4 && !notDistinctive.contains(word) {
        distinctiveWords[word, default: []].insert(code)
      }
    }

    private func keys(of text: String) -> [String] {
      Tokenizer.nameKeys(text)
    }

    /// "BE" among Belgium's alternate spellings: two-letter codes collide with words ("is", "to", "me").
    private func isBareCode(_ alternate: String, of country: Country) -> Bool {
      alternate == country.cca2 || alternate == country.cca3
    }
  }
}
