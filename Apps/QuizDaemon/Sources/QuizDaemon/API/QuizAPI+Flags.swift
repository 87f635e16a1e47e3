import FlagImages
import Presentation

/// `GET /flags/<CODE>.svg`: the flags the page shows, served here so that it loads no image from
/// another host and shows flags offline and where no emoji font exists.
extension QuizAPI {
  /// The route's path, as `routes` declares it and the OpenAPI document lists it.
  static let flagPath = "/flags/{code}.svg"

  private static let flagTemplate = PathTemplate(flagPath)

  /// Where the daemon's replies point flag images: its own copy, for a country that has one; a
  /// country without one gets no image (the page shows the emoji), never another's flag.
  static let flagLinks = FlagImageLinks { code, _ in
    FlagImages.flag(code) == nil ? nil : "/flags/\(code.uppercased()).svg"
  }

  /// A flag's headers: cached for a year as it is (the URL names the flag, the ETag its drawing),
  /// and a policy that lets an SVG opened on its own run nothing and load nothing.
  static let flagPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

  /// The flag of the path's code (two ASCII letters, either case), 304 when the client has it, 404
  /// for any other code or path.
  static func flag(_ request: ServerRequest) -> ServerResponse {
    guard let code = flagTemplate?.parameter(in: request.path), let flag = FlagImages.flag(code)
    else {
      return ServerResponse.error(
        404, "There is no flag at \(DisplayText.sanitized(request.path, maxLength: 100)).")
    }
    let tag = "\"\(flag.tag)\""
    let headers = [
      ("Content-Type", "image/svg+xml"),
      ("Cache-Control", "public, max-age=31536000, immutable"),
      ("ETag", tag),
      ("Content-Security-Policy", flagPolicy),
    ]
    if let known = request.header("if-none-match"), matches(known, tag) {
      return ServerResponse(status: 304, headers: headers)
    }
    return ServerResponse(status: 200, headers: headers, body: Array(flag.svg.utf8))
  }

  /// Whether an If-None-Match list ("a", W/"b" or *) names `tag` (weak comparison, as for GET).
  private static func matches(_ list: String, _ tag: String) -> Bool {
    list.split(separator: ",").contains { item in
      let item = item.trimmingBlanks()
      return item == "*" || item == tag || item == "W/" + tag
    }
  }
}
