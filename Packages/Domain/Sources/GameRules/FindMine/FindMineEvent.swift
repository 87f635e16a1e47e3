/// What a line did in a find-my-country game, by codes and questions; Presentation words it.
public enum FindMineEvent: Sendable, Equatable, Hashable {
  /// The quiz asks its next question (after an answer, or a "don't know").
  case asked(FindQuestion)
  /// The player said yes to the quiz's guess: the country of this cca2 code. The game ends.
  case found(String)
  /// No country of the data fits the answers: after a wrong guess (`contradiction` false: it gives
  /// up), or before any (`contradiction` true). The quiz asks which country it was.
  case gaveUp(contradiction: Bool)
  /// The player named the country (cca2): the answers the data says otherwise about. The game ends.
  case revealed(String, misfits: [FindClue])
  /// A country named that the data does not know, or several fit: the quiz asks again.
  case unknownCountry(String)
  /// A line that is not yes, no or "don't know" while a question is asked (or "don't know" to a
  /// guess, which takes a yes or a no).
  case answerYesOrNo
}
