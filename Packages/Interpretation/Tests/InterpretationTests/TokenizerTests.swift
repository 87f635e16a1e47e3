import Domain
import Testing

@testable import Interpretation

@Suite struct TokenizerTests {
  private let english = Lexicon.english.spelling

  @Test func simpleTokens_readsPlainQuestionsWithClauseMarks() throws {
    let tokens = try #require(
      Tokenizer.simpleTokens("Hi!  What is the CAPITAAAL of  St Lucia?", spelling: english))

    #expect(tokens.map(\.key) == ["hi", "what", "is", "the", "capital", "of", "saint", "lucia"])
    #expect(tokens.map(\.text) == ["Hi", "What", "is", "the", "CAPITAAAL", "of", "St", "Lucia"])
    #expect(tokens.map(\.startsClause) == [true, true, false, false, false, false, false, false])
  }

  @Test(arguments: ["U.S.A. capital", "what's", "\"IR\"", "Côte", "flag 🏳", "a & b", "a.b", "a-b"])
  func simpleTokens_leavesAnythingElseToTheGeneralPath(text: String) {
    #expect(Tokenizer.simpleTokens(text, spelling: english) == nil)
  }

  /// The fast path is only a shortcut: on 20,000 random strings it can read (fixed seed), it gives exactly
  /// what the general path gives.
  @Test func simpleTokens_agreesWithTheGeneralPath() {
    let alphabet = Array("aAbBsStTzZ09 ,:;?!".utf8) + Array(repeating: UInt8(ascii: " "), count: 4)
    var state: UInt64 = 0x70CE_4115
    var compared = 0
    for _ in 0..<20_000 {
      let length = Int(state % 24)
      var bytes: [UInt8] = []
      for _ in 0..<length {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        bytes.append(alphabet[Int((state >> 33) % UInt64(alphabet.count))])
      }
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let text = String(decoding: bytes, as: UTF8.self)
      guard let simple = Tokenizer.simpleTokens(text, spelling: english) else { continue }
      compared += 1
      #expect(simple == Tokenizer.generalTokens(text, spelling: english), "\(text)")
    }
    #expect(compared == 20_000)
  }

  @Test func tokens_readEachLanguagesContractionsAndAbbreviationsByItsOwnSpelling() {
    let text = "what's the capital of St Lucia & Peru"

    #expect(
      Tokenizer.tokens(text, spelling: english).map(\.key) == [
        "what", "the", "capital", "of", "saint", "lucia", "and", "peru",
      ])
    #expect(
      Tokenizer.tokens(text, spelling: .none).map(\.key) == [
        "what", "s", "the", "capital", "of", "st", "lucia", "&", "peru",
      ])
    #expect(
      Tokenizer.tokens("Ste Lucie & Pérou", spelling: Lexicon.french.spelling).map(\.key) == [
        "sainte", "lucie", "et", "perou",
      ])
  }
}

/// A line is split once: each language's reader respells the words split with no spelling, and gets
/// what splitting the line with its own spelling gives.
@Suite struct TokenizedOnceTests {
  static let lines = [
    "what's the capital of Montenegro's neighbour?", "St. Lucia & the Grenadines",
    "Trinidad & Tobago", "qual è la capitale dell'Italia", "quelle est la capitale de l'Italie ?",
    "U.A.E. population", "Côte d'Ivoire", "where's the 🇵🇪 flag from", "what 'na' means",
    "¿cuál es la moneda de España?", "wie heißt die Hauptstadt von Österreich", "SOU... america",
    "it's Peru's, isn't it", "o'zbekiston", "St Kitts & Nevis's capital", "d'où vient ce drapeau",
  ]

  @Test(arguments: Lexicon.all.map(\.language))
  func respelled_givesWhatSplittingWithTheLanguagesSpellingGives(language: Language) {
    let spelling = Lexicon.all.first { $0.language == language }!.spelling
    for line in Self.lines {
      let once = Tokenizer.respelled(Tokenizer.tokens(line, spelling: .none), spelling)
      #expect(once == Tokenizer.tokens(line, spelling: spelling), "\(language): \(line)")
    }
  }
}
