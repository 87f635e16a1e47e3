import Presentation

extension ServerResponse {
  /// Every error is JSON with a message a person can read: `{"error": "…", "status": 400}`.
  public static func error(_ status: Int, _ message: String) -> ServerResponse {
    var json = JSONObjectWriter()
    json.add("error", message)
    json.add("status", integer: status)
    return ServerResponse.json(status, json.text)
  }

  public static func json(_ status: Int, _ text: String) -> ServerResponse {
    ServerResponse(
      status: status, headers: [("Content-Type", "application/json; charset=utf-8")],
      body: Array(text.utf8))
  }
}
