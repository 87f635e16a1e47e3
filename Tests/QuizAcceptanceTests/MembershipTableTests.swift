import Composition
import Domain
import Testing

/// The hand-curated membership table against the bundled data: every member is a country of the
/// data, every list has its source and the day it was checked, the UN's is the data's UN members
/// (less the data's one error) and the euro area's members all pay in euros once corrected.
@Suite struct MembershipTableTests {
  let answerer = QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true))

  private func countries() async throws -> [Country] {
    try await answerer.load().get().board.countries
  }

  @Test func everyMember_isACountryOfTheBundledData() async throws {
    let codes = Set(try await countries().map(\.cca2))
    for membership in Membership.all {
      let unknown = membership.members.subtracting(codes)
      #expect(unknown.isEmpty, "\(membership.organisation): \(unknown.sorted())")
      #expect(membership.suspended.isSubset(of: membership.members))
    }
  }

  @Test func everyOrganisation_isDeclaredOnce_withASourceAndTheDayItWasChecked() {
    #expect(
      Membership.all.map(\.organisation).sorted { $0.rawValue < $1.rawValue }
        == Organisation.allCases.sorted { $0.rawValue < $1.rawValue })
    for membership in Membership.all {
      #expect(membership.source.hasPrefix("https://"), "\(membership.organisation)")
      #expect(membership.asOf == CalendarDay(year: 2026, month: 11, day: 26))
    }
  }

  static let sizes: [(Organisation, Int)] = [
    (.un, 193), (.eu, 27), (.euroArea, 21), (.schengen, 29), (.efta, 4), (.nato, 32), (.g7, 7),
    (.g20, 19), (.oecd, 38), (.brics, 10), (.opec, 12), (.commonwealth, 56), (.africanUnion, 55),
    (.asean, 11), (.arabLeague, 22), (.mercosur, 6),
  ]

  @Test(arguments: sizes)
  func eachList_hasTheMembersItsOrganisationCounts(organisation: Organisation, count: Int) {
    #expect(organisation.membership.members.count == count)
  }

  @Test func theFactsThatChangedLately_areInTheTable() {
    #expect(Organisation.nato.hasMember("SE") && Organisation.nato.hasMember("FI"))
    #expect(Organisation.euroArea.hasMember("BG") && Organisation.euroArea.hasMember("HR"))
    #expect(Organisation.schengen.hasMember("BG") && Organisation.schengen.hasMember("RO"))
    #expect(!Organisation.schengen.hasMember("CY") && !Organisation.schengen.hasMember("IE"))
    #expect(Organisation.asean.hasMember("TL") && Organisation.brics.hasMember("ID"))
    #expect(!Organisation.opec.hasMember("AO") && !Organisation.brics.hasMember("SA"))
    #expect(Organisation.africanUnion.hasMember("EH") && Organisation.arabLeague.hasMember("PS"))
    #expect(Organisation.mercosur.membership.suspended == ["VE"])
    #expect(Organisation.g20.membership.otherMembers == [.eu, .africanUnion])
  }

  /// The data flags Guinea-Bissau, a member since 1974, as none; when the data is put right this
  /// fails, and the exception goes.
  @Test func theUNsMembers_areTheDatasUNMembers_andGuineaBissau() async throws {
    let flagged = Set(try await countries().filter { $0.isUNMember == true }.map(\.cca2))

    #expect(Organisation.un.membership.members == flagged.union(["GW"]))
    #expect(!flagged.contains("GW"))
  }

  @Test func theEuroAreasMembers_allUseTheEuroInTheCorrectedData() async throws {
    let byCode = Dictionary(uniqueKeysWithValues: try await countries().map { ($0.cca2, $0) })
    for code in Organisation.euroArea.membership.members {
      #expect(byCode[code]?.currencies.map(\.code) == ["EUR"], "\(code)")
    }
  }
}
