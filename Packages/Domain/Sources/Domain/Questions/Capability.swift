/// One kind of question the quiz answers, declared once: what it asks, what kind of answer it gets,
/// and an example. Help, banners, usage, suggestions, the OpenAPI enum and the web hint are derived
/// from `Capability.all`; a language's lexicon adds the cue words and its phrasebook the sentence.
public struct Capability: Sendable, Equatable {
  /// The shape of an answer, which decides how the use case looks it up.
  public enum AnswerKind: Sendable, Equatable {
    /// A fact of one country ("the capital of Belgium").
    case oneCountry
    /// The country a clue points to (a capital, a code, a flag).
    case countryFromClue
    /// Every country in a group (a region, speaking a language, using a currency).
    case countrySet
    /// Countries whose names start with some letters.
    case namePrefix
    /// The countries of a group ranked by a measure, the winner first.
    case ranking
  }

  public let intent: Intent
  /// What it asks, as a noun phrase for help text: "capitals", "population".
  public let asks: String
  public let answer: AnswerKind
  /// An example question, with `{country}` where a country's name goes (when it takes one).
  public let template: String
  /// The country that `example` names.
  public static let exampleCountry = "Belgium"

  public init(intent: Intent, asks: String, answer: AnswerKind, template: String) {
    self.intent = intent
    self.asks = asks
    self.answer = answer
    self.template = template
  }

  /// The example question: the template about `exampleCountry`.
  public var example: String { question(about: Self.exampleCountry) }

  /// The example question about another country, for suggestions.
  public func question(about name: String) -> String {
    Placeholders.fill(template, with: ["country": name])
  }

  /// The capability of `intent`.
  public static func of(_ intent: Intent) -> Capability {
    byIntent[intent]
      ?? Capability(intent: intent, asks: intent.rawValue, answer: .oneCountry, template: "")
  }

  private static let byIntent = Dictionary(all.map { ($0.intent, $0) }) { first, _ in first }
}

extension String {
  /// Replaces every `target` by `replacement`, by bytes: `split(separator:)` with a string separator
  /// pulls in the regex engine's code, a megabyte of the chat's memory.
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    let bytes = Array(utf8)
    let pattern = Array(target.utf8)
    guard !pattern.isEmpty else { return self }
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if index + pattern.count <= bytes.count
        && Array(bytes[index..<(index + pattern.count)]) == pattern
      {
        result += replacement.utf8
        index += pattern.count
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}
