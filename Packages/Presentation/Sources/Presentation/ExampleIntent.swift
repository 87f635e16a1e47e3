import Domain

/// Phrases a follow-up question for an intent, so suggestions are questions the quiz understands.
enum ExampleIntent {
  static func question(_ intent: Intent, about name: String) -> String {
    switch intent {
    case .capital: "What is the capital of \(name)?"
    case .isoCode: "What is the ISO alpha-2 code for \(name)?"
    case .flag: "Show me the flag of \(name)"
    case .countriesByPrefix: "Which countries start with \(name.prefix(2))?"
    }
  }
}
