import Domain
import GameRules
import LanguagePacks

extension GamePhrasebook {
  /// Whether `guess` is simply another valid name of `country`: its official name, its name or
  /// official name in any language the data translates it into or in its own languages, or a name
  /// this language (or English) usually gives it ("Holland", "les Malouines"). Former names
  /// ("Macedonia", "Zaire") and near misses are not: the game says what it read them as.
  func isAnotherName(_ guess: String, of country: Country) -> Bool {
    let typed = Self.key(guess)
    guard !typed.isEmpty else { return false }
    let usual = [self, GamePhrasebook.english].flatMap { $0.otherNames[country.cca2] ?? [] }
    if usual.contains(where: { Self.key($0) == typed }) { return true }
    let names = country.names
    let data =
      [names.official]
      + (names.translations.values.map { $0 } + names.native.values.map { $0 }).flatMap {
        [$0.common, $0.official]
      }
    return data.contains { Self.key($0) == typed }
  }

  /// The one country `guess` calls by a name the game's matcher may not read: a name this language
  /// (or English) usually gives it, or its official name, or its name in this language as the data
  /// translates it ("République tchèque"); nil when it names none, or several.
  func country(called guess: String, on board: GameBoard) -> Country? {
    let typed = Self.key(guess)
    guard !typed.isEmpty, typed.utf8.count <= 80 else { return nil }
    let books = [self, GamePhrasebook.english]
    // Folding never makes a name more than twice as long: a name under half the guess's length is
    // no match, and needs no key (a long guess compared every name of every country: 1.2 ms).
    let matches = { (name: String) in
      name.utf8.count * 2 >= typed.utf8.count && Self.key(name) == typed
    }
    let found = board.countries.filter { country in
      if books.contains(where: { $0.otherNames[country.cca2]?.contains(where: matches) == true }) {
        return true
      }
      let local = country.names.translation(in: language.rawValue)
      return [country.names.official, local?.common, local?.official].contains {
        $0.map(matches) == true
      }
    }
    return found.count == 1 ? found[0] : nil
  }

  /// A name as compared: folded, its punctuation and hyphens spaces ("Pays-Bas", "pays bas").
  private static func key(_ name: String) -> String {
    String(TextFolding.fold(name).map { $0.isLetter || $0.isNumber ? $0 : " " })
      .split(separator: " ").joined(separator: " ")
  }
}

extension Game {
  /// Whether the question asked is a capital's, read as a city's name rather than a country's.
  var asksForACapital: Bool {
    if case .capital = currentRound { return true }
    return false
  }
}

extension NameMatch {
  /// Whether the match names no country, or names one only by forgiving a typo.
  var readsNothingSure: Bool { codes.isEmpty || isTypo }
}
