import Domain
import Interpretation
import Testing

@Suite struct LexiconCoverageTests {
  @Test func english_cuesEveryIntentOfTheCapabilityList() {
    let cued = Set(Lexicon.english.intents.map(\.intent))

    #expect(cued == Set(Capability.all.map(\.intent)))
  }
}
