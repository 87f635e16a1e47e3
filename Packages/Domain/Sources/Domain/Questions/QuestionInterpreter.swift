/// Turns what a person typed into a `Question`, or `nil` when it is not a question the quiz can answer.
public protocol QuestionInterpreter: Sendable {
  func interpret(_ text: String) -> Question?
}
