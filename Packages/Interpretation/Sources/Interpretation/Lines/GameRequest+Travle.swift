import Domain
import LanguagePacks

extension GameRequest {
  /// A request for the route game, practice or the day's ("route game", "route du jour"): the
  /// whole line is one of a pack's starts; several packs sharing it ("travle"), `preferring`'s
  /// wins, then the packs' order.
  static func travle(_ line: String, preferring: Language) -> GameRequest? {
    // Every start is a few short words: a longer line is no such request, and is not folded.
    guard line.utf8.count <= 60 else { return nil }
    let text = line.gameWords
    let order = [preferring] + Language.allCases.filter { $0 != preferring }
    for language in order {
      let words = TravleWords.table(for: language)
      if words.dailyStarts.contains(text) {
        return GameRequest(mode: .travleDaily, language: language)
      }
      if words.starts.contains(text) { return GameRequest(mode: .travle, language: language) }
    }
    return nil
  }
}
