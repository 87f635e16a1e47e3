import Composition
import Domain
import DomainTestSupport
import Foundation
import Presentation
import Synchronization
import Testing

@Suite struct CountryCardTests {
  @Test func overview_comesWithACard_holdingEveryFactAndTheDataAge() async throws {
    let (reply, _) = await makeSUT().ask("tell me about peru", in: Conversation())

    let card = try #require(reply.card)
    #expect(card.title == "🇵🇪 Peru")
    #expect(card.officialName == "Republic of Peru")
    #expect(card.neighbours.map(\.name) == ["Bolivia", "Chile"])
    #expect(card.links.map(\.label) == ["OpenStreetMap", "Google Maps"])
    let labels = card.facts.map(\.label)
    #expect(
      labels == [
        "Official name", "Capital", "Population", "Area", "Region", "Languages", "Currency",
        "Neighbours", "Calling code", "Time zone", "Drives on", "Data",
      ])
    #expect(card.facts.last?.value == "bundled snapshot as of \(CalendarDay(provenanceDate).text)")
    // The text stays a complete answer for shells (and scorers) that read only text.
    #expect(reply.text.contains("Lima"))
  }

  @Test func card_leavesOutLinksThatAreNotWebAddresses() {
    let country = Self.peru(maps: .init(googleMaps: "javascript:alert(1)", openStreetMap: ""))

    let card = CountryCard(country, neighbours: [], provenance: .sample)

    #expect(card.links.isEmpty)
  }

  @Test func jsonReply_carriesTheCardAsAnObject() async throws {
    let (reply, _) = await makeSUT().ask("tell me about peru", in: Conversation())

    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(reply.jsonLine.utf8)) as? [String: Any])
    let card = try #require(object["card"] as? [String: Any])
    #expect(card["name"] as? String == "Peru")
    #expect(card["image"] as? String == "https://flagcdn.com/w320/pe.png")
    #expect(card["population"] as? Int == 34_352_719)
    #expect((card["maps"] as? [String: String])?["openStreetMap"] == "https://osm.example/pe")
    #expect((card["neighbours"] as? [[String: String]])?.map { $0["code"] } == ["BO", "CL"])
    #expect((card["facts"] as? [[String: String]])?.first?["label"] == "Official name")
    #expect(object["intent"] as? String == "overview")
  }

  @Test func search_listsEveryMatchWithItsFlag_andNoMatchesSaysSo() async throws {
    let sut = makeSUT()

    let (found, _) = await sut.ask("search pe", in: Conversation())
    let (none, _) = await sut.ask("search atlantis", in: Conversation())

    #expect(found.outcome == .answer)
    #expect(found.entries.map(\.code) == ["PE"])
    #expect(found.text.contains("🇵🇪 Peru"))
    #expect(none.outcome == .noMatches)
    #expect(none.text == "No country's name contains \"atlantis\".")
  }

  @Test func nearMe_withoutALocation_isIncomplete_andSaysHowToGiveOne() async {
    let whereabouts = Whereabouts(unknownHelp: "Set COUNTRY_QUIZ_LOCATION.")

    let (reply, _) = await makeSUT().ask(
      "countries near me", in: Conversation(), whereabouts: whereabouts)

    #expect(reply.outcome == .incomplete)
    #expect(reply.needsLocation)
    #expect(reply.text.contains("I don't know where you are. Set COUNTRY_QUIZ_LOCATION."))
    #expect(reply.jsonLine.contains(#""needsLocation":true"#))
  }

  @Test func nearMe_withALocation_listsTheClosestFirst_andSaysWhereTheUserIs() async throws {
    let whereabouts = Whereabouts(
      location: UserLocation(.country("Chile"), source: .setting("COUNTRY_QUIZ_LOCATION")))

    let (reply, _) = await makeSUT().ask(
      "countries near me", in: Conversation(), whereabouts: whereabouts)

    #expect(reply.outcome == .answer)
    #expect(reply.location == "Chile, from COUNTRY_QUIZ_LOCATION")
    #expect(reply.countries == ["BO", "PE"])
    #expect(reply.text.hasPrefix("You are in or near Chile, from COUNTRY_QUIZ_LOCATION."))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(reply.jsonLine.utf8)) as? [String: Any])
    let items = try #require(object["items"] as? [[String: Any]])
    #expect(items.map { $0["code"] as? String } == ["BO", "PE"])
    #expect((items[0]["km"] as? Int).map { $0 < items[1]["km"] as? Int ?? 0 } == true)
  }

  @Test func whereabouts_areLookedUpOnlyWhenAQuestionNeedsThem() async {
    let lookups = Mutex(0)
    let whereabouts = Whereabouts(lookingUp: {
      lookups.withLock { $0 += 1 }
      return Whereabouts(location: UserLocation(.country("Chile"), source: .setting("TEST")))
    })
    let sut = makeSUT()

    _ = await sut.ask("tell me about peru", in: Conversation(), whereabouts: whereabouts)
    let afterOverview = lookups.withLock { $0 }
    _ = await sut.ask("countries near me", in: Conversation(), whereabouts: whereabouts)
    _ = await sut.ask("countries near me", in: Conversation(), whereabouts: whereabouts)

    #expect(afterOverview == 0)
    #expect(lookups.withLock { $0 } == 1)
  }

  @Test func distance_saysKilometresAndMiles() async {
    let (reply, _) = await makeSUT().ask("how far is chile from peru", in: Conversation())

    #expect(reply.text.hasPrefix("Chile and Peru are 2,"))
    #expect(reply.text.contains(" km ("))
    #expect(reply.text.contains(" miles) apart"))
  }

  // MARK: - Helpers

  private let provenanceDate = DataProvenance.sample.asOf

  private func makeSUT() -> ConversationEngine {
    let interpreter = ReadingInterpreterStub(readings: [
      "tell me about peru": Reading(question: Question(intent: .overview, subject: .country("PE"))),
      "search pe": Reading(question: Question(intent: .search, subject: .search("pe"))),
      "search atlantis": Reading(question: Question(intent: .search, subject: .search("atlantis"))),
      "countries near me": Reading(question: Question(intent: .nearby, subject: .userLocation)),
      "how far is chile from peru": Reading(
        question: Question(intent: .distance, subject: .between(["CL", "PE"]))),
    ])
    let countries = [
      Self.peru(
        maps: .init(googleMaps: "https://maps.example/pe", openStreetMap: "https://osm.example/pe")),
      Self.place("BO", "BOL", "Bolivia", -17, -65),
      Self.place("CL", "CHL", "Chile", -30, -71),
    ]
    return QuizComposer.makeEngine(
      answerer: QuizAnswerer(
        loader: CountryLoaderStub.delivering(countries), readyFor: .seconds(60)
      ) { _ in interpreter })
  }

  private static func place(
    _ code: String, _ alpha3: String, _ name: String, _ lat: Double, _ lon: Double
  ) -> Country {
    Country(
      cca2: code, cca3: alpha3, names: .init(common: name, official: name), capitals: [],
      flag: .init(emoji: ""), coordinates: .init(latitude: lat, longitude: lon))
  }

  private static func peru(maps: Country.Maps) -> Country {
    Country(
      cca2: "PE", cca3: "PER", names: .init(common: "Peru", official: "Republic of Peru"),
      capitals: ["Lima"],
      flag: .init(emoji: "🇵🇪", pngURL: "https://flagcdn.com/w320/pe.png"),
      population: 34_352_719, area: 1_285_216, region: "Americas", subregion: "South America",
      languages: [.init(code: "aym", name: "Aymara"), .init(code: "spa", name: "Spanish")],
      currencies: [.init(code: "PEN", name: "Peruvian sol", symbol: "S/ ")],
      borders: ["BOL", "CHL"], callingCodes: ["+51"], timezones: ["UTC-05:00"],
      drivingSide: .right, coordinates: .init(latitude: -10, longitude: -76), maps: maps)
  }
}
