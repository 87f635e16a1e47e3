import Domain
import Testing

@Suite struct CapabilityTests {
  @Test func all_declaresEveryIntentExactlyOnce() {
    let declared = Capability.all.map(\.intent)

    #expect(declared.count == Intent.allCases.count)
    #expect(Set(declared) == Set(Intent.allCases))
  }

  @Test func families_holdEveryIntentOfTheCapabilityListExactlyOnce() {
    for capability in Capability.all {
      let families = CapabilityFamily.allCases.filter {
        CapabilityFamily.members[$0]?.contains(capability.intent) == true
      }
      #expect(
        families.count == 1,
        "\(capability.intent) is in \(families.count) families of CapabilityFamily.members: add it to one"
      )
      #expect(CapabilityFamily.of(capability.intent) == families.first)
    }
    let listed = CapabilityFamily.members.values.flatMap { $0 }
    #expect(listed.count == Set(listed).count, "an intent is listed twice in one family")
  }

  @Test func helpTopics_coverEveryFamily() {
    let covered = HelpTopic.allCases.flatMap(\.families)
    #expect(Set(covered) == Set(CapabilityFamily.allCases))
    #expect(covered.count == CapabilityFamily.allCases.count)
  }

  @Test func readingOrder_weighsEveryIntentOnce() {
    #expect(Capability.readingOrder.count == Intent.allCases.count)
    #expect(Set(Capability.readingOrder) == Set(Intent.allCases))
  }
}

extension Capability: CustomTestStringConvertible {
  public var testDescription: String { intent.rawValue }
}
