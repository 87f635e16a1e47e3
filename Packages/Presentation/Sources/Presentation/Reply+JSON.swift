import Domain

extension Reply {
  /// The reply as one JSON object on one line, with the fields of the batch contract first.
  public var jsonLine: String { jsonObject.text }

  /// The same object, open for a shell to add fields of its own (the daemon adds the data's age).
  public var jsonObject: JSONObjectWriter {
    var json = JSONObjectWriter()
    json.add("question", question)
    json.add("outcome", outcome.rawValue)
    json.add("intent", intent?.rawValue)
    json.add("countries", countries)
    if let prefix { json.add("prefix", prefix) }
    json.add("text", text)
    json.add("suggestions", suggestions)
    json.add("retryable", isRetryable)
    if let imageURL { json.add("image", imageURL) }
    if let notice { json.add("notice", notice) }
    if let provenance {
      json.add("source", provenance.source)
      json.add("origin", provenance.origin.rawValue)
      json.add("asOf", DataNotice.day(provenance.asOf))
    }
    return json
  }
}

/// A minimal JSON writer: enough for flat objects of strings, booleans and string arrays.
public struct JSONObjectWriter: Sendable {
  private var body = ""

  public init() {}

  public var text: String { "{" + body + "}" }

  public mutating func add(_ key: String, _ value: String?) {
    append(key, value.map(Self.quoted) ?? "null")
  }

  public mutating func add(_ key: String, _ values: [String]) {
    append(key, "[" + values.map(Self.quoted).joined(separator: ",") + "]")
  }

  public mutating func add(_ key: String, _ value: Bool) {
    append(key, value ? "true" : "false")
  }

  public mutating func add(_ key: String, integer value: Int) {
    append(key, String(value))
  }

  public mutating func add(_ key: String, number value: Double) {
    append(key, value.isFinite ? String(value) : "null")
  }

  private mutating func append(_ key: String, _ rawValue: String) {
    if !body.isEmpty { body += "," }
    body += Self.quoted(key) + ":" + rawValue
  }

  /// A JSON string literal; unpaired surrogates cannot occur in a Swift `String`.
  public static func quoted(_ text: String) -> String {
    // Most text needs no escaping: copy it whole rather than scalar by scalar. 0xE2 leads U+2028 and
    // U+2029, which JSON allows but JavaScript did not; text with it takes the careful path.
    if !text.utf8.contains(where: {
      $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xE2
    }) {
      return "\"" + text + "\""
    }
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{2028}": out += "\\u2028"
      case "\u{2029}": out += "\\u2029"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
