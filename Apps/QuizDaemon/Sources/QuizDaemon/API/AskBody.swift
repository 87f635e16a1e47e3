import Domain
import Foundation
import Presentation

/// The body of `POST /v1/ask`: `{"question": "…"}`, `"refresh": true` for a retry that asks the live
/// source again, `"context"`, the conversation the previous reply returned, and `"profile"`, the
/// person's profile (favourites, scores) the page keeps in its storage.
///
/// Read by `JSONBodyReader`, a strict RFC 8259 reader over the bytes: `JSONSerialization` built a
/// Foundation object tree for every request and cost more than parsing the HTTP around it.
struct AskBody: Equatable {
  let question: String
  let refreshes: Bool
  /// The opaque context the previous reply returned; nil when absent or not a string.
  var context: String? = nil
  /// The profile the client keeps; nil when absent or not an object. Read leniently, field by field.
  var profile: Profile? = nil
  /// Where the browser says the user is, or why it would not say; nil when the page sent nothing.
  var location: Location? = nil

  /// `"location": {"lat": …, "lon": …}`, or `{"error": "denied"}` when the browser would not tell.
  enum Location: Equatable {
    case position(latitude: Double, longitude: Double)
    case refused(String)
  }

  /// The longest question read, in Unicode scalars; a longer one is refused with 413 before any
  /// interpretation. Scalars, not Characters: a Character can hold any number of combining marks, so a
  /// limit in Characters would not bound the work. The web page's `maxlength="1000"` counts UTF-16
  /// units, at least one per scalar, so whatever it lets a person type fits.
  static let maximumQuestionLength = LineLimit.characters

  struct Failure: Error, Equatable {
    let message: String
    /// 400 for a body that is not a question; 413 for a question over `maximumQuestionLength`.
    var status = 400
  }

  static func decode(_ bytes: [UInt8]) -> Result<AskBody, Failure> {
    var reader = JSONBodyReader(bytes)
    guard let fields = reader.topLevelObject() else {
      if reader.isValidNonObject {
        return .failure(Failure(message: "The body must be a JSON object with a \"question\"."))
      }
      return .failure(Failure(message: "The body is not valid JSON."))
    }
    guard let question = fields.question else {
      return .failure(Failure(message: "The body has no \"question\"."))
    }
    guard case .string(let text) = question else {
      return .failure(Failure(message: "The \"question\" must be a string."))
    }
    guard !LineLimit.isExceeded(by: text) else {
      return .failure(
        Failure(
          message: "The question is longer than \(LineLimit.charactersText) characters; "
            + "ask it in fewer words.", status: 413))
    }
    var context: String?
    if case .string(let value) = fields.context { context = value }
    var location: Location?
    if fields.hasLocation {
      switch (fields.latitude, fields.longitude, fields.locationError) {
      case (.number(let latitude)?, .number(let longitude)?, _)
      where (-90...90).contains(latitude) && (-180...180).contains(longitude):
        location = .position(latitude: latitude, longitude: longitude)
      case (nil, nil, .string(let reason)?):
        location = .refused(reason)
      default:
        return .failure(
          Failure(
            message:
              "The \"location\" must be {\"lat\": -90…90, \"lon\": -180…180} or {\"error\": \"…\"}."
          ))
      }
    }
    if let bytes = fields.profile, bytes.count > Profile.maximumBytes {
      return .failure(
        Failure(
          message:
            "The \"profile\" is over \(Profile.maximumBytes) bytes; keep at most "
            + "\(Profile.maximumFavourites) favourites.", status: 413))
    }
    let profile = fields.profile.flatMap { Profile(json: Data($0)) }
    return .success(
      AskBody(
        question: text, refreshes: fields.refresh == .true, context: context, profile: profile,
        location: location))
  }
}
