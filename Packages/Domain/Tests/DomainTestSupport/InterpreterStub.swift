import Domain

/// An interpreter that answers from a fixed table of text → question.
public struct InterpreterStub: QuestionInterpreter {
  private let questions: [String: Question]

  public init(_ questions: [String: Question]) {
    self.questions = questions
  }

  public func interpret(_ text: String) -> Question? {
    questions[text]
  }
}
