import Domain
import Foundation

extension QuizAnswerer {
  /// Loads the data and answers `text` as a complete question: the loader's and the catalog's work
  /// together, as the use case tests describe it.
  func answer(_ text: String, refreshing: Bool = false) async throws(AnswerError) -> Answer {
    switch await load(refreshing: refreshing) {
    case .success(let data): return try data.answer(text)
    case .failure(let error): throw error
    }
  }

  /// Loads the data and answers a question a conversation completed.
  func answer(
    _ question: Question, location: UserLocation? = nil, now: Date = Date(timeIntervalSince1970: 0)
  ) async throws(AnswerError) -> Answer {
    switch await load() {
    case .success(let data): return try data.answer(question, location: location, now: now)
    case .failure(let error): throw error
    }
  }
}
