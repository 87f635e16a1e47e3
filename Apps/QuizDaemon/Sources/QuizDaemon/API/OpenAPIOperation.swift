import Presentation

/// What the OpenAPI document says of a route's operation besides its summary, as JSON texts written by
/// hand: the schemas of requests and replies are not in the route table.
struct OpenAPIOperation: Sendable {
  var security: String?
  var parameters: String?
  var requestBody: String?
  var responses: String

  /// The operation object, its summary first.
  func object(summary: String) -> JSONObjectWriter {
    var object = JSONObjectWriter()
    object.add("summary", summary)
    if let security { object.add("security", json: security.utf8) }
    if let parameters { object.add("parameters", json: parameters.utf8) }
    if let requestBody { object.add("requestBody", json: requestBody.utf8) }
    object.add("responses", json: responses.utf8)
    return object
  }
}
