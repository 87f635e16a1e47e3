import Domain
import DomainTestSupport
import Testing

@Suite struct PlacesAnsweringTests {
  @Test func search_listsEveryNameHoldingTheWords_theNameItselfFirst() async throws {
    let sut = makeSUT()

    let answer = try await sut.answer(Question(intent: .search, subject: .search("guinea")))

    #expect(answer.countries.map(\.cca2) == ["GN", "GW", "GQ", "PG"])
  }

  @Test func search_findsOfficialAndAlternateNames_afterCommonOnes() async throws {
    let sut = makeSUT()

    let answer = try await sut.answer(Question(intent: .search, subject: .search("republic")))

    // Only official names hold "republic" here, sorted by common name.
    #expect(answer.countries.map(\.cca2) == ["CL", "GQ", "GN", "GW", "PE"])
  }

  @Test func search_withNothingMatching_deliversNoCountries() async throws {
    let answer = try await makeSUT().answer(
      Question(intent: .search, subject: .search("atlantis")))

    #expect(answer.countries.isEmpty)
  }

  @Test func nearby_ofACountry_listsTheOthersClosestFirst_withGreatCircleDistances() async throws {
    let answer = try await makeSUT().answer(Question(intent: .nearby, subject: .country("PE")))

    #expect(answer.countries.map(\.cca2) == ["BO", "CL", "GW", "GN", "GQ", "PG"])
    #expect(answer.related.map(\.cca2) == ["PE"])
    #expect(answer.distances == answer.distances.sorted())
    // (-10, -76) to (-17, -65): 7° of latitude and 11° of longitude at 13.5° S, about 12.8° of arc.
    #expect((1_380...1_460).contains(answer.distances[0]))
  }

  @Test func nearby_ofTheUser_measuresFromTheLocationTheShellGives() async throws {
    let location = UserLocation(
      .coordinates(.init(latitude: -33.4, longitude: -70.6)), source: .setting("TEST"))

    let answer = try await makeSUT().answer(
      Question(intent: .nearby, subject: .userLocation), location: location)

    #expect(answer.countries.first?.cca2 == "CL")
    #expect(answer.origin?.location == location)
    #expect(answer.origin?.country == nil)
  }

  @Test(arguments: ["Peru", "pe", "PER", " peru "])
  func nearby_ofTheUser_byCountryNameOrCode_leavesThatCountryOut(name: String) async throws {
    let answer = try await makeSUT().answer(
      Question(intent: .nearby, subject: .userLocation),
      location: UserLocation(.country(name), source: .setting("TEST")))

    #expect(answer.origin?.country?.cca2 == "PE")
    #expect(answer.countries.first?.cca2 == "BO")
    #expect(!answer.countries.contains { $0.cca2 == "PE" })
  }

  @Test func nearby_ofTheUser_inAnUnknownCountry_isNotFound() async {
    await #expect(throws: AnswerError.notFound(intent: .nearby, name: "Atlantis")) {
      try await makeSUT().answer(
        Question(intent: .nearby, subject: .userLocation),
        location: UserLocation(.country("Atlantis"), source: .setting("TEST")))
    }
  }

  @Test func nearby_ofTheUser_inAPlaceNamedWithANonASCIILetter_neverReadsItAsACode() async {
    // "ß" upper-cases to "SS", South Sudan's code.
    await #expect(throws: AnswerError.notFound(intent: .nearby, name: "ß")) {
      try await QuizAnswerer(
        loader: CountryLoaderStub.delivering(
          Self.countries + [
            Self.place("SS", "SSD", "South Sudan", "Republic of South Sudan", 7, 30)
          ])
      ) { _ in InterpreterStub([:]) }.answer(
        Question(intent: .nearby, subject: .userLocation),
        location: UserLocation(.country("ß"), source: .setting("TEST")))
    }
  }

  @Test func distance_betweenTwoCountries_isTheGreatCircleBetweenTheirCentres() async throws {
    let answer = try await makeSUT().answer(
      Question(intent: .distance, subject: .between(["CL", "PE"])))

    #expect(answer.countries.map(\.cca2) == ["CL", "PE"])
    // (-30, -71) to (-10, -76): about 2,290 km.
    #expect((2_200...2_400).contains(answer.distances[0]))
  }

  @Test func distance_fromTheUser_measuresFromTheirLocation() async throws {
    let answer = try await makeSUT().answer(
      Question(intent: .distance, subject: .between(["CL"])),
      location: UserLocation(.country("PE"), source: .setting("TEST")))

    #expect((2_200...2_400).contains(answer.distances[0]))
    #expect(answer.origin?.country?.cca2 == "PE")
  }

  @Test func greatCircle_quarterOfTheEquator_isAQuarterOfTheEarthsCircumference() {
    let km = GreatCircle.kilometres(
      from: .init(latitude: 0, longitude: 0), to: .init(latitude: 0, longitude: 90))

    #expect(abs(km - 2 * Double.pi * GreatCircle.earthRadiusKilometres / 4) < 0.001)
  }

  private func makeSUT() -> QuizAnswerer {
    QuizAnswerer(loader: CountryLoaderStub.delivering(Self.countries)) { _ in InterpreterStub([:]) }
  }

  private static func place(
    _ code: String, _ alpha3: String, _ common: String, _ official: String, _ lat: Double,
    _ lon: Double
  ) -> Country {
    Country(
      cca2: code, cca3: alpha3, names: .init(common: common, official: official), capitals: [],
      flag: .init(emoji: ""), coordinates: .init(latitude: lat, longitude: lon))
  }

  private static let countries = [
    place("PE", "PER", "Peru", "Republic of Peru", -10, -76),
    place("BO", "BOL", "Bolivia", "Plurinational State of Bolivia", -17, -65),
    place("CL", "CHL", "Chile", "Republic of Chile", -30, -71),
    place("GN", "GIN", "Guinea", "Republic of Guinea", 11, -10),
    place("GW", "GNB", "Guinea-Bissau", "Republic of Guinea-Bissau", 12, -15),
    place("GQ", "GNQ", "Equatorial Guinea", "Republic of Equatorial Guinea", 2, 10),
    place("PG", "PNG", "Papua New Guinea", "Independent State of Papua New Guinea", -6, 147),
  ]
}
