import Domain

extension ReplyPresenter {
  /// The reply to a question that names what it wants but no country: it asks which one.
  public static func incomplete(_ question: String, intent: Intent) -> Reply {
    let example = ExampleIntent.question(intent, about: "Japan")
    return Reply(
      question: question, outcome: .incomplete, intent: intent,
      text: "Which country do you mean? Name it, or ask in full: \"\(example)\"",
      suggestions: [example])
  }
}
