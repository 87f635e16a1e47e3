import Composition
import Domain
import Testing

/// The hand-written tables of the land routes against the bundled data: every fixed link joins two
/// countries of the data that share no land border, has its six names and a source; every exclave
/// border is a border of the data.
@Suite struct FixedLinkTableTests {
  let answerer = QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true))

  private func borders() async throws -> [String: [String]] {
    let countries = try await answerer.load().get().board.countries
    return Dictionary(countries.map { ($0.cca3, $0.borders) }) { first, _ in first }
  }

  @Test func everyLink_joinsTwoCountriesOfTheData_thatShareNoLandBorder() async throws {
    let borders = try await borders()
    #expect(!FixedLink.all.isEmpty)
    for link in FixedLink.all {
      #expect(link.countries.count == 2, "\(link.source)")
      let (first, second) = (link.countries[0], link.countries[1])
      #expect(borders[first] != nil, "\(link.source): \(first)")
      #expect(borders[second] != nil, "\(link.source): \(second)")
      #expect(borders[first]?.contains(second) == false, "\(link.source)")
      #expect(borders[second]?.contains(first) == false, "\(link.source)")
    }
  }

  @Test func everyLink_isNamedInEveryLanguage_withASource() {
    for link in FixedLink.all {
      #expect(Set(link.names.keys) == Set(Language.allCases), "\(link.source)")
      #expect(link.names.values.allSatisfy { !$0.isEmpty }, "\(link.source)")
      #expect(!link.source.isEmpty)
      #expect((1900...2026).contains(link.opened), "\(link.source)")
    }
  }

  @Test func everyExclaveBorder_isABorderOfTheData() async throws {
    let borders = try await borders()
    for exclave in ExclaveBorder.all {
      #expect(borders[exclave.owner]?.contains(exclave.neighbour) == true, "\(exclave.exclave)")
      #expect(!exclave.source.isEmpty)
    }
  }
}
