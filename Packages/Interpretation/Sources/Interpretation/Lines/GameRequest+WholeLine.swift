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
    let starts = LineTables.gameStarts(line.gameWords)
    guard let first = starts.first else { return nil }
    // The mystery country's starts before the route game's; then the conversation's language.
    let isMystery = { (mode: GameMode) in mode == .mystery || mode == .mysteryDaily }
    let family = starts.filter { isMystery($0.mode) == isMystery(first.mode) }
    let chosen = family.first { $0.language == preferring } ?? first
    return GameRequest(mode: chosen.mode, language: chosen.language)
  }
}
