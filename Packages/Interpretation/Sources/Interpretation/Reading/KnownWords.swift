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
    return key.withUnsafeBufferPointer { typed in
      lengths.contains { length in
        length < byLength.count
          && byLength[length].withUnsafeBufferPointer { bucket in
            stride(from: 0, to: bucket.count, by: length).contains { start in
              EditDistance.isWithinOne(
                bytes: typed, UnsafeBufferPointer(rebasing: bucket[start..<start + length]))
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
