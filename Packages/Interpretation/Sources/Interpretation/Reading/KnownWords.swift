import Domain
import LanguagePacks

/// Every word the language packs know, in any of their languages: cues, fillers, follow-up,
/// off-topic and place words, and the words of each fact's example and answers. A word of the
/// asking clause that is none of these, nor a name the data knows, nor one typo from either, is a
/// topic no pack covers ("army", "champagne").
///
/// The words come from the generated `WordTables`, read where they lie: a word is looked up in
/// their sorted lines, and a typo is found by comparing the word with the known words one letter
/// shorter, as long and one letter longer, each length's ASCII words one run of bytes. Neither is
/// built in the process: building them (a set of 20,000 words and the runs) cost 16 M instructions
/// of every line with one unknown word, half of such a one-shot.
struct KnownWords: Sendable {
  private let words: WordSet
  /// The ASCII words of each length (the index) of at least `TypoIndex.minimumLength` bytes, each
  /// length's words one after another.
  private let byLength: Runs
  /// The runs' words in a typo index, once a process has looked for typos often (a daemon): a scan
  /// of the runs compared the word with every known word of three lengths.
  private let typos: LazyTypoIndex

  private enum Runs: Sendable {
    case built([[UInt8]])
    case compiled([StaticString])

    /// One more than the longest words' length.
    var count: Int {
      switch self {
      case .built(let runs): runs.count
      case .compiled(let runs): runs.count
      }
    }

    /// `body`'s answer for the run of `length`-byte words; false when there is none.
    func withRun(of length: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
      guard length < count else { return false }
      switch self {
      case .built(let runs): return runs[length].withUnsafeBufferPointer(body)
      case .compiled(let runs): return runs[length].withUTF8Buffer(body)
      }
    }

    /// Every word of the runs, shortest first.
    var words: [String] {
      var words: [String] = []
      for length in TypoIndex.minimumLength..<max(TypoIndex.minimumLength, count) {
        _ = withRun(of: length) { run in
          for start in stride(from: 0, to: run.count - length + 1, by: length) {
            words.append(
              String(
                decoding: UnsafeBufferPointer(rebasing: run[start..<start + length]), as: UTF8.self
              ))
          }
          return false
        }
      }
      return words
    }
  }

  static let all = KnownWords(
    words: WordSet(compiled: WordTables.knownLines),
    byLength: .compiled(WordTables.knownRunsByLength))

  private init(words: WordSet, byLength: Runs) {
    self.words = words
    self.byLength = byLength
    typos = LazyTypoIndex(after: SortedLines.searchesBeforeIndexing) {
      TypoIndex(indexing: byLength.words)
    }
  }

  /// Known words made in the process, for tests.
  init(words list: [Substring]) {
    self.init(words: WordSet(Set(list.map(String.init))), byLength: .built(Self.runs(of: list)))
  }

  /// Each length's ASCII words of at least `TypoIndex.minimumLength` bytes, one after another, in
  /// `list`'s order: what `WordTables.knownRunsByLength` holds, sorted.
  static func runs(of list: [Substring]) -> [[UInt8]] {
    var buckets: [[UInt8]] = []
    for word in list where word.utf8.count >= TypoIndex.minimumLength {
      let bytes = word.utf8
      guard bytes.allSatisfy({ $0 < 0x80 }) else { continue }
      while buckets.count <= bytes.count { buckets.append([]) }
      buckets[bytes.count].append(contentsOf: bytes)
    }
    return buckets
  }

  /// Whether the known words' typo index is made (after many typo checks).
  var hasTypoIndex: Bool { typos.isIndexed }

  /// Whether `key` is a pack's word as it is written.
  func contains(_ key: String) -> Bool { words.contains(key) }

  /// Whether `key` is a pack's word or one typo from one; short words and numbers always are.
  func knows(_ key: String) -> Bool {
    key.utf8.count < TypoIndex.minimumLength || key.contains(where: \.isNumber)
      || words.contains(key) || isOneTypoFromAWord(Array(key.utf8))
  }

  /// Whether one insertion, deletion, substitution or swap of neighbours turns `key` into a word.
  private func isOneTypoFromAWord(_ key: [UInt8]) -> Bool {
    guard key.allSatisfy({ $0 < 0x80 }) else { return false }
    if let neighbours = typos.neighboursOnceIndexed(of: String(decoding: key, as: UTF8.self)) {
      return !neighbours.isEmpty
    }
    let lengths = max(TypoIndex.minimumLength, key.count - 1)...(key.count + 1)
    return key.withUnsafeBufferPointer { typed in
      lengths.contains { length in
        byLength.withRun(of: length) { run in
          stride(from: 0, to: run.count - length + 1, by: length).contains { start in
            EditDistance.isWithinOne(
              bytes: typed, UnsafeBufferPointer(rebasing: run[start..<start + length]))
          }
        }
      }
    }
  }

  /// The words the generated table must hold: every pack's, derived from the lexicons and facts
  /// tables (`WordTablesTests`, `make word-tables`).
  static func derivedWords(lexicons: [Lexicon]) -> Set<String> {
    var words: Set<String> = []
    for lexicon in lexicons {
      let places = lexicon.places
      let followUps = lexicon.followUps
      var phrases = lexicon.offTopicPhrases + lexicon.countPhrases + Array(followUps.openingPairs)
      phrases += lexicon.nationalities.values.map { Array($0) }
      words.formUnion(LanguageGuess.vocabulary(of: lexicon))
      for set in [
        lexicon.offTopicWords, lexicon.offTopicVerbs, lexicon.notTypos, followUps.pointers,
        followUps.openers, lexicon.subjectMarkers, lexicon.clauseOpeners,
        lexicon.indefiniteArticles, lexicon.joiningWords, lexicon.prefixBackReferences,
        lexicon.genericNameWords, places.worldWords, places.reverseMarkers, places.userPlaceWords,
        places.searchLeadIns, places.creatureWords, places.whichWords,
      ] {
        words.formUnion(set.flatMap { $0.split(separator: " ").map(String.init) })
      }
      for definition in lexicon.intents {
        words.formUnion(definition.allowedTopics.union(definition.falseFriendsBefore))
        words.formUnion(definition.falseFriendsAfter)
      }
      words.formUnion(phrases.joined().flatMap { $0.split(separator: " ").map(String.init) })
    }
    for lexicon in lexicons {
      for fact in LanguagePack(lexicon.language).facts.values {
        for text in [fact.example] + Array(fact.says.values) {
          words.formUnion(Tokenizer.nameKeys(text, spelling: .none))
        }
      }
    }
    return words.filter { !$0.isEmpty && !$0.contains(" ") }
  }
}
