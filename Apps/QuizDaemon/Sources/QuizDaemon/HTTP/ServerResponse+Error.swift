import Presentation

extension ServerResponse {
  /// Every error is JSON with a message a person can read: `{"error": "…", "status": 400}`.
  public static func error(_ status: Int, _ message: String) -> ServerResponse {
    var json = JSONObjectWriter()
    json.add("error", message)
    json.add("status", integer: status)
    return ServerResponse.json(status, json)
  }

  public static func json(_ status: Int, _ text: String) -> ServerResponse {
    json(status, bytes: Array(text.utf8))
  }

  public static func json(_ status: Int, _ object: JSONObjectWriter) -> ServerResponse {
    json(status, bytes: object.bytes)
  }

  private static func json(_ status: Int, bytes: [UInt8]) -> ServerResponse {
    ServerResponse(
      status: status, headers: [("Content-Type", "application/json; charset=utf-8")], body: bytes)
  }
}
