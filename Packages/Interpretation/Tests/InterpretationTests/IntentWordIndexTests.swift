import Domain
import Testing

@testable import Interpretation

/// The intents' words compiled for the bundled snapshot (`CompiledNames.intentKeywords` …) read as
/// the index built from the same pack reads them, before and after their lines are indexed.
@Suite struct IntentWordIndexTests {
  @Test(arguments: Language.allCases)
  func compiledWords_findWhatTheBuiltIndexFinds(language: Language) {
    let lexicon = Lexicon.of(language)
    let built = IntentWordIndex(lexicon: lexicon, compiled: nil)
    let compiled = IntentWordIndex(lexicon: lexicon, compiled: CompiledNames.table(for: language))
    var keys: Set<String> = ["", "belgium", "xyz", "capitl", "e"]
    for definition in lexicon.intents {
      keys.formUnion(definition.keywords)
      keys.formUnion(definition.weakKeywords)
      keys.formUnion(definition.phrases.compactMap(\.first))
    }
    keys.formUnion(lexicon.offTopicPhrases.compactMap(\.first))
    #expect(keys.count > 100)

    // Until the compiled lines are searched often they are read where they lie, then indexed: four
    // lookups a key, in enough rounds to read both ways.
    let rounds = SortedLines.searchesBeforeIndexing / (4 * keys.count) + 2
    for key in Array(repeating: keys.sorted(), count: rounds).joined() {
      #expect(compiled.keywordIntents(key) == built.keywordIntents(key), "\(key)")
      #expect(compiled.weakIntents(key) == built.weakIntents(key), "\(key)")
      #expect(
        Set(compiled.phrases(startingWith: key).map { "\($0.intent) \($0.phrase)" })
          == Set(built.phrases(startingWith: key).map { "\($0.intent) \($0.phrase)" }), "\(key)")
      #expect(
        Set(compiled.offTopicPhrases(startingWith: key))
          == Set(built.offTopicPhrases(startingWith: key)), "\(key)")
    }
  }
}
