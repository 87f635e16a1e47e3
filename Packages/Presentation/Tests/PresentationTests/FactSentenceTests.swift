import Domain
import Foundation
import Testing

@testable import Presentation

@Suite struct FactSentenceTests {
  @Test(arguments: [
    (213_421_037, "about 213 million (213,421,037)"),
    (1_417_492_000, "about 1.42 billion (1,417,492,000)"),
    (451, "451"), (21_500_000, "about 21.5 million (21,500,000)"),
  ])
  func people_roundsAndGroupsWithTheExactFigure(value: Int, text: String) {
    #expect(Numbers.people(value) == text)
  }

  @Test func area_givesSquareMilesToo() {
    #expect(Numbers.area(8_515_767) == "8,515,767 km² (3,287,956 mi²)")
    #expect(Numbers.area(2.02) == "2.02 km² (0.78 mi²)")
  }

  @Test func borders_saysSoOnAnIsland() {
    let iceland = make("IS", "Iceland")

    let text = FactSentence.text(for: answer(.borders, [iceland]))

    #expect(text == "Iceland has no land borders.")
  }

  @Test func borders_namesAndCountsTheNeighbours() {
    let austria = make("AT", "Austria")
    let neighbours = [make("DE", "Germany"), make("IT", "Italy")]

    let text = FactSentence.text(for: answer(.borders, [austria], related: neighbours))

    #expect(text == "Austria borders two countries: Germany and Italy.")
  }

  @Test func superlative_saysTheMeasureAndTheScope() {
    let russia = make("RU", "Russia", area: 17_098_246)
    let ranking = Ranking(measure: .area, order: .most, group: .region("Europe"))

    let text = CompositeSentence.text(
      for: answer(
        .superlative, [russia, make("UA", "Ukraine", area: 603_500)], subject: .ranking(ranking)))

    #expect(
      text == "Russia is the largest country in Europe by area: 17,098,246 km² (6,601,670 mi²).")
  }

  @Test func countriesInRegion_countsTheSetAndTheIndependentOnes() {
    let members = [
      make("DZ", "Algeria", independent: true), make("RE", "Réunion", independent: false),
    ]

    let text = CompositeSentence.text(
      for: answer(.countriesInRegion, members, subject: .group(.region("Africa"))))

    #expect(
      text == "Africa: 2 countries and territories, 1 of them independent: Algeria and Réunion.")
  }

  // MARK: - Helpers

  private func make(_ code: String, _ name: String, area: Double = 0, independent: Bool? = nil)
    -> Country
  {
    Country(
      cca2: code, cca3: code + "X", names: .init(common: name, official: name), capitals: [],
      flag: .init(emoji: ""), area: area, isIndependent: independent)
  }

  private func answer(
    _ intent: Intent, _ countries: [Country], subject: Question.Subject? = nil,
    related: [Country] = []
  ) -> Answer {
    Answer(
      intent: intent, countries: countries,
      provenance: DataProvenance(
        origin: .bundled, source: "test", asOf: Date(timeIntervalSince1970: 0)),
      subject: subject, related: related)
  }
}
