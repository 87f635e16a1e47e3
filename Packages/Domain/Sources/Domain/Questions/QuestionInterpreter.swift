/// Turns what a person typed into a `Question`, or `nil` when it is not a question the quiz can answer.
/// It is also the `AnswerMatcher` the quiz game grades guesses with.
public protocol QuestionInterpreter: AnswerMatcher {
  func interpret(_ text: String) -> Question?
  /// Everything the line says, complete or partial, for a conversation to complete; `candidates` are
  /// the alpha-2 codes of a clarification the conversation is waiting for.
  func read(_ text: String, candidates: [String]) -> Reading
  /// What the reader corrected and left out of `text` when it read it as `question` (a follow-up's
  /// question takes its subject from the conversation: only the line's own words are noted).
  func note(on text: String, reading question: Question) -> ReadingNote
  /// The country and the kind of question a line it cannot answer names, for a suited example.
  func mention(in text: String) -> Mention
}
