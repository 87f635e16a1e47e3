/// Fills the `{name}` placeholders of a phrasebook's template ("{country}", "{value}", "{count}").
public enum Placeholders {
  /// Whether `template` has the placeholder `{key}`, compared byte for byte (`containsBytes`).
  public static func holds(_ key: String, in template: String) -> Bool {
    template.containsBytes(of: "{\(key)}")
  }

  /// `template` with each `{key}` of `values` replaced by its value; any other brace stays as
  /// written. One pass over the bytes: an inserted value is never read for placeholders itself, and
  /// neither Foundation's search nor the string-processing one is loaded (the English chat
  /// otherwise never touches them). With `mergingFullStops`, a value that ends with its own full
  /// stop ("Washington, D.C.") takes the place of the one right after its placeholder.
  public static func fill(
    _ template: String, with values: [String: String], mergingFullStops: Bool = false
  ) -> String {
    let open = UInt8(ascii: "{")
    let close = UInt8(ascii: "}")
    let fullStop = UInt8(ascii: ".")
    let bytes = Array(template.utf8)
    guard !values.isEmpty, bytes.contains(open) else { return template }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      guard bytes[index] == open,
        let end = bytes[(index + 1)...].firstIndex(where: { $0 == open || $0 == close }),
        bytes[end] == close,
        let value = values[String(decoding: bytes[(index + 1)..<end], as: UTF8.self)]
      else {
        result.append(bytes[index])
        index += 1
        continue
      }
      result += value.utf8
      index = end + 1
      if mergingFullStops, value.utf8.last == fullStop, index < bytes.count,
        bytes[index] == fullStop
      {
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}
