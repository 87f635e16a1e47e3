/// One HTTP response as a value: the handler returns it, the server writes it.
public struct ServerResponse: Sendable, Equatable {
  public var status: Int
  public var headers: [(name: String, value: String)]
  public var body: [UInt8]

  public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  public func header(_ name: String) -> String? {
    let name = name.lowercased()
    return headers.first { $0.name.lowercased() == name }?.value
  }

  /// The bytes on the wire. HEAD gets the headers of the full response and no body. `date` is the
  /// `Date` header's value; `announcesKeepAlive` says so to an HTTP/1.0 client, which closes by default.
  public func serialized(
    omittingBody: Bool = false, keepsAlive: Bool, announcesKeepAlive: Bool = false,
    date: [UInt8]? = nil
  ) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(256 + (omittingBody ? 0 : body.count))
    bytes += "HTTP/1.1 ".utf8
    bytes += String(status).utf8
    bytes.append(UInt8(ascii: " "))
    bytes += Self.reason(status).utf8
    bytes += "\r\n".utf8
    if let date {
      bytes += "Date: ".utf8
      bytes += date
      bytes += "\r\n".utf8
    }
    for (name, value) in headers {
      bytes += name.utf8
      bytes += ": ".utf8
      bytes += value.utf8
      bytes += "\r\n".utf8
    }
    // A 304 has no body, and a Content-Length would have to be the full response's: it gets none.
    if status != 304 {
      bytes += "Content-Length: ".utf8
      bytes += String(body.count).utf8
      bytes += "\r\n".utf8
    }
    bytes +=
      (keepsAlive
      ? (announcesKeepAlive ? "Connection: keep-alive\r\n\r\n" : "\r\n")
      : "Connection: close\r\n\r\n").utf8
    if !omittingBody { bytes += body }
    return bytes
  }

  public static func == (lhs: ServerResponse, rhs: ServerResponse) -> Bool {
    lhs.status == rhs.status && lhs.headers.elementsEqual(rhs.headers) { $0 == $1 }
      && lhs.body == rhs.body
  }

  static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 100: "Continue"
    case 204: "No Content"
    case 304: "Not Modified"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 408: "Request Timeout"
    case 411: "Length Required"
    case 413: "Content Too Large"
    case 414: "URI Too Long"
    case 415: "Unsupported Media Type"
    case 431: "Request Header Fields Too Large"
    case 500: "Internal Server Error"
    case 501: "Not Implemented"
    case 503: "Service Unavailable"
    case 505: "HTTP Version Not Supported"
    default: "Status \(status)"
    }
  }
}
