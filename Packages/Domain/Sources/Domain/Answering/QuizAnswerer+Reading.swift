extension QuizAnswerer {
  /// Reads one line of a conversation (`candidates`: a pending clarification's codes), loading the data
  /// first; `refreshing` asks the live source again (a retry).
  public func read(_ text: String, candidates: [String] = [], refreshing: Bool = false)
    async throws(AnswerError) -> Reading
  {
    try await currentCatalog(refreshing: refreshing).interpreter.read(text, candidates: candidates)
  }

  /// Answers a question a conversation completed, from the data last loaded; `location` is where the
  /// person asking is, for "countries near me" (the shell knows it, the core never looks it up).
  public func answer(_ question: Question, location: UserLocation? = nil) async throws(AnswerError)
    -> Answer
  {
    if let catalog { return try catalog.answer(question, location: location) }
    return try await currentCatalog().answer(question, location: location)
  }

  /// `read` without suspending, when data was loaded within the last `readyFor`; nil otherwise.
  public nonisolated func readIfReady(_ text: String, candidates: [String] = []) -> Reading? {
    readyCatalog()?.interpreter.read(text, candidates: candidates)
  }

  /// `answer(_:)` without suspending, when data was loaded within the last `readyFor`; nil otherwise.
  public nonisolated func answerIfReady(_ question: Question, location: UserLocation? = nil)
    -> Result<Answer, AnswerError>?
  {
    guard let catalog = readyCatalog() else { return nil }
    do {
      return .success(try catalog.answer(question, location: location))
    } catch {
      return .failure(error)
    }
  }
}
