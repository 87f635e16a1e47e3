import Domain
import LanguagePacks

/// Every word the language packs know, in any of their languages: cues, fillers, follow-up,
/// off-topic and place words, and the words of each fact's example and answers. A word of the asking clause that is none of these, nor a name the
/// data knows, nor one typo from either, is a topic no pack covers ("army", "champagne").
/// The words come from the generated `WordTables`; a typo is found by comparing the word with the
/// known words one letter shorter, as long and one letter longer, kept as one byte buffer per length:
/// no typo index (it cost 2 MB of every chat that met one unknown word).
struct KnownWords: Sendable {
  private let words: Set<String>
  /// The ASCII words of each length (the index) of at least `TypoIndex.minimumLength` bytes, each
  /// buffer their bytes one after another.
  private let byLength: [[UInt8]]

  static let all = KnownWords(words: WordTables.knownWords)

  init(words list: [Substring]) {
    var buckets: [[UInt8]] = []
    for word in list where word.utf8.count >= TypoIndex.minimumLength {
      let bytes = word.utf8
      guard bytes.allSatisfy({ $0 < 0x80 }) else { continue }
      while buckets.count <= bytes.count { buckets.append([]) }
      buckets[bytes.count].append(contentsOf: bytes)
    }
    byLength = buckets
    words = Set(list.map(String.init))
  }

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
    let lengths = max(TypoIndex.minimumLength, key.count - 1)...(key.count + 1)
    let (first, second) = (key[0], key[1])
    for length in lengths where length < byLength.count {
      let bucket = byLength[length]
      var start = 0
      while start < bucket.count {
        // One edit keeps the first letter, or leaves the key's first or second letter among the
        // word's first two: most words fail this at once.
        let (head, next) = (bucket[start], bucket[start + 1])
        if head == first || head == second || next == first || next == second,
          Self.isWithinOne(key, bucket, start, length)
        {
          return true
        }
        start += length
      }
    }
    return false
  }

  /// `EditDistance.isWithinOne` on the word of `length` bytes at `start` of `bucket`, allocating
  /// nothing.
  private static func isWithinOne(_ key: [UInt8], _ bucket: [UInt8], _ start: Int, _ length: Int)
    -> Bool
  {
    let shorterKey = key.count < length
    let (shortCount, longCount) = shorterKey ? (key.count, length) : (length, key.count)
    func short(_ index: Int) -> UInt8 { shorterKey ? key[index] : bucket[start + index] }
    func long(_ index: Int) -> UInt8 { shorterKey ? bucket[start + index] : key[index] }
    var i = 0
    while i < shortCount && short(i) == long(i) { i += 1 }
    if i == shortCount { return true }
    func sameFrom(_ s: Int, _ l: Int) -> Bool {
      var (s, l) = (s, l)
      while s < shortCount {
        if short(s) != long(l) { return false }
        s += 1
        l += 1
      }
      return true
    }
    if shortCount == longCount {
      if sameFrom(i + 1, i + 1) { return true }
      return i + 1 < shortCount && short(i) == long(i + 1) && short(i + 1) == long(i)
        && sameFrom(i + 2, i + 2)
    }
    return sameFrom(i, i + 1)
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
