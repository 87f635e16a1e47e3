import Domain
import Foundation
import Presentation
import Testing

@testable import QuizDaemon

@Suite struct AskBodyTests {
  @Test(arguments: [
    (#"{"question":"capital of chad"}"#, "capital of chad", false),
    (" \r\n\t{ \"refresh\" : true , \"question\" : \"x\" } \n", "x", true),
    (
      #"{"question":"a\"b\\c\/d\b\f\n\r\t\u00e9\u2028\ud83c\uddeb"}"#,
      "a\"b\\c/d\u{8}\u{C}\n\r\té\u{2028}\u{1F1EB}", false
    ),
    (#"{"question":"é🇫🇷","extra":[1,-0.5e+3,{"a":[null,false]}],"refresh":"yes"}"#, "é🇫🇷", false),
    (#"{"question":"first","question":"last"}"#, "last", false),
    (#"{"question":""}"#, "", false),
  ])
  func decode_readsTheQuestionAndRefresh(body: String, question: String, refreshes: Bool) {
    #expect(
      AskBody.decode(Array(body.utf8))
        == .success(AskBody(question: question, refreshes: refreshes))
    )
  }

  @Test(arguments: [
    "", " ", "{", "}", "{nope", #"{"question":"x",}"#, #"{"question":"x"} x"#, #"{"question":'x'}"#,
    "{\"question\":\"a\nb\"}", #"{"question":"\x"}"#, #"{"question":"\u12"}"#,
    #"{"question":"\ud800"}"#,
    #"{"question":"\udc00\ud800"}"#, #"{"question":01}"#, #"{"question":1.}"#, #"{"question":-}"#,
    #"{"question":1e}"#, #"{"question":tru}"#, #"{"question" "x"}"#, #"{question:"x"}"#,
    #"{"question":"x"/*c*/}"#, #"{"a":[1,]}"#, #"{"a":[1 2]}"#, #"{"question":"x""#,
    String(repeating: "[", count: 100) + String(repeating: "]", count: 100),
  ])
  func decode_refusesInvalidJSON(body: String) {
    #expect(
      AskBody.decode(Array(body.utf8)) == .failure(.init(message: "The body is not valid JSON.")))
  }

  @Test(arguments: [
    (#"{"question":"x","profile":{"favourites":["JP","pe"]}}"#, ["JP", "PE"]),
    (#"{"profile" : { "favourites" : [ "CL" ] , "scores" : {"a": [1]} } ,"question":"x"}"#, ["CL"]),
    (#"{"question":"x","profile":{}}"#, []),
  ])
  func decode_readsTheProfileObject(body: String, favourites: [String]) throws {
    let decoded = try AskBody.decode(Array(body.utf8)).get()

    #expect(decoded.profile == Profile(favourites: favourites))
  }

  @Test func decode_refusesAProfileOverItsByteLimitWith413BeforeDecodingIt() {
    let padding = String(repeating: " ", count: Profile.maximumBytes)
    let body = #"{"question":"x","profile":{"favourites":["JP"]"# + padding + "}}"

    guard case .failure(let failure) = AskBody.decode(Array(body.utf8)) else {
      Issue.record("a profile over the limit was read")
      return
    }
    #expect(failure.status == 413)
    #expect(failure.message.contains("profile"))
  }

  @Test(arguments: [
    #"{"question":"x","profile":"{}"}"#, #"{"question":"x","profile":[1]}"#,
    #"{"question":"x","profile":null}"#, #"{"question":"x","a":{"profile":{"favourites":["JP"]}}}"#,
  ])
  func decode_ignoresAProfileThatIsNotATopLevelObject(body: String) throws {
    #expect(try AskBody.decode(Array(body.utf8)).get().profile == nil)
  }

  @Test func decode_refusesInvalidUTF8InAString() {
    let body = Array(#"{"question":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)

    #expect(AskBody.decode(body) == .failure(.init(message: "The body is not valid JSON.")))
  }

  @Test(arguments: [
    ("[1]", "The body must be a JSON object with a \"question\"."),
    (#""question""#, "The body must be a JSON object with a \"question\"."),
    ("42", "The body must be a JSON object with a \"question\"."),
    ("{}", "The body has no \"question\"."),
    (#"{"a":{"question":"x"}}"#, "The body has no \"question\"."),
    (#"{"question":null}"#, "The \"question\" must be a string."),
    (#"{"question":["x"]}"#, "The \"question\" must be a string."),
  ])
  func decode_explainsAValidBodyOfTheWrongShape(body: String, message: String) {
    #expect(AskBody.decode(Array(body.utf8)) == .failure(.init(message: message)))
  }

  @Test(arguments: [
    String(repeating: "a", count: 1_000),
    String(repeating: "é", count: 1_000),
    // 500 flags: 500 Characters of two scalars each.
    String(repeating: "🇫🇷", count: 500),
  ])
  func decode_readsAQuestionOfUpTo1000UnicodeScalars(question: String) throws {
    let body = #"{"question":"\#(question)"}"#

    #expect(try AskBody.decode(Array(body.utf8)).get().question == question)
  }

  @Test(arguments: [
    String(repeating: "a", count: 1_001),
    // 501 Characters, but 1,002 scalars.
    String(repeating: "🇫🇷", count: 501),
    // One Character: a Character can hold any number of combining marks.
    "a" + String(repeating: "\u{301}", count: 1_000),
    // Escaped in the JSON: the limit counts the decoded text, not the bytes of the body.
    String(repeating: #"\n"#, count: 1_001),
  ])
  func decode_refusesAQuestionOverThe1000ScalarLimitWith413(question: String) {
    let body = #"{"question":"\#(question)"}"#

    #expect(
      AskBody.decode(Array(body.utf8))
        == .failure(
          .init(
            message:
              "The question is longer than 1,000 characters; ask it in fewer words.",
            status: 413)))
    #expect(AskBody.maximumQuestionLength == 1_000)
  }

  /// Foundation's parser is the oracle: on 50,000 mutated documents from a fixed seed, both agree on
  /// whether the body is valid JSON, whether it is an object, and on the question it holds. Two places
  /// where swift-corelibs-foundation departs from RFC 8259 are left out: it accepts trailing commas, and it
  /// refuses numbers beyond a `Double`'s range.
  @Test func decode_agreesWithJSONSerializationOnMutatedDocuments() throws {
    var fuzzer = JSONFuzzer(seed: 0x5EED_A5CB)
    var disagreements: [String] = []
    var compared = 0
    var answered = 0
    let departures = try Regex(#",[ \t\r\n]*[\]}]|[eE][+-]?[0-9]{3}"#)
    for _ in 0..<50_000 {
      let body = fuzzer.document()
      if String(decoding: body, as: UTF8.self).contains(departures) { continue }
      compared += 1
      let ours = AskBody.decode(body)
      if case .success = ours { answered += 1 }
      let oracle = Self.oracle(body)
      if ours != oracle {
        disagreements.append("\(String(decoding: body, as: UTF8.self)): \(ours) vs \(oracle)")
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(5))")
    #expect(compared > 45_000)
    #expect(answered > 2_000 && answered < compared - 2_000, "\(answered) of \(compared)")
  }

  private static func oracle(_ body: [UInt8]) -> Result<AskBody, AskBody.Failure> {
    guard
      let value = try? JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed])
    else { return .failure(.init(message: "The body is not valid JSON.")) }
    guard let object = value as? [String: Any] else {
      return .failure(.init(message: "The body must be a JSON object with a \"question\"."))
    }
    guard let question = object["question"] else {
      return .failure(.init(message: "The body has no \"question\"."))
    }
    guard let text = question as? String, !(question is NSNumber) else {
      return .failure(.init(message: "The \"question\" must be a string."))
    }
    // A JSON true, not a number that bridges to true: Foundation marks booleans with type "c".
    let refresh = object["refresh"] as? NSNumber
    let refreshes = refresh.map { String(cString: $0.objCType) == "c" && $0.boolValue } ?? false
    return .success(AskBody(question: text, refreshes: refreshes))
  }
}

/// Small JSON documents with one to three random edits, from a fixed seed.
private struct JSONFuzzer {
  private var random: SeededGenerator

  init(seed: UInt64) { random = SeededGenerator(seed: seed) }

  private static let corpus = [
    #"{"question":"capital of chad"}"#, #"{"question":"x","refresh":true}"#,
    #"{"question":"\u00e9\ud83c\uddeb\n","n":[1,-2.5e3,0,null,false,{}]}"#, #"[{"question":"x"}]"#,
    #"{"refresh":false,"question":"a\"b"}"#, #"{"question":12}"#,
    #"{"a":{"b":[[]]},"question":"é"}"#,
  ]
  private static let fragments = [
    "\"", "\\", "\\u", "\\ud800", "\\udc00", "{", "}", "[", "]", ",", ":", " ", "\n", "\t", "0",
    "01",
    "-", ".", "e", "E+", "true", "fals", "null", "\u{0}", "\u{1F}", "é", "🇫🇷", "\"question\":",
  ]

  private mutating func next() -> UInt64 { random.next() }

  private mutating func below(_ bound: Int) -> Int { random.index(below: bound) }

  mutating func document() -> [UInt8] {
    var bytes = Array(Self.corpus[below(Self.corpus.count)].utf8)
    for _ in 0..<(1 + below(3)) {
      let at = below(bytes.count + 1)
      switch below(4) {
      case 0: if at < bytes.count { bytes.remove(at: at) }
      case 1: bytes.insert(contentsOf: Self.fragments[below(Self.fragments.count)].utf8, at: at)
      case 2: if at < bytes.count { bytes[at] = UInt8(truncatingIfNeeded: next()) }
      default: if at < bytes.count { bytes.insert(bytes[at], at: at) }
      }
    }
    return bytes
  }
}
