import Foundation
import GameRules
import Testing

@testable import Presentation

/// The JSON reader accepts what Foundation accepts and reads the same values, and a profile
/// decoded through it is the one `JSONDecoder` decodes (a key given twice included: `JSONDecoder`
/// keeps its first value, `JSONSerialization` its last).
@Suite struct JSONTreeTests {
  static let texts = [
    #"{}"#, #"[]"#, #" {"a" : [1, -2.5, 3e2, 0, -0.0, true, false, null]} "#,
    #"{"s": "tab\there \"quoted\" \\ \/ \u00e9 \ud83c\uddef\ud83c\uddf5 ünï"}"#,
    #"{"a": {"b": {"c": []}}, "d": 2}"#, #"[{"x": "y"}, [], [[]]]"#, #""just a string""#,
    #"12"#, #"true"#, #"null"#,
  ]

  static let invalid = [
    "", " ", "{", "}", "[1,]", "{\"a\":1,}", "{'a': 1}", "[01]", "[1.]", "[.5]", "[1e]", "[+1]",
    "[-]", "{\"a\" 1}", "{1: 2}", "[tru]", "[nul]", "\"\\x\"", "\"\\u12\"", "\"\\ud83c\"",
    "\"\\udc00\"", "\"a\u{01}b\"", "[1] [2]", "[1] x", "\"open", "[\"\\",
    String(repeating: "[", count: 513) + String(repeating: "]", count: 513),
  ]

  @Test(arguments: texts)
  func readsWhatFoundationReads(text: String) throws {
    let tree = try #require(JSONTree(Array(text.utf8)))
    let foundation = try JSONSerialization.jsonObject(
      with: Data(text.utf8), options: [.fragmentsAllowed])
    #expect(Self.same(tree, foundation), "\(tree)")
  }

  @Test(arguments: invalid)
  func refusesWhatIsNotOneJSONValue(text: String) {
    #expect(JSONTree(Array(text.utf8)) == nil)
  }

  @Test func invalidUTF8InAString_isRefused() {
    #expect(JSONTree([0x22, 0xC3, 0x28, 0x22]) == nil)
    #expect(JSONTree([0x22, 0xC3, 0xA9, 0x22]) == .string("é"))
  }

  static let profiles = [
    #"{"favourites": ["JP", "pe", "XX", "JP", 7, "ß"]}"#, #"{"favourites": "JP"}"#,
    #"{"favourites": ["JP"], "games": "lost"}"#,
    #"{"games": {"records": {"capitals": {"best": "x", "played": 2}, "chess": {"best": 9}}, "review": ["cPE", "zzz", "fNG"]}}"#,
    #"{"games": {"records": {"flags": {"best": 12, "played": 30, "streak": 4}}, "daily": {"day": 20400, "score": 7}, "cards": ["cPE:3:20400"]}}"#,
    #"{"games": {"daily": {"day": 1.5, "score": 7}, "records": {"flags": {"best": 1e2}}}}"#,
    #"{"games": {"daily": {"day": 99999999999999999999, "score": 1}}}"#,
    #"{"unknown": {"deep": [1, 2, {"x": null}]}, "favourites": ["BR"]}"#, #"[]"#, #"7"#,
    #"{"favourites": ["JP"], "favourites": ["PE"]}"#, "\u{FEFF}{\"favourites\": [\"CL\"]}",
    #"{"favourites": ["AR"], "x": "# + String(repeating: "[", count: 100)
      + String(repeating: "]", count: 100) + "}",
  ]

  @Test(arguments: profiles)
  func aProfile_isTheOneJSONDecoderDecodes(text: String) {
    let data = Data(text.utf8)
    let expected = try? JSONDecoder().decode(Profile.self, from: data)
    #expect(Profile(json: data) == expected)
  }

  @Test func aProfile_readsBackWhatItWrote() throws {
    let written = try #require(
      Profile(
        json: Data(
          #"{"favourites": ["JP", "PE"], "games": {"records": {"flags": {"best": 12, "played": 30}}, "review": ["cPE"]}}"#
            .utf8)))
    #expect(!written.games.isEmpty)
    #expect(Profile(json: written.json) == written)
  }

  private static func same(_ tree: JSONTree, _ value: Any) -> Bool {
    switch tree {
    case .null: return value is NSNull
    case .bool(let bool): return (value as? Bool) == bool && !(value is Int && !(value is Bool))
    case .number(let text): return (value as? NSNumber)?.doubleValue == Double(text)
    case .string(let string): return (value as? String) == string
    case .array(let elements):
      guard let values = value as? [Any], values.count == elements.count else { return false }
      return zip(elements, values).allSatisfy { same($0, $1) }
    case .object(let members):
      guard let values = value as? [String: Any], values.count == members.count else {
        return false
      }
      return members.allSatisfy { key, member in values[key].map { same(member, $0) } ?? false }
    }
  }
}
