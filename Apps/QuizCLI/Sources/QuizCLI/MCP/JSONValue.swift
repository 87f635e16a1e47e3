import Foundation
import Presentation

/// One JSON document a client sent, decoded by Foundation's `JSONDecoder`: the Model Context
/// Protocol's messages are JSON-RPC 2.0 objects whose parameters the server walks by key.
enum JSONValue: Decodable, Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// `text` as JSON; nil when it is not a JSON document.
  static func parse(_ text: String) -> JSONValue? {
    try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
  }

  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members[key]
  }

  var string: String? {
    guard case .string(let text) = self else { return nil }
    return text
  }

  var isObject: Bool {
    guard case .object = self else { return false }
    return true
  }

  /// A request's `id` as JSON text to echo: a string, or an integer JSON numbers hold exactly
  /// (|id| ≤ 2⁵³ − 1); nil for anything else, which JSON-RPC does not allow as an id.
  var idText: String? {
    switch self {
    case .string(let text) where text.utf8.count <= Self.longestID:
      return JSONObjectWriter.quoted(text)
    case .number(let value)
    where value.rounded() == value && abs(value) <= Self.largestExactInteger:
      return String(Int64(value))
    default: return nil
    }
  }

  static let longestID = 200
  static let largestExactInteger = 9_007_199_254_740_991.0
}
