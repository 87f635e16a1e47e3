/// The words that cue the lexicon's intents, by intent index (`Lexicon.intents`): the facts'
/// keywords and weak keywords, their phrases by first word, and the off-topic phrases by first word.
///
/// Built from the lexicon, or, for a reader of the bundled data, read where the tables compiled for
/// its pack lie (`CompiledNames.intentKeywords` …, written by `make name-tables`): building them was
/// a million instructions of every reader a process makes, two readers for a line read in two
/// languages.
struct IntentWordIndex: Sendable {
  private enum Source: Sendable {
    case built(Built)
    case compiled(CompiledNames)
  }

  private struct Built: Sendable {
    var keywords: [String: [Int]] = [:]
    var weak: [String: [Int]] = [:]
    var phrases: [String: [(intent: Int, phrase: [String])]] = [:]
    var offTopicPhrases: [String: [[String]]] = [:]
  }

  private let source: Source

  init(lexicon: Lexicon, compiled: CompiledNames?) {
    if let compiled {
      source = .compiled(compiled)
      return
    }
    var built = Built()
    for (index, definition) in lexicon.intents.enumerated() {
      for keyword in definition.keywords { built.keywords[keyword, default: []].append(index) }
      for keyword in definition.weakKeywords { built.weak[keyword, default: []].append(index) }
      for phrase in definition.phrases where !phrase.isEmpty {
        built.phrases[phrase[0], default: []].append((index, phrase))
      }
    }
    for phrase in lexicon.offTopicPhrases where !phrase.isEmpty {
      built.offTopicPhrases[phrase[0], default: []].append(phrase)
    }
    source = .built(built)
  }

  /// The intents `key` is a keyword of, in the lexicon's order; nil when it is none's.
  func keywordIntents(_ key: String) -> [Int]? {
    switch source {
    case .built(let built): built.keywords[key]
    case .compiled(let tables): tables.intentKeywords.lines(key: key).first.map(Self.indices)
    }
  }

  /// The intents `key` is a weak keyword of, in the lexicon's order; empty when it is none's.
  func weakIntents(_ key: String) -> [Int] {
    switch source {
    case .built(let built): built.weak[key] ?? []
    case .compiled(let tables): tables.weakKeywords.lines(key: key).first.map(Self.indices) ?? []
    }
  }

  /// The intents' phrases whose first word is `key`.
  func phrases(startingWith key: String) -> [(intent: Int, phrase: [String])] {
    switch source {
    case .built(let built): return built.phrases[key] ?? []
    case .compiled(let tables):
      return tables.intentPhrases.lines(key: key).compactMap { line in
        let fields = Self.fields(line)
        guard fields.count == 3, let intent = Int(fields[1]) else { return nil }
        return (intent, Self.words(fields[2]))
      }
    }
  }

  /// The off-topic phrases whose first word is `key`.
  func offTopicPhrases(startingWith key: String) -> [[String]] {
    switch source {
    case .built(let built): return built.offTopicPhrases[key] ?? []
    case .compiled(let tables):
      return tables.offTopicPhrases.lines(key: key).compactMap { line in
        Self.fields(line).last.map(Self.words)
      }
    }
  }

  /// The indices after a line's key: "capital\t0 1" → [0, 1].
  private static func indices(_ line: Substring) -> [Int] {
    fields(line).last.map { words($0).compactMap { Int($0) } } ?? []
  }

  /// A line's tab-separated fields, split by bytes: splitting a `Substring` by characters went
  /// through Unicode's grapheme rules, 40,000 instructions for the phrases of a common first word.
  private static func fields(_ line: Substring) -> [Substring] {
    line.utf8.split(separator: 0x09, omittingEmptySubsequences: false).map { Substring($0) }
  }

  /// A field's space-separated words, split by bytes.
  private static func words(_ field: Substring) -> [String] {
    field.utf8.split(separator: 0x20).map { String(Substring($0)) }
  }

  /// The compiled tables' lines for `lexicon`: the keywords, weak keywords, phrases and off-topic
  /// phrases, in the forms the lookups above read.
  static func lines(of lexicon: Lexicon) -> (
    keywords: [String], weak: [String], phrases: [String], offTopicPhrases: [String]
  ) {
    let built = IntentWordIndex(lexicon: lexicon, compiled: nil)
    guard case .built(let index) = built.source else { return ([], [], [], []) }
    func indexed(_ table: [String: [Int]]) -> [String] {
      table.map { "\($0.key)\t" + $0.value.map(String.init).joined(separator: " ") }
    }
    return (
      indexed(index.keywords), indexed(index.weak),
      index.phrases.values.joined().map {
        "\($0.phrase[0])\t\($0.intent)\t" + $0.phrase.joined(separator: " ")
      },
      index.offTopicPhrases.values.joined().map { "\($0[0])\t" + $0.joined(separator: " ") }
    )
  }
}
