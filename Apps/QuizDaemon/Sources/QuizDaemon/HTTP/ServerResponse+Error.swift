import Foundation
import Presentation

extension ServerResponse {
  /// Every error is JSON with a message a person can read: `{"error": "…", "status": 400}`.
  public static func error(_ status: Int, _ message: String) -> ServerResponse {
    json(status, encoding: ErrorReply(error: message, status: status))
  }

  public static func json(_ status: Int, _ text: String) -> ServerResponse {
    json(status, bytes: Array(text.utf8))
  }

  public static func json(_ status: Int, _ object: JSONObjectWriter) -> ServerResponse {
    json(status, bytes: object.bytes)
  }

  /// `value` as JSON, its keys sorted so the bytes are the same from run to run.
  static func json(_ status: Int, encoding value: some Encodable) -> ServerResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Strings, numbers and booleans always encode; the fallback keeps the reply JSON regardless.
    let bytes = (try? encoder.encode(value)).map { Array($0) } ?? Array(Self.unencodable.utf8)
    return json(status, bytes: bytes)
  }

  private static let unencodable = #"{"error":"The reply could not be written.","status":500}"#

  private static func json(_ status: Int, bytes: [UInt8]) -> ServerResponse {
    ServerResponse(
      status: status, headers: [("Content-Type", "application/json; charset=utf-8")], body: bytes)
  }
}
