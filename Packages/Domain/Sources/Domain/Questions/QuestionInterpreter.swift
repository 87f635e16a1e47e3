/// Turns what a person typed into a `Question`, or `nil` when it is not a question the quiz can answer.
/// It is also the `AnswerMatcher` the quiz game grades guesses with.
public protocol QuestionInterpreter: AnswerMatcher {
  func interpret(_ text: String) -> Question?
  /// Everything the line says, complete or partial, for a conversation to complete; `candidates` are
  /// the alpha-2 codes of a clarification the conversation is waiting for.
  func read(_ text: String, candidates: [String]) -> Reading
}
