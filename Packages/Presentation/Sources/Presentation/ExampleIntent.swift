import Domain

/// Phrases a follow-up question for an intent, so suggestions are questions the quiz understands.
enum ExampleIntent {
  static func question(_ intent: Intent, about name: String) -> String {
    intent == .countriesByPrefix
      ? "Which countries start with \(name.prefix(2))?"
      : Capability.of(intent).question(about: name)
  }
}
