import Composition
import Domain
import Presentation
import Testing

/// Land routes, asked as people ask them in each language, through the function the shells call:
/// the chain of countries with its border crossings, the fixed links it takes, why there is none,
/// a follow-up, and the lines that ask what a route cannot tell (how long, by air).
@Suite struct LandRouteAcceptanceTests {
  static let routes: [(String, Language, [String], String)] = [
    (
      "What is the shortest land route from Portugal to Vietnam?", .english,
      ["PT", "ES", "FR", "DE", "PL", "BY", "RU", "CN", "VN"],
      "crosses 8 borders, through 9 countries: Portugal → Spain → France"
    ),
    (
      "Quel est l'itinéraire terrestre le plus court du Portugal au Viêt Nam ?", .french,
      ["PT", "ES", "FR", "DE", "PL", "BY", "RU", "CN", "VN"],
      "du Portugal au Viêt Nam franchit 8 frontières et traverse 9 pays"
    ),
    (
      "¿Cuál es la ruta por tierra más corta de España a China?", .spanish,
      ["ES", "FR", "DE", "PL", "BY", "RU", "CN"], "de España hasta China cruza 6 fronteras"
    ),
    (
      "Was ist der kürzeste Landweg von Deutschland nach China?", .german,
      ["DE", "PL", "BY", "RU", "CN"], "4 Grenzübergänge auseinander, durch 5 Länder"
    ),
    (
      "Qual é a rota terrestre mais curta de Portugal até a China?", .portuguese,
      ["PT", "ES", "FR", "DE", "PL", "BY", "RU", "CN"], "atravessa 7 fronteiras e 8 países"
    ),
    (
      "Qual è il percorso via terra più breve tra l'Italia e la Cina?", .italian,
      ["IT", "AT", "HU", "UA", "RU", "CN"], "attraversa 5 confini e 6 paesi"
    ),
  ]

  @Test(arguments: routes)
  func aRoute_isTheShortestChainOfNeighbours_inTheQuestionsLanguage(
    question: String, language: Language, chain: [String], words: String
  ) async {
    let reply = await ask(question)

    #expect(reply.outcome == .answer, "\(question): \(reply.text)")
    #expect(reply.intent == .landRoute, "\(question): \(reply.text)")
    #expect(reply.countries == chain, "\(question): \(reply.text)")
    #expect(reply.language == language)
    #expect(reply.text.contains(words), "\(question): \(reply.text)")
  }

  @Test func theUnitedKingdomToFrance_takesTheChannelTunnel() async {
    let reply = await ask("can I drive from the UK to France?")

    #expect(
      reply.text
        == "By land, the United Kingdom is one border crossing from France: United Kingdom → France. Bridge or tunnel on the way: Channel Tunnel. The route follows land borders, not roads, and a crossing may be closed."
    )
  }

  static let links: [(String, String)] = [
    ("peut-on aller en voiture du Royaume-Uni en France ?", "tunnel sous la Manche"),
    ("ruta por tierra de Arabia Saudí a Baréin", "calzada del Rey Fahd"),
    ("kann man mit dem Auto von Schweden nach Dänemark fahren", "Öresundbrücke"),
    ("rota terrestre de Singapura até a Malásia", "Passagem Johor–Singapura"),
    ("percorso via terra tra Hong Kong e Macao", "ponte Hong Kong-Zhuhai-Macao"),
  ]

  @Test(arguments: links)
  func aFixedLink_isNamedInTheQuestionsLanguage(question: String, link: String) async {
    let reply = await ask(question)

    #expect(reply.intent == .landRoute, "\(question): \(reply.text)")
    #expect(reply.countries.count == 2, "\(question): \(reply.text)")
    #expect(reply.text.contains(link), "\(question): \(reply.text)")
  }

  static let noRoutes: [(String, String)] = [
    (
      "can I drive from Iceland to France",
      "There is no land route from Iceland to France: Iceland has no land border, nor a bridge or tunnel to another country."
    ),
    (
      "can I drive from France to Japan",
      "There is no land route from France to Japan: Japan has no land border, nor a bridge or tunnel to another country."
    ),
    (
      "can I drive from the United States to France",
      "There is no land route from the United States to France: the sea lies between them, with no bridge or tunnel across."
    ),
    (
      "¿se puede ir por tierra de España a Cuba?",
      "No hay ruta terrestre de España hasta Cuba: Cuba no tiene frontera terrestre, ni puente o túnel hacia otro país."
    ),
    (
      "Landweg von Brasilien nach Spanien",
      "Brasilien und Spanien sind auf dem Landweg nicht verbunden: Zwischen ihnen liegt das Meer, ohne Brücke oder Tunnel."
    ),
  ]

  @Test(arguments: noRoutes)
  func noRoute_saysWhy(question: String, text: String) async {
    let reply = await ask(question)

    #expect(reply.outcome == .answer, "\(question): \(reply.text)")
    #expect(reply.intent == .landRoute)
    #expect(reply.text == text)
  }

  /// Spain and Morocco meet only at Ceuta and Melilla, across the sea from the rest of Spain; the
  /// way by land goes round the Mediterranean. Kaliningrad's borders are no way into Russia.
  @Test func exclaveBorders_areNoShortcut() async {
    let morocco = await ask("can I drive from Spain to Morocco")
    let china = await ask("land route from Poland to China")

    #expect(morocco.countries.first == "ES")
    #expect(morocco.countries.last == "MA")
    #expect(morocco.countries.count == 14, "\(morocco.text)")
    #expect(china.countries == ["PL", "BY", "RU", "CN"])
  }

  /// "The shortest way" as each language says it, beside "route" for the side of the road.
  @Test(arguments: [
    ("quelle est la route la plus courte entre la France et l'Italie", ["FR", "IT"]),
    ("was ist der kürzeste Weg von Deutschland nach Spanien", ["DE", "FR", "ES"]),
    ("qual é o caminho mais curto de Portugal à França", ["PT", "ES", "FR"]),
  ])
  func theShortestWay_isTheLandRoute(question: String, chain: [String]) async {
    let reply = await ask(question)

    #expect(reply.intent == .landRoute, "\(question): \(reply.text)")
    #expect(reply.countries == chain, "\(question): \(reply.text)")
  }

  /// The start named second, after the language's "from", is still the start.
  @Test(arguments: [
    ("how do I get to Spain by land from Germany", ["DE", "FR", "ES"]),
    ("Landweg nach Spanien von Deutschland", ["DE", "FR", "ES"]),
    ("percorso via terra per la Spagna dalla Germania", ["DE", "FR", "ES"]),
    ("ruta por tierra a España desde Alemania", ["DE", "FR", "ES"]),
  ])
  func theStartNamedSecond_afterFrom_startsTheRoute(question: String, chain: [String]) async {
    let reply = await ask(question)

    #expect(reply.intent == .landRoute, "\(question): \(reply.text)")
    #expect(reply.countries == chain, "\(question): \(reply.text)")
  }

  @Test func aCountryToItself_crossesNoBorder() async {
    let reply = await ask("route from France to France")

    #expect(reply.intent == .landRoute)
    #expect(reply.text == "From France to France: no border to cross.")
  }

  @Test func aFollowUp_keepsTheStart_orTakesTheTwoCountriesOfADistance() async {
    let engine = makeEngine()
    let (_, afterRoute) = await engine.ask(
      "shortest land route from Portugal to Vietnam", in: Conversation())
    let (_, afterDistance) = await engine.ask("how far is Chile from Peru", in: Conversation())

    let (laos, _) = await engine.ask("and to Laos?", in: afterRoute)
    let (byLand, _) = await engine.ask("and by land?", in: afterDistance)

    #expect(laos.intent == .landRoute, "\(laos.text)")
    #expect(laos.countries.first == "PT")
    #expect(laos.countries.last == "LA")
    #expect(byLand.intent == .landRoute, "\(byLand.text)")
    #expect(byLand.countries == ["CL", "PE"])
  }

  /// "which Congo?" forgets Kenya: the name alone then is no route from wherever the user is.
  @Test func theChoiceOfAClarification_isNoRouteWithoutItsOtherCountry() async {
    let engine = makeEngine()
    let france = Whereabouts(location: UserLocation(.country("FR"), source: .setting("TEST")))
    let (_, before) = await engine.ask("route from Portugal to Spain", in: Conversation())
    let (asked, after) = await engine.ask("route from Congo to Kenya", in: before)

    let (reply, _) = await engine.ask("DR Congo", in: after, whereabouts: france)

    #expect(asked.outcome == .ambiguous, "\(asked.text)")
    #expect(reply.intent != .landRoute, "\(reply.text)")
  }

  @Test func fromTheUser_startsInTheirCountry_orAsksWhereTheyAre() async {
    let spain = Whereabouts(location: UserLocation(.country("ES"), source: .setting("TEST")))

    let located = await makeEngine().ask(
      "can I drive to France", in: Conversation(), whereabouts: spain
    ).0
    let unlocated = await ask("can I drive to France")

    #expect(located.countries == ["ES", "FR"], "\(located.text)")
    #expect(unlocated.needsLocation)
  }

  /// A flight, or how long the way takes: the route (or a time difference) would look like the
  /// answer, so these lines are not answered.
  @Test(arguments: [
    "shortest flight from Spain to Peru", "flight route from Spain to Peru",
    "shortest route by plane from Spain to Peru",
    "how long does it take to drive from France to Spain",
    "how many hours to drive from France to Spain",
    "combien de temps pour aller en voiture de la France à l'Espagne",
    "¿cuánto tiempo se tarda por carretera de España a Francia?",
    "wie lange fährt man mit dem Auto von Deutschland nach Polen",
    "quanto tempo leva de carro do Brasil até a Argentina?",
    "quanto tempo ci vuole in macchina dall'Italia alla Francia?",
  ])
  func aFlightOrADuration_isNotAnswered(question: String) async {
    let reply = await ask(question)

    #expect(reply.outcome != .answer, "\(question): \(reply.text)")
  }

  /// The driving side keeps its questions: "drive" alone is no route.
  @Test(arguments: [
    "what side of the road do they drive on in France", "do they drive on the left in Japan",
  ])
  func theDrivingSide_isStillAnswered(question: String) async {
    #expect(await ask(question).intent == .drivingSide)
  }

  private func makeEngine() -> ConversationEngine {
    let answerer = QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true))
    return QuizComposer.makeEngine(answerer: answerer)
  }

  private func ask(_ question: String) async -> Reply {
    await makeEngine().ask(question, in: Conversation()).0
  }
}
