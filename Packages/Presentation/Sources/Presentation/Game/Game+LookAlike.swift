import Domain
import GameRules
import LanguagePacks

extension Game {
  /// A look-alike round's question or short form: the two countries in the pair's order, never
  /// the flag shown first, and no emoji (the reply carries the picture).
  func lookAlike(_ round: GameRound, _ kind: LearningWords.Kind, on board: GameBoard) -> String {
    let choices = round.choices
    return LearningWords.of(language).text(
      kind, ["country": name(choices[0], on: board), "other": name(choices[1], on: board)])
  }

  /// "How to tell them apart: …", from the pack's sentence for the round's pair.
  func tellApart(_ round: GameRound) -> String {
    let words = LearningWords.of(language)
    let choices = round.choices
    guard let pair = LookAlikes.pair(choices[0], choices[1]),
      let sentence = words.tellApart[pair.key] ?? LearningWords.english.tellApart[pair.key]
    else { return "" }
    return words.text(.tellApart, ["value": sentence])
  }
}

extension GameRound {
  /// The country whose flag the round shows as a picture: a flag round's, a look-alike round's.
  var shownFlag: String? {
    switch self {
    case .flag(let code), .lookAlike(let code, _): code
    default: nil
    }
  }

  var isLookAlike: Bool {
    if case .lookAlike = self { return true }
    return false
  }
}
