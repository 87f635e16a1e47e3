/// Every way answering can fail, each one explainable to a user.
public enum AnswerError: Error, Sendable, Equatable {
  /// The text is not one of the questions the quiz answers.
  case unrecognized
  /// The place named is not a country in the data.
  case notFound(intent: Intent, name: String)
  /// No country name starts with the prefix.
  case noMatches(prefix: String)
  /// The name fits several countries equally well.
  case ambiguous(intent: Intent, candidates: [Country])
  /// No data could be loaded to answer with; asking again may help.
  case unavailable(CountryLoadError)
}
