import Domain
import Testing

@Suite struct CapabilityTests {
  @Test func all_declaresEveryIntentExactlyOnce() {
    let declared = Capability.all.map(\.intent)

    #expect(declared.count == Intent.allCases.count)
    #expect(Set(declared) == Set(Intent.allCases))
  }

  @Test(arguments: Capability.all)
  func example_isAQuestionOnEveryCapability(capability: Capability) {
    #expect(!capability.example.isEmpty)
    #expect(!capability.example.contains("{country}"))
    #expect(Capability.summary.contains(capability.asks))
  }

  @Test func question_putsTheCountryIntoTheTemplate() {
    #expect(Capability.of(.population).question(about: "Peru") == "How many people live in Peru?")
  }
}

extension Capability: CustomTestStringConvertible {
  public var testDescription: String { intent.rawValue }
}
