import Domain

extension Reply {
  /// The reply as one JSON object on one line, with the fields of the batch contract first.
  public var jsonLine: String { jsonObject.text }

  /// The same object, open for a shell to add fields of its own (the daemon adds the data's age).
  public var jsonObject: JSONObjectWriter { jsonObject(flagImages: .data) }

  /// The object with its flag images linked as `flagImages` says (quizd: its own `/flags/` copies).
  public func jsonObject(flagImages: FlagImageLinks) -> JSONObjectWriter {
    var json = JSONObjectWriter()
    json.add("question", question)
    json.add("outcome", outcome.rawValue)
    json.add("intent", intent?.rawValue)
    json.add("countries", countries)
    if let prefix { json.add("prefix", prefix) }
    json.add("text", text)
    json.add("lines", objects: lines.map(\.jsonObject))
    json.add("body", body.rawValue)
    json.add("suggestions", suggestions)
    json.add("retryable", isRetryable)
    json.add("reading", object: readingObject)
    if let url = image.flatMap(flagImages.url) { json.add("image", url) }
    if let notice { json.add("notice", notice) }
    if let provenance {
      json.add("source", provenance.source)
      json.add("origin", provenance.origin.rawValue)
      json.add("asOf", DataNotice.day(provenance.asOf))
    }
    if let game { json.add("game", object: game.jsonObject) }
    if let shape { json.add("shape", object: Self.shapeObject(shape, named: outcome != .game)) }
    if let card { json.add("card", object: card.jsonObject(flagImages: flagImages)) }
    if let heading { json.add("heading", heading) }
    if !cards.isEmpty {
      json.add("cards", objects: cards.map { $0.jsonObject(flagImages: flagImages) })
    }
    if !entries.isEmpty {
      json.add("items", objects: entries.map { $0.jsonObject(flagImages: flagImages) })
    }
    if needsLocation { json.add("needsLocation", true) }
    if let location { json.add("location", location) }
    return json
  }
}

extension Reply {
  /// `{"intent", "subject", "corrected": [{"typed", "read"}], "leftOut", "years", "line"}`: how the
  /// question was read (`years` only when it asked of past years); a line read as no question has
  /// only its intent, null.
  var readingObject: JSONObjectWriter {
    var json = JSONObjectWriter()
    json.add("intent", (readAs?.intent ?? intent)?.rawValue)
    json.add("subject", readAs?.subject)
    json.add(
      "corrected",
      objects: (readAs?.corrections ?? []).map { correction in
        var pair = JSONObjectWriter()
        pair.add("typed", correction.typed)
        pair.add("read", correction.read)
        return pair
      })
    json.add("leftOut", readAs?.leftOut ?? [])
    if let years = readAs?.years, !years.isEmpty {
      json.add("years", json: "[\(years.map(String.init).joined(separator: ","))]".utf8)
    }
    if let line = readAs?.line { json.add("line", line) }
    return json
  }
}

extension Reply.Line {
  /// `{"kind", "text"}`: what the line is, for a shell that styles it, and its words.
  public var jsonObject: JSONObjectWriter {
    var json = JSONObjectWriter()
    json.add("kind", kind.rawValue)
    json.add("text", text)
    return json
  }
}

extension Reply.Entry {
  /// `{"code", "flag", "name"}`, with `km` and `miles` (whole numbers) when it measures a distance.
  public var jsonObject: JSONObjectWriter { jsonObject(flagImages: .data) }

  public func jsonObject(flagImages: FlagImageLinks) -> JSONObjectWriter {
    var json = JSONObjectWriter()
    json.add("code", code)
    json.add("flag", flag)
    if let url = flagImages.url(code: code, dataURL: image) { json.add("image", url) }
    json.add("name", name)
    if let kilometres {
      json.add("km", integer: Int(kilometres.rounded()))
      json.add("miles", integer: Int(GreatCircle.miles(fromKilometres: kilometres).rounded()))
      json.add("distance", distance ?? PlaceSentence.distance(kilometres))
    }
    return json
  }
}

/// A minimal JSON writer: enough for flat objects of strings, booleans, numbers and string arrays. It
/// appends to one byte buffer, since the daemon writes one of these for every request it answers.
public struct JSONObjectWriter: Sendable {
  private var buffer: [UInt8]

  public init() {
    buffer = [UInt8(ascii: "{")]
    buffer.reserveCapacity(512)
  }

  /// The object as UTF-8 bytes.
  public var bytes: [UInt8] {
    var bytes = buffer
    bytes.append(UInt8(ascii: "}"))
    return bytes
  }

  public var text: String { String(decoding: bytes, as: UTF8.self) }

  public mutating func add(_ key: String, _ value: String?) {
    appendKey(key)
    if let value { Self.appendQuoted(value, to: &buffer) } else { buffer += "null".utf8 }
  }

  public mutating func add(_ key: String, _ values: [String]) {
    appendKey(key)
    buffer.append(UInt8(ascii: "["))
    for (index, value) in values.enumerated() {
      if index > 0 { buffer.append(UInt8(ascii: ",")) }
      Self.appendQuoted(value, to: &buffer)
    }
    buffer.append(UInt8(ascii: "]"))
  }

  /// `json`, already a JSON document (e.g. from `JSONEncoder`), as the value of `key`.
  public mutating func add(_ key: String, json: some Sequence<UInt8>) {
    appendKey(key)
    buffer += json
  }

  public mutating func add(_ key: String, _ value: Bool) {
    appendKey(key)
    buffer += (value ? "true" : "false").utf8
  }

  /// A nested object.
  public mutating func add(_ key: String, object: JSONObjectWriter) {
    appendKey(key)
    buffer += object.bytes
  }

  /// An array of nested objects.
  public mutating func add(_ key: String, objects: [JSONObjectWriter]) {
    appendKey(key)
    buffer.append(UInt8(ascii: "["))
    for (index, object) in objects.enumerated() {
      if index > 0 { buffer.append(UInt8(ascii: ",")) }
      buffer += object.bytes
    }
    buffer.append(UInt8(ascii: "]"))
  }

  public mutating func add(_ key: String, integer value: Int) {
    appendKey(key)
    buffer += String(value).utf8
  }

  public mutating func add(_ key: String, number value: Double) {
    appendKey(key)
    buffer += (value.isFinite ? String(value) : "null").utf8
  }

  /// `text` as a JSON string literal, quoted and escaped as the writer writes every string.
  public static func quoted(_ text: String) -> String {
    var bytes: [UInt8] = []
    appendQuoted(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  private mutating func appendKey(_ key: String) {
    if buffer.count > 1 { buffer.append(UInt8(ascii: ",")) }
    Self.appendQuoted(key, to: &buffer)
    buffer.append(UInt8(ascii: ":"))
  }

  /// Appends `text` as a JSON string literal; unpaired surrogates cannot occur in a Swift `String`. Bytes
  /// that need no escaping are copied as they are; U+2028 and U+2029, which JSON allows but JavaScript did
  /// not, are escaped too.
  static func appendQuoted(_ text: String, to buffer: inout [UInt8]) {
    buffer.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      // Runs of bytes that need no escaping are copied whole.
      var runStart = 0
      var index = 0
      func copyRun() {
        if runStart < index {
          buffer.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
        }
      }
      while index < utf8.count {
        let byte = utf8[index]
        let escape: String
        switch byte {
        case UInt8(ascii: "\""): escape = #"\""#
        case UInt8(ascii: "\\"): escape = #"\\"#
        case UInt8(ascii: "\n"): escape = #"\n"#
        case UInt8(ascii: "\r"): escape = #"\r"#
        case UInt8(ascii: "\t"): escape = #"\t"#
        case 0..<0x20, 0x7F:
          escape =
            #"\u00"# + String(UnicodeScalar(hexDigits[Int(byte >> 4)]))
            + String(UnicodeScalar(hexDigits[Int(byte & 0xF)]))
        case 0xE2
        where index + 2 < utf8.count && utf8[index + 1] == 0x80
          && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
          escape = utf8[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#
          copyRun()
          buffer += escape.utf8
          index += 3
          runStart = index
          continue
        default:
          index += 1
          continue
        }
        copyRun()
        buffer += escape.utf8
        index += 1
        runStart = index
      }
      copyRun()
    }
    buffer.append(UInt8(ascii: "\""))
  }
}

private let hexDigits = Array("0123456789abcdef".utf8)
