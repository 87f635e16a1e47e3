import Domain
import Testing

@Suite struct CapabilityTests {
  @Test func all_declaresEveryIntentExactlyOnce() {
    let declared = Capability.all.map(\.intent)

    #expect(declared.count == Intent.allCases.count)
    #expect(Set(declared) == Set(Intent.allCases))
  }

  @Test func readingOrder_weighsEveryIntentOnce() {
    #expect(Capability.readingOrder.count == Intent.allCases.count)
    #expect(Set(Capability.readingOrder) == Set(Intent.allCases))
  }
}

extension Capability: CustomTestStringConvertible {
  public var testDescription: String { intent.rawValue }
}
