import Domain
import LanguagePacks

/// Every word the language packs know, in any of their languages: cues, fillers, follow-up,
/// off-topic and place words, and the words of each fact's example and answers. A word of the asking clause that is none of these, nor a name the
/// data knows, nor one typo from either, is a topic no pack covers ("army", "champagne").
struct KnownWords: Sendable {
  private let words: Set<String>
  private let typos: TypoIndex

  static let all = KnownWords(lexicons: Lexicon.all)

  init(lexicons: [Lexicon]) {
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
    self.words = words
    typos = TypoIndex(words: words)
  }

  /// Whether `key` is a pack's word or one typo from one; short words and numbers always are.
  func knows(_ key: String) -> Bool {
    key.utf8.count < TypoIndex.minimumLength || key.contains(where: \.isNumber)
      || words.contains(key) || !typos.neighbours(of: key).isEmpty
  }
}
