import Foundation

/// The body of `POST /v1/ask`: `{"question": "…"}`, and `"refresh": true` for a retry that asks the live
/// source again.
struct AskBody: Equatable {
  let question: String
  let refreshes: Bool

  struct Failure: Error, Equatable {
    let message: String
  }

  static func decode(_ bytes: [UInt8]) -> Result<AskBody, Failure> {
    guard let value = try? JSONSerialization.jsonObject(with: Data(bytes), options: []) else {
      return .failure(Failure(message: "The body is not valid JSON."))
    }
    guard let object = value as? [String: Any] else {
      return .failure(Failure(message: "The body must be a JSON object with a \"question\"."))
    }
    guard let question = object["question"] else {
      return .failure(Failure(message: "The body has no \"question\"."))
    }
    guard let text = question as? String, !(question is NSNumber) else {
      return .failure(Failure(message: "The \"question\" must be a string."))
    }
    return .success(AskBody(question: text, refreshes: (object["refresh"] as? Bool) == true))
  }
}
