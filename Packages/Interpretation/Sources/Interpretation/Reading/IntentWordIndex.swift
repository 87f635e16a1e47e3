/// The words that cue the lexicon's intents, by intent index (`Lexicon.intents`): the facts'
/// keywords and weak keywords, their phrases by first word, and the off-topic phrases by first word.
///
/// Built from the lexicon, or, for a reader of the bundled data, read where the tables compiled for
/// its pack lie (`CompiledNames.intentKeywords` …, written by `make name-tables`): building them was
/// a million instructions of every reader a process makes, two readers for a line read in two
/// languages.
struct IntentWordIndex: Sendable {
  /// Classes: a lookup copies its source, and a copy of the compiled tables' struct retained and
  /// released every one of their fifty references, a quarter of a daemon's time on lines never seen.
  private enum Source: Sendable {
    case built(Built)
    case compiled(Compiled)
  }

  /// The compiled tables' four, and their lines indexed once this reader looked words up
  /// `SortedLines.searchesBeforeIndexing` times (a daemon, a batch): parsing the lines on every
  /// lookup halved a daemon's throughput on lines it had never read.
  private final class Compiled: Sendable {
    let keywords: SortedLines
    let weak: SortedLines
    let phrases: SortedLines
    let offTopicPhrases: SortedLines
    let indexed = Published()

    init(_ tables: CompiledNames) {
      keywords = tables.intentKeywords
      weak = tables.weakKeywords
      phrases = tables.intentPhrases
      offTopicPhrases = tables.offTopicPhrases
    }
  }

  private final class Built: Sendable {
    let keywords: [String: [Int]]
    let weak: [String: [Int]]
    let phrases: [String: [(intent: Int, phrase: [String])]]
    let offTopicPhrases: [String: [[String]]]

    init(
      keywords: [String: [Int]], weak: [String: [Int]],
      phrases: [String: [(intent: Int, phrase: [String])]], offTopicPhrases: [String: [[String]]]
    ) {
      self.keywords = keywords
      self.weak = weak
      self.phrases = phrases
      self.offTopicPhrases = offTopicPhrases
    }
  }

  private let source: Source

  init(lexicon: Lexicon, compiled: CompiledNames?) {
    if let compiled {
      source = .compiled(Compiled(compiled))
      return
    }
    var keywords: [String: [Int]] = [:]
    var weak: [String: [Int]] = [:]
    var phrases: [String: [(intent: Int, phrase: [String])]] = [:]
    var offTopicPhrases: [String: [[String]]] = [:]
    for (index, definition) in lexicon.intents.enumerated() {
      for keyword in definition.keywords { keywords[keyword, default: []].append(index) }
      for keyword in definition.weakKeywords { weak[keyword, default: []].append(index) }
      for phrase in definition.phrases where !phrase.isEmpty {
        phrases[phrase[0], default: []].append((index, phrase))
      }
    }
    for phrase in lexicon.offTopicPhrases where !phrase.isEmpty {
      offTopicPhrases[phrase[0], default: []].append(phrase)
    }
    source = .built(
      Built(keywords: keywords, weak: weak, phrases: phrases, offTopicPhrases: offTopicPhrases))
  }

  /// Where a lookup reads: an index (built, or made from the compiled lines once they were searched
  /// often), or the compiled lines where they lie.
  private enum Lookup {
    case index(Built)
    case lines(Compiled)
  }

  private func lookup() -> Lookup {
    switch source {
    case .built(let built): return .index(built)
    case .compiled(let tables):
      guard let made = tables.indexed.object(making: { Self.built(from: tables) }) else {
        return .lines(tables)
      }
      return .index(unsafeDowncast(made, to: Built.self))
    }
  }

  /// The intents `key` is a keyword of, in the lexicon's order; nil when it is none's.
  func keywordIntents(_ key: String) -> [Int]? {
    switch lookup() {
    case .index(let built): built.keywords[key]
    case .lines(let tables): tables.keywords.lines(key: key).first.map(Self.indices)
    }
  }

  /// The intents `key` is a weak keyword of, in the lexicon's order; empty when it is none's.
  func weakIntents(_ key: String) -> [Int] {
    switch lookup() {
    case .index(let built): built.weak[key] ?? []
    case .lines(let tables): tables.weak.lines(key: key).first.map(Self.indices) ?? []
    }
  }

  /// The intents' phrases whose first word is `key`.
  func phrases(startingWith key: String) -> [(intent: Int, phrase: [String])] {
    switch lookup() {
    case .index(let built): built.phrases[key] ?? []
    case .lines(let tables): tables.phrases.lines(key: key).compactMap(Self.phrase)
    }
  }

  /// The off-topic phrases whose first word is `key`.
  func offTopicPhrases(startingWith key: String) -> [[String]] {
    switch lookup() {
    case .index(let built): built.offTopicPhrases[key] ?? []
    case .lines(let tables):
      tables.offTopicPhrases.lines(key: key).compactMap { Self.fields($0).last.map(Self.words) }
    }
  }

  /// The index of the compiled lines, as the lexicon's would be.
  private static func built(from tables: Compiled) -> Built {
    var keywords: [String: [Int]] = [:]
    var weak: [String: [Int]] = [:]
    var phrases: [String: [(intent: Int, phrase: [String])]] = [:]
    var offTopicPhrases: [String: [[String]]] = [:]
    for line in tables.keywords.all {
      keywords[String(fields(line)[0]), default: []] += indices(line)
    }
    for line in tables.weak.all { weak[String(fields(line)[0]), default: []] += indices(line) }
    for line in tables.phrases.all {
      if let phrase = phrase(line) { phrases[phrase.phrase[0], default: []].append(phrase) }
    }
    for line in tables.offTopicPhrases.all {
      if let words = fields(line).last.map(words), !words.isEmpty {
        offTopicPhrases[words[0], default: []].append(words)
      }
    }
    return Built(keywords: keywords, weak: weak, phrases: phrases, offTopicPhrases: offTopicPhrases)
  }

  /// A phrase's line: "first\tintent\tfirst second …".
  private static func phrase(_ line: Substring) -> (intent: Int, phrase: [String])? {
    let fields = fields(line)
    guard fields.count == 3, let intent = Int(fields[1]) else { return nil }
    let words = words(fields[2])
    return words.isEmpty ? nil : (intent, words)
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
    let made = IntentWordIndex(lexicon: lexicon, compiled: nil)
    guard case .built(let index) = made.source else { return ([], [], [], []) }
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
