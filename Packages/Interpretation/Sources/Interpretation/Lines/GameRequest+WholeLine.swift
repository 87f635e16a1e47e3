import Domain
import LanguagePacks

extension GameRequest {
  /// A request that is a whole line of a pack's starts: find my country ("guess my country"), a
  /// mystery country or the route game, practice or the day's ("pays mystère du jour", "route
  /// game"). Several packs sharing a line ("país misterioso", "travle"): `preferring`'s wins, then
  /// the packs' order. Every start is a few short words: a longer line is no such request, and the
  /// line is folded once, not once a game.
  static func wholeLine(_ line: String, preferring: Language) -> GameRequest? {
    guard line.utf8.count <= longestFindMineLine else { return nil }
    if let request = findMine(line, preferring: preferring) { return request }
    let text = line.gameWords
    let order = [preferring] + Language.allCases.filter { $0 != preferring }
    func request(_ starts: (Language) -> [(GameMode, [String])]) -> GameRequest? {
      for language in order {
        if let mode = starts(language).first(where: { $0.1.contains(text) })?.0 {
          return GameRequest(mode: mode, language: language)
        }
      }
      return nil
    }
    return request { language in
      let words = MysteryWords.table(for: language)
      return [(.mysteryDaily, words.dailyStarts), (.mystery, words.starts)]
    }
      ?? request { language in
        let words = TravleWords.table(for: language)
        return [(.travleDaily, words.dailyStarts), (.travle, words.starts)]
      }
  }
}
