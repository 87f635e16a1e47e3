/// Prefix search: the countries whose name starts with some letters.
extension CountryCatalog {
  /// Countries whose common name starts with `prefix`, ignoring case and accents, sorted by name;
  /// in another language, by the name the data's translations give in it ("Allemagne" for "Al").
  func countries(startingWith prefix: String, in language: Language = .english) -> [Country] {
    let key = TextFolding.fold(prefix)
    guard !key.isEmpty else { return [] }
    guard language != .english else {
      // Before the sorted names are made, only the matches are sorted: a one-shot's prefix question
      // sorted all 250 names for a few (2 M instructions). After, their range is found by halves; a
      // process that asks often (a daemon) makes them, rather than fold every name each time.
      guard let names = sortedNameList.value(afterUses: Self.prefixSearchesBeforeSorting) else {
        return countries.indices.compactMap { index in
          let name = TextFolding.fold(countries[index].commonName)
          return name.hasPrefix(key) ? (key: name, country: countries[index]) : nil
        }
        .sorted(by: listOrder).map(\.country)
      }
      return Self.entries(of: names, startingWith: key)
    }
    let names = sortedNames
    return (translatedNameLists[language]?.value ?? []).filter { $0.key.hasPrefix(key) }.map {
      names[$0.position].country
    }
  }

  /// How many English prefix searches fold every name before the sorted names are made: more than a
  /// one-shot or a chat makes, about what sorting them costs.
  static let prefixSearchesBeforeSorting = 16

  /// The entries of `names` (sorted by key) whose key starts with `key`: they follow one another from
  /// the first key not below `key`, as `String` orders by Unicode scalars and folded keys are in NFC.
  private static func entries(
    of names: [(key: String, country: Country)], startingWith key: String
  ) -> [Country] {
    var low = 0
    var high = names.count
    while low < high {
      let middle = (low + high) / 2
      if names[middle].key < key { low = middle + 1 } else { high = middle }
    }
    var found: [Country] = []
    while low < names.count, names[low].key.utf8.starts(with: key.utf8) {
      if names[low].key.hasPrefix(key) { found.append(names[low].country) }
      low += 1
    }
    return found
  }
}
